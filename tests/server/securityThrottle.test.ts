/**
 * Sign-in and link-mail throttling (issue 15, finding 4): failures are slowed per account and
 * address pair and per address with growing delays, never with a lock that anyone can set off,
 * and reset mails are capped per address and per account behind one unchanging answer.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../server/db/database';
import { Throttle, type ThrottleRule } from '../../server/security/throttle';
import { encryptPassword, startServer, type TestServer } from './helpers';

// Each sign-in runs scrypt, on a machine others share.
jest.setTimeout(60_000);

describe('the throttle', () => {
  let time = 0;
  const throttle = () => new Throttle(() => time);
  beforeEach(() => {
    time = 1_000_000;
  });

  it('is a token bucket: a burst of `capacity`, then one event per `refillMs`', () => {
    const rule: ThrottleRule = { capacity: 3, refillMs: 1000 };
    const limiter = throttle();
    for (let i = 0; i < 3; i += 1) expect(limiter.take('route:1|user:7', rule).allowed).toBe(true);
    expect(limiter.take('route:1|user:7', rule)).toMatchObject({
      allowed: false,
      retryAfterMs: 1000,
    });
    expect(limiter.take('route:1|user:8', rule).allowed).toBe(true);
    time += 400;
    expect(limiter.check('route:1|user:7', rule)).toMatchObject({
      allowed: false,
      retryAfterMs: 600,
    });
    time += 600;
    expect(limiter.take('route:1|user:7', rule).allowed).toBe(true);
    expect(limiter.take('route:1|user:7', rule).allowed).toBe(false);
  });

  it('holds a key back for a delay that doubles with each failure, up to the maximum', () => {
    const rule: ThrottleRule = {
      capacity: 2,
      refillMs: 60_000,
      delay: { baseMs: 1000, maxMs: 8000 },
    };
    const limiter = throttle();
    expect(limiter.take('k', rule).allowed).toBe(true);
    expect(limiter.take('k', rule).allowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { retryAfterMs } = limiter.check('k', rule);
      waits.push(retryAfterMs);
      time += retryAfterMs;
      expect(limiter.take('k', rule).allowed).toBe(true);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
    // A full bucket forgets the strikes.
    time += 2 * 60_000;
    expect(limiter.take('k', rule).allowed).toBe(true);
    expect(limiter.take('k', rule).allowed).toBe(true);
    expect(limiter.check('k', rule).retryAfterMs).toBe(1000);
  });

  it('gives back an event that did not count, and forgets a key on reset', () => {
    const rule: ThrottleRule = {
      capacity: 1,
      refillMs: 60_000,
      delay: { baseMs: 1000, maxMs: 1000 },
    };
    const limiter = throttle();
    limiter.take('k', rule);
    expect(limiter.check('k', rule).allowed).toBe(false);
    limiter.refund('k', rule);
    expect(limiter.check('k', rule).allowed).toBe(true);
    limiter.take('k', rule);
    limiter.reset('k');
    expect(limiter.check('k', rule).allowed).toBe(true);
  });

  it('keeps at most maxKeys keys, dropping idle ones first', () => {
    const rule: ThrottleRule = { capacity: 2, refillMs: 1000 };
    const limiter = new Throttle(() => time, 100);
    limiter.take('busy', rule);
    limiter.take('busy', rule);
    time += 10;
    for (let i = 0; i < 1000; i += 1) {
      limiter.take(`address:${i}`, rule);
      if (i % 100 === 0) time += 5000;
      expect(limiter.size).toBeLessThanOrEqual(100);
    }
  });
});

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

describe('sign-in throttling', () => {
  let server: TestServer;
  // A clock that stands still unless a test moves it: scrypt under load must not end a delay.
  let clock = 0;

  beforeEach(async () => {
    clock = Date.now();
    server = await startServer({ now: () => clock });
  });

  afterEach(() => server.close());

  const jsonLogin = async (username: string, password: string, remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/oauth/public/login',
      remoteAddress,
      payload: { username, password: await encryptPassword(server.app, password) },
    });

  it('slows an attacker down without keeping the owner out from another address', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const res = await jsonLogin('admin', `Wrong${i}2345`, ATTACKER);
      expect(res.json()).toMatchObject({ code: 'error.login.bad_credentials' });
    }
    const refused = await jsonLogin('admin', 'Admin12345', ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({
      failed: true,
      code: 'error.login.throttled',
      message: `Too many failed sign-ins; try again in ${refused.headers['retry-after']} seconds`,
      type: 'error',
    });
    const owner = await jsonLogin('admin', 'Admin12345', OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toHaveProperty('access_token');
  });

  it('behind a proxy, keys on the address the proxy saw, not on what the client wrote', async () => {
    await server.close();
    server = await startServer({ now: () => clock, trustProxy: true });
    const PROXY = '10.0.0.2';
    const guess = async (spoofed: string) =>
      server.app.inject({
        method: 'POST',
        url: '/oauth/public/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${spoofed}, ${ATTACKER}` },
        payload: { username: 'admin', password: await encryptPassword(server.app, 'Wrong12345') },
      });
    for (let i = 1; i <= 5; i += 1) expect((await guess(`198.51.100.${i}`)).statusCode).toBe(200);
    expect((await guess('198.51.100.99')).statusCode).toBe(429);
  });

  it('checks at most 5 of 30 simultaneous guesses, and each later failure waits longer', async () => {
    const cipher = await encryptPassword(server.app, 'Guess12345');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        server.app.inject({
          method: 'POST',
          url: '/oauth/public/login',
          remoteAddress: ATTACKER,
          payload: { username: 'operator', password: cipher },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);

    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const refused = await jsonLogin('operator', 'Guess12345', ATTACKER);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      clock += wait * 1000;
      const checked = await jsonLogin('operator', 'Guess12345', ATTACKER);
      expect(checked.json()).toMatchObject({ code: 'error.login.bad_credentials' });
    }
    expect(waits[1]).toBeGreaterThan(waits[0] ?? Infinity);
    expect(waits[2]).toBeGreaterThan(waits[1] ?? Infinity);
  });

  it('slows one address guessing across many accounts', async () => {
    const cipher = await encryptPassword(server.app, 'Wrong12345');
    const guess = (username: string) =>
      server.app.inject({
        method: 'POST',
        url: '/oauth/public/login',
        remoteAddress: ATTACKER,
        payload: { username, password: cipher },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(`nobody${i}`)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect((await guess('nobody-else')).statusCode).toBe(429);
    expect((await jsonLogin('admin', 'Admin12345', OWNER)).statusCode).toBe(200);
  });

  it('says so on the OAuth sign-in page in the browser’s language, keeping the login name', async () => {
    const post = async (language: string) =>
      server.app.inject({
        method: 'POST',
        url: '/oauth/login',
        remoteAddress: ATTACKER,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'accept-language': language,
        },
        payload: new URLSearchParams({
          username: 'tenant.admin',
          password: await encryptPassword(server.app, 'Wrong12345'),
          client_id: 'hzero-front',
          redirect_uri: 'http://localhost/workplace',
          response_type: 'token',
        }).toString(),
      });
    for (let i = 0; i < 5; i += 1) expect((await post('en-US')).statusCode).toBe(200);
    const english = await post('en-US');
    expect(english.statusCode).toBe(429);
    const seconds = english.headers['retry-after'] as string;
    expect(english.body).toContain(`Too many failed sign-ins; try again in ${seconds} seconds`);
    expect(english.body).toContain('value="tenant.admin"');
    const chinese = await post('zh-CN,zh;q=0.9');
    expect(chinese.statusCode).toBe(429);
    expect(chinese.body).toContain(`登录失败次数过多，请 ${seconds} 秒后再试`);
  });
});

describe('link mails', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startServer();
  });

  afterEach(() => server.close());

  const mailCount = (recipient: string): number => {
    const db = new Database(path.join(server.dataDir, DB_FILE_NAME), { readonly: true });
    try {
      const row = db
        .prepare('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?')
        .get(recipient) as { n: number };
      return row.n;
    } finally {
      db.close();
    }
  };

  const forgot = (email: string, remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/oauth/public/forgot-password',
      remoteAddress,
      payload: { email },
    });

  it('queues 3 of 20 reset mails asked for one account, with the same answer every time', async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const res = await forgot('member@lab.example', `198.51.100.${i + 1}`);
      answers.add(`${res.statusCode} ${res.body}`);
    }
    const unknown = await forgot('nobody@lab.example', '198.51.100.99');
    answers.add(`${unknown.statusCode} ${unknown.body}`);
    expect(mailCount('member@lab.example')).toBe(3);
    expect(answers.size).toBe(1);
  });

  it('stops mailing for an address that asks for many accounts', async () => {
    for (let i = 0; i < 10; i += 1) await forgot(`nobody${i}@lab.example`, ATTACKER);
    const res = await forgot('manager@lab.example', ATTACKER);
    expect(res.statusCode).toBe(200);
    expect(mailCount('manager@lab.example')).toBe(0);
    await forgot('manager@lab.example', OWNER);
    expect(mailCount('manager@lab.example')).toBe(1);
  });
});
