import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearer, signIn, startServer, type TestServer, callerOf } from './helpers';

interface MessageView {
  userMessageId: number;
  messageId: number;
  tenantId: number;
  subject: string;
  creationDate: string;
  content: string;
  readFlag: 0 | 1;
  userMessageTypeCode: string;
  userMessageTypeMeaning: string;
}

describe('the notification centre', () => {
  let server: TestServer;
  let tenantAdmin: string;
  let operator: string;
  let manager: string;

  beforeAll(async () => {
    server = await startServer();
    [tenantAdmin, operator, manager] = await Promise.all([
      signIn(server.app, 'tenant.admin', 'Tenant12345'),
      signIn(server.app, 'operator', 'Operator123'),
      signIn(server.app, 'manager@lab.example', 'Manager123'),
    ]);
  }, 30_000);

  afterAll(() => server.close());

  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(server.app)(...args);

  const count = async (token: string): Promise<number> => {
    const res = await call(token, 'GET', '/hmsg/v1/1/messages/user/count');
    expect(res.statusCode).toBe(200);
    return res.json<{ unreadMessageCount: number }>().unreadMessageCount;
  };

  it('counts unread messages and previews messages and notices', async () => {
    expect(await count(manager)).toBe(3);
    const preview = await call(
      manager,
      'GET',
      '/hmsg/v1/1/messages/user/preview?readFlag=0&size=5',
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual([
      {
        userMessageId: expect.any(Number),
        messageId: expect.any(Number),
        tenantId: 1,
        subject: 'Sequencing of order SO-2025-0142 has started',
        // The manager's time zone is GMT+1; the message was sent at 09:15 GMT+8.
        creationDate: '2025-03-03 02:15:00',
        content: expect.stringContaining('SO-2025-0142'),
        readFlag: 0,
        userMessageTypeCode: 'MSG',
        userMessageTypeMeaning: 'Message',
        // What it is about: the demo's messages were sent without saying.
        category: 'OTHER',
      },
      expect.objectContaining({ userMessageTypeCode: 'APPROVE', readFlag: 0 }),
    ]);
    const notices = await call(manager, 'GET', '/hmsg/v1/1/notices/user/preview?size=5');
    expect(
      notices.json<MessageView[]>().map((item) => [item.userMessageTypeCode, item.readFlag]),
    ).toEqual([
      ['NOTICE', 0],
      ['NOTICE', 1],
    ]);
    const chinese = await call(operator, 'GET', '/hmsg/v1/1/messages/user/preview?size=1');
    expect(chinese.json()).toEqual([
      expect.objectContaining({
        subject: '订单 SO-2025-0142 已开始测序',
        creationDate: '2025-03-03 09:15:00',
        userMessageTypeMeaning: '消息',
      }),
    ]);
  });

  it('lists every message as a page, filtered by read flag and type', async () => {
    const all = await call(manager, 'GET', '/hmsg/v1/1/messages/user?page=0&size=4');
    expect(all.json()).toMatchObject({
      totalElements: 6,
      totalPages: 2,
      numberOfElements: 4,
      size: 4,
      number: 0,
    });
    const dates = all.json<{ content: MessageView[] }>().content.map((item) => item.creationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const approvals = await call(
      manager,
      'GET',
      '/hmsg/v1/1/messages/user?userMessageTypeCode=APPROVE&readFlag=1',
    );
    expect(approvals.json()).toMatchObject({ totalElements: 1 });
    const bad = await call(manager, 'GET', '/hmsg/v1/1/messages/user?userMessageTypeCode=SPAM');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a path naming another tenant and a caller without a token', async () => {
    expect((await call(manager, 'GET', '/hmsg/v1/2/messages/user/count')).statusCode).toBe(403);
    const anonymous = await server.app.inject({
      method: 'GET',
      url: '/hmsg/v1/1/messages/user/count',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('marks messages read and clears them, updating the count', async () => {
    const unread = (
      await call(operator, 'GET', '/hmsg/v1/1/messages/user?readFlag=0&size=10')
    ).json<{ content: MessageView[] }>().content;
    expect(unread).toHaveLength(3);
    const [first, second] = unread;
    const one = await call(
      operator,
      'POST',
      `/hmsg/v1/1/messages/user/read-flag?userMessageIdList=${String(first?.userMessageId)}`,
    );
    expect(one.statusCode).toBe(204);
    expect(await count(operator)).toBe(2);
    // Another user's ids are ignored.
    const managerMessage = (
      await call(manager, 'GET', '/hmsg/v1/1/messages/user?readFlag=0&size=1')
    ).json<{ content: MessageView[] }>().content[0];
    await call(
      operator,
      'POST',
      `/hmsg/v1/1/messages/user/read-flag?userMessageIdList=${String(second?.userMessageId)},${String(managerMessage?.userMessageId)}`,
    );
    expect(await count(operator)).toBe(1);
    expect(await count(manager)).toBe(3);
    const neither = await call(operator, 'POST', '/hmsg/v1/1/messages/user/read-flag');
    expect(neither.statusCode).toBe(400);
    const all = await call(operator, 'POST', '/hmsg/v1/1/messages/user/read-flag?readAll=1');
    expect(all.statusCode).toBe(204);
    expect(await count(operator)).toBe(0);

    // Clearing by type deletes that type only; clearing without a type deletes the rest.
    const clearNotices = await call(
      operator,
      'DELETE',
      '/hmsg/v1/1/messages/user/clear?userMessageTypeCode=NOTICE',
    );
    expect(clearNotices.statusCode).toBe(204);
    const left = (await call(operator, 'GET', '/hmsg/v1/1/messages/user?size=10')).json<{
      content: MessageView[];
    }>().content;
    expect(left.map((item) => item.userMessageTypeCode).sort()).toEqual([
      'APPROVE',
      'APPROVE',
      'MSG',
      'MSG',
    ]);
    await call(manager, 'DELETE', '/hmsg/v1/1/messages/user/clear?userMessageTypeCode=MSG');
    expect(await count(manager)).toBe(2);
    await call(manager, 'DELETE', '/hmsg/v1/1/messages/user/clear');
    expect(await count(manager)).toBe(0);
    expect((await call(manager, 'GET', '/hmsg/v1/1/messages/user')).json()).toMatchObject({
      totalElements: 0,
    });
  });

  it('lets administrators send messages and refuses everybody else', async () => {
    const before = await count(operator);
    const sent = await call(tenantAdmin, 'POST', '/hmsg/v1/1/messages/user', {
      userIds: [3, 4],
      subject: 'Freezer maintenance',
      content: 'Freezer B is serviced on Friday.',
      userMessageTypeCode: 'NOTICE',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual([
      { userMessageId: expect.any(Number), userId: 3 },
      { userMessageId: expect.any(Number), userId: 4 },
    ]);
    expect(await count(operator)).toBe(before + 1);

    const outsider = await call(tenantAdmin, 'POST', '/hmsg/v1/1/messages/user', {
      userIds: [1],
      subject: 'Hello',
      content: 'Site administrators are not members of Novo Lab',
      userMessageTypeCode: 'MSG',
    });
    expect(outsider.json()).toMatchObject({
      failed: true,
      code: 'error.message.recipient',
      type: 'warn',
    });
    const denied = await call(operator, 'POST', '/hmsg/v1/1/messages/user', {
      userIds: [4],
      subject: 'Hi',
      content: 'x',
      userMessageTypeCode: 'MSG',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You do not have the permission hmsg.user-message.create');
    const invalid = await call(tenantAdmin, 'POST', '/hmsg/v1/1/messages/user', {
      userIds: [4],
      content: 'x',
      userMessageTypeCode: 'MSG',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Field 'subject' is required");
  });
});

/** Reads server-sent events from a real HTTP response. */
class EventReader {
  private buffer = '';
  private readonly events: { event: string; data: string }[] = [];
  private waiter: (() => void) | null = null;

  constructor(readonly response: http.IncomingMessage) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.buffer += chunk;
      let index = this.buffer.indexOf('\n\n');
      while (index >= 0) {
        const block = this.buffer.slice(0, index);
        this.buffer = this.buffer.slice(index + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) this.events.push({ event, data });
        index = this.buffer.indexOf('\n\n');
      }
      this.waiter?.();
    });
  }

  /** The next event, waiting up to 3 s. */
  async next(): Promise<{ event: string; data: string }> {
    const deadline = Date.now() + 3000;
    while (this.events.length === 0) {
      if (Date.now() > deadline) throw new Error('No event arrived');
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
        setTimeout(resolve, 100);
      });
    }
    return this.events.shift() as { event: string; data: string };
  }
}

/** A ticket for the unread-count stream of tenant 1 (EventSource cannot send a header). */
async function streamTicket(app: TestServer['app'], token: string, tenantId = 1): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth/tickets',
    headers: bearer(token),
    payload: { path: `/hmsg/v1/${tenantId}/messages/user/stream` },
  });
  return encodeURIComponent(res.json<{ ticket: string }>().ticket);
}

function openStream(url: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, resolve);
    request.on('error', reject);
  });
}

describe('the push stream of the unread count', () => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let base: string;

  beforeAll(async () => {
    server = await startServer();
    [admin, operator] = await Promise.all([
      signIn(server.app, 'admin', 'Admin12345'),
      signIn(server.app, 'operator', 'Operator123'),
    ]);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }, 30_000);

  afterAll(() => server.close());

  it('sends the count on connect and whenever it changes, and ends on server close', async () => {
    const response = await openStream(
      `${base}/hmsg/v1/1/messages/user/stream?ticket=${await streamTicket(server.app, operator)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const reader = new EventReader(response);
    expect(await reader.next()).toEqual({ event: 'count', data: '{"unreadMessageCount":3}' });

    // The site administrator sends the operator a message.
    const sent = await server.app.inject({
      method: 'POST',
      url: '/hmsg/v1/0/messages/user',
      headers: bearer(admin),
      payload: {
        userIds: [3],
        subject: 'Upgrade tonight',
        content: 'The platform is upgraded at 22:00.',
        userMessageTypeCode: 'NOTICE',
      },
    });
    expect(sent.statusCode).toBe(200);
    expect(await reader.next()).toEqual({ event: 'count', data: '{"unreadMessageCount":4}' });

    await server.app.inject({
      method: 'POST',
      url: '/hmsg/v1/1/messages/user/read-flag?readAll=1',
      headers: bearer(operator),
    });
    expect(await reader.next()).toEqual({ event: 'count', data: '{"unreadMessageCount":0}' });

    const ended = new Promise<void>((resolve) => response.on('end', resolve));
    await server.app.close();
    await ended;
  });

  it('refuses a stream without a valid token or for another tenant', async () => {
    // The server above is closed: use a fresh one.
    const other = await startServer();
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
      const anonymous = await openStream(`${url}/hmsg/v1/1/messages/user/stream`);
      expect(anonymous.statusCode).toBe(401);
      anonymous.resume();
      const token = await signIn(other.app, 'operator', 'Operator123');
      const foreign = await openStream(
        `${url}/hmsg/v1/2/messages/user/stream?ticket=${await streamTicket(other.app, token, 2)}`,
      );
      expect(foreign.statusCode).toBe(403);
      foreign.resume();
    } finally {
      await other.close();
    }
  }, 15_000);
});
