/**
 * Message templates and send configurations (hmsg) through the HTTP API, as a tenant
 * administrator: a template's code exists once per language and its `${...}` placeholders are
 * plain names; a send configuration has one line per channel, each with an enabled template and
 * the account its channel needs; a test send goes out through each enabled channel with the
 * placeholders filled. Refusals come back as HZERO's business failures in the caller's language.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE_NAME } from '../../server/db/database';
import { callerOf, signIn, startServer, type Method, type TestServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const TEMPLATES = '/hmsg/v1/1/message/templates';
const CONFIGS = '/hmsg/v1/1/template-servers';

let server: TestServer;
let tenantAdmin: string;

beforeAll(async () => {
  server = await startServer();
  tenantAdmin = await signIn(server.app, 'tenant.admin', 'Tenant12345');
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** The answer to a call as the tenant administrator: status and body. */
async function send(method: Method, url: string, payload?: unknown) {
  const res = await callerOf(server.app)(tenantAdmin, method, url, payload);
  return { status: res.statusCode, body: res.json<Row>() };
}

/** The body of a call that must succeed. */
async function ok<T = Row>(method: Method, url: string, payload?: unknown): Promise<T> {
  const { status, body } = await send(method, url, payload);
  expect({ status, failed: body.failed, message: body.message }).toEqual({
    status: 200,
    failed: undefined,
    message: undefined,
  });
  return body as T;
}

/** What a refused call answers: the status and the business failure. */
async function refused(method: Method, url: string, payload: unknown) {
  const { status, body } = await send(method, url, payload);
  return { status, failed: body.failed, code: body.code, message: body.message };
}

async function setLanguage(language: 'en_US' | 'zh_CN'): Promise<void> {
  const res = await callerOf(server.app)(
    tenantAdmin,
    'PUT',
    `/iam/hzero/v1/users/default-language?language=${language}`,
  );
  expect(res.statusCode).toBeLessThan(300);
}

/** Runs `work` with the administrator's language set to Chinese, then back to English. */
async function inChinese(work: () => Promise<void>): Promise<void> {
  await setLanguage('zh_CN');
  try {
    await work();
  } finally {
    await setLanguage('en_US');
  }
}

/** The id of the tenant's row of `url` whose `field` is `value`. */
async function idOf(url: string, field: string, value: string, idField: string): Promise<number> {
  const page = await ok<PageBody>('GET', `${url}?${field}=${encodeURIComponent(value)}&size=50`);
  const row = page.content.find((item) => item[field] === value);
  if (!row) throw new Error(`No ${value} at ${url}`);
  return Number(row[idField]);
}

const template = (changes: Row = {}): Row => ({
  templateCode: 'QC_DONE',
  templateName: 'Quality control done',
  lang: 'en_US',
  messageCategoryCode: 'NOTICE',
  editorType: 'MARKDOWN',
  templateTitle: 'Quality control of ${projectName} done',
  templateContent: 'Dear ${customerName},\n\nthe report of **${projectName}** is ready.',
  ...changes,
});

describe('the two pages', () => {
  it('sit in the messaging menu where the placeholders were, their permissions granted', async () => {
    const menus = await ok<unknown>('GET', '/iam/hzero/v1/menus/tree?lang=en_US');
    const leaves: Row[] = [];
    const walk = (items: Row[]) => {
      for (const item of items) {
        leaves.push(item);
        walk((item.subMenus as Row[] | undefined) ?? []);
      }
    };
    walk(menus as Row[]);
    expect(leaves.filter((leaf) => String(leaf.route).startsWith('/hmsg/'))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'hzero.hmsg.message-template',
          route: '/hmsg/message-template',
          name: 'Message Templates',
        }),
        expect.objectContaining({
          code: 'hzero.hmsg.send-config',
          route: '/hmsg/send-config',
          name: 'Send Configuration',
        }),
      ]),
    );
    const codes = ['hmsg.message-template.list-create', 'hmsg.send-config.list-edit'];
    const granted = await ok<unknown>('POST', '/iam/hzero/v1/menus/check-permissions', codes);
    expect(granted).toEqual(codes.map((code) => expect.objectContaining({ code, approve: true })));
  });
});

describe('message templates', () => {
  it('lists the demo templates of the tenant, one code in two languages', async () => {
    const page = await ok<PageBody>('GET', `${TEMPLATES}?templateCode=SAMPLE_RECEIVED`);
    expect(page.content.map((row) => row.lang).sort()).toEqual(['en_US', 'zh_CN']);
    expect(page.content.every((row) => row.tenantId === 1)).toBe(true);
  });

  it('creates, reads and updates a template, and adds the same code in another language', async () => {
    const created = await ok('POST', TEMPLATES, template());
    expect(created).toMatchObject({
      templateCode: 'QC_DONE',
      lang: 'en_US',
      templateTitle: 'Quality control of ${projectName} done',
      enabledFlag: 1,
      objectVersionNumber: 1,
    });
    const id = Number(created.templateId);
    const read = await ok('GET', `${TEMPLATES}/${id}`);
    expect(read).toMatchObject({ templateId: id, templateName: 'Quality control done' });
    const updated = await ok('PUT', `${TEMPLATES}/${id}`, {
      ...read,
      templateTitle: 'QC of ${projectName} is done',
    });
    expect(updated).toMatchObject({
      templateTitle: 'QC of ${projectName} is done',
      objectVersionNumber: 2,
    });
    const chinese = await ok(
      'POST',
      TEMPLATES,
      template({
        lang: 'zh_CN',
        templateName: '质检完成',
        templateTitle: '${projectName} 质检完成',
        templateContent: '${customerName}，您好：项目报告已生成。',
      }),
    );
    expect(chinese).toMatchObject({ templateCode: 'QC_DONE', lang: 'zh_CN' });
  });

  it('refuses a second template of one code and language, whatever the case, in the user’s language', async () => {
    await ok('POST', TEMPLATES, template({ templateCode: 'DUP_CHECK' }));
    const again = template({ templateCode: 'dup_check' });
    expect(await refused('POST', TEMPLATES, again)).toEqual({
      status: 200,
      failed: true,
      code: 'error.duplicate',
      message: 'Template dup_check already exists in English',
    });
    await inChinese(async () => {
      expect(await refused('POST', TEMPLATES, again)).toMatchObject({
        failed: true,
        message: '模板 dup_check 的英语版本已存在',
      });
    });
    const page = await ok<PageBody>('GET', `${TEMPLATES}?templateCode=DUP_CHECK`);
    expect(page.totalElements).toBe(1);
  });

  it.each([
    [
      'a spaced name in the title',
      { templateTitle: 'Hello ${ user }' },
      'Title: the placeholder ${ user } is not a plain name (letters, digits and _, not starting with a digit)',
      '标题：占位符 ${ user } 不是合法的名称（字母、数字和 _，不以数字开头）',
    ],
    [
      'a name starting with a digit in the content',
      { templateContent: 'Your code: ${1x}.' },
      'Content: the placeholder ${1x} is not a plain name (letters, digits and _, not starting with a digit)',
      '内容：占位符 ${1x} 不是合法的名称（字母、数字和 _，不以数字开头）',
    ],
    [
      'a dotted path in the content',
      { templateContent: 'Dear ${user.name}, hello.' },
      'Content: the placeholder ${user.name} is not a plain name (letters, digits and _, not starting with a digit)',
      '内容：占位符 ${user.name} 不是合法的名称（字母、数字和 _，不以数字开头）',
    ],
    [
      'an unclosed placeholder in the content',
      { templateContent: 'Dear ${customerName, hello' },
      'Content: the placeholder ${customerName, hello is not closed with }',
      '内容：占位符 ${customerName, hello 缺少结尾的 }',
    ],
  ])('refuses %s, naming the placeholder', async (_what, change, english, chinese) => {
    const body = template({ templateCode: 'BAD_PLACEHOLDER', ...change });
    expect(await refused('POST', TEMPLATES, body)).toEqual({
      status: 200,
      failed: true,
      code: 'error.template_placeholder',
      message: english,
    });
    await inChinese(async () => {
      expect(await refused('POST', TEMPLATES, body)).toMatchObject({ message: chinese });
    });
    const page = await ok<PageBody>('GET', `${TEMPLATES}?templateCode=BAD_PLACEHOLDER`);
    expect(page.totalElements).toBe(0);
  });

  it('refuses an update that breaks a placeholder and keeps the row as it was', async () => {
    const id = await idOf(TEMPLATES, 'templateCode', 'SIGN_IN_CODE', 'templateId');
    const before = await ok('GET', `${TEMPLATES}/${id}`);
    expect(
      await refused('PUT', `${TEMPLATES}/${id}`, { ...before, templateContent: 'Code ${code' }),
    ).toMatchObject({
      failed: true,
      message: 'Content: the placeholder ${code is not closed with }',
    });
    expect(await ok('GET', `${TEMPLATES}/${id}`)).toMatchObject({
      templateContent: before.templateContent,
      objectVersionNumber: before.objectVersionNumber,
    });
    // Text that only looks like a placeholder is left alone.
    const plain = await ok('PUT', `${TEMPLATES}/${id}`, {
      ...before,
      templateContent: 'Costs $5 {not a placeholder}; code ${code}.',
    });
    expect(plain).toMatchObject({ templateContent: 'Costs $5 {not a placeholder}; code ${code}.' });
  });
});

describe('send configurations', () => {
  let templateId: number;
  let emailId: number;
  let smsId: number;

  beforeAll(async () => {
    templateId = await idOf(TEMPLATES, 'templateCode', 'SIGN_IN_CODE', 'templateId');
    emailId = await idOf('/hmsg/v1/1/email/servers', 'serverCode', 'NOTICE', 'serverId');
    smsId = await idOf('/hmsg/v1/1/sms/servers', 'serverCode', 'ALIYUN_NOTICE', 'serverId');
  });

  const config = (messageCode: string, serverList: Row[]): Row => ({
    messageCode,
    messageName: `Message ${messageCode}`,
    description: 'Sent by the tests',
    serverList: serverList.map((line) => ({ tryTimes: 3, ...line, _status: 'create' })),
  });

  const linesOf = async (id: number): Promise<Row[]> =>
    (await ok<PageBody>('GET', `${CONFIGS}/${id}/serverList?size=50`)).content;

  it('lists the demo configurations with their channels', async () => {
    const id = await idOf(CONFIGS, 'messageCode', 'SAMPLE_RECEIVED', 'tempServerId');
    const lines = await linesOf(id);
    expect(lines.map((line) => line.typeCode).sort()).toEqual(['EMAIL', 'SMS', 'WEB']);
    expect(lines.find((line) => line.typeCode === 'EMAIL')).toMatchObject({
      templateName: 'Samples received',
      emailServerName: 'Notifications',
      smsServerId: null,
    });
  });

  it('creates a configuration with its lines, then changes, removes and adds lines in one save', async () => {
    const created = await ok(
      'POST',
      CONFIGS,
      config('QC_REPORT', [
        { typeCode: 'EMAIL', templateId, emailServerId: emailId, tryTimes: 5 },
        // An account of another channel is dropped.
        { typeCode: 'WEB', templateId, emailServerId: emailId },
      ]),
    );
    const id = Number(created.tempServerId);
    expect(created).toMatchObject({ messageCode: 'QC_REPORT', enabledFlag: 1 });
    expect(await ok('GET', `${CONFIGS}/${id}`)).toMatchObject({ messageName: 'Message QC_REPORT' });
    const lines = await linesOf(id);
    const email = lines.find((line) => line.typeCode === 'EMAIL') as Row;
    const web = lines.find((line) => line.typeCode === 'WEB') as Row;
    expect(email).toMatchObject({
      tempServerId: id,
      templateId,
      templateName: 'Sign-in code',
      emailServerId: emailId,
      emailServerName: 'Notifications',
      tryTimes: 5,
    });
    expect(web).toMatchObject({ emailServerId: null, emailServerName: null, tryTimes: 3 });

    const saved = await ok('PUT', `${CONFIGS}/${id}`, {
      tempServerId: id,
      objectVersionNumber: created.objectVersionNumber,
      description: 'Changed by the tests',
      serverList: [
        { ...email, tryTimes: 1, _status: 'update' },
        {
          tempServerLineId: web.tempServerLineId,
          objectVersionNumber: web.objectVersionNumber,
          _status: 'delete',
        },
        { typeCode: 'SMS', templateId, smsServerId: smsId, tryTimes: 2, _status: 'create' },
      ],
    });
    expect(saved).toMatchObject({ description: 'Changed by the tests', objectVersionNumber: 2 });
    const after = await linesOf(id);
    expect(after.map((line) => [line.typeCode, line.tryTimes]).sort()).toEqual([
      ['EMAIL', 1],
      ['SMS', 2],
    ]);
    expect(after.find((line) => line.typeCode === 'SMS')).toMatchObject({
      smsServerName: 'Sample notices',
    });
  });

  it('refuses two lines of one channel, saving nothing, in the user’s language', async () => {
    const body = config('TWICE', [
      { typeCode: 'EMAIL', templateId, emailServerId: emailId },
      { typeCode: 'EMAIL', templateId, emailServerId: emailId },
    ]);
    expect(await refused('POST', CONFIGS, body)).toEqual({
      status: 200,
      failed: true,
      code: 'error.duplicate',
      message: 'Line 2: The E-mail channel is configured here already; one line per channel',
    });
    await inChinese(async () => {
      expect(await refused('POST', CONFIGS, body)).toMatchObject({
        message: '第 2 行：该配置已有邮件渠道，每个渠道只能配置一行',
      });
    });
    expect((await ok<PageBody>('GET', `${CONFIGS}?messageCode=TWICE`)).totalElements).toBe(0);

    // Nor may a save add a line of a channel the configuration has.
    const id = await idOf(CONFIGS, 'messageCode', 'SIGN_IN_CODE', 'tempServerId');
    const header = await ok('GET', `${CONFIGS}/${id}`);
    expect(
      await refused('PUT', `${CONFIGS}/${id}`, {
        tempServerId: id,
        objectVersionNumber: header.objectVersionNumber,
        serverList: [
          { typeCode: 'SMS', templateId, smsServerId: smsId, tryTimes: 1, _status: 'create' },
        ],
      }),
    ).toMatchObject({
      failed: true,
      message: 'Line 1: The SMS channel is configured here already; one line per channel',
    });
  });

  it.each([
    [
      'an e-mail line without an e-mail account',
      'EMAIL',
      'Line 1: Email account is required for the E-mail channel',
      '第 1 行：邮件渠道必须选择邮箱账户',
    ],
    [
      'an SMS line without an SMS account',
      'SMS',
      'Line 1: SMS account is required for the SMS channel',
      '第 1 行：短信渠道必须选择短信账户',
    ],
  ])(
    'refuses %s (the other channel’s account does not count)',
    async (_what, typeCode, english, chinese) => {
      const other = typeCode === 'EMAIL' ? { smsServerId: smsId } : { emailServerId: emailId };
      const body = config('NO_ACCOUNT', [{ typeCode, templateId, ...other }]);
      expect(await refused('POST', CONFIGS, body)).toEqual({
        status: 200,
        failed: true,
        code: 'error.send_config_account',
        message: english,
      });
      await inChinese(async () => {
        expect(await refused('POST', CONFIGS, body)).toMatchObject({ message: chinese });
      });
    },
  );

  it('refuses a disabled template for a line, and keeps the lines that chose it before', async () => {
    const disabledId = Number(
      (
        await ok('POST', TEMPLATES, {
          ...template({ templateCode: 'RETIRED', templateName: 'Retired notice' }),
        })
      ).templateId,
    );
    const created = await ok(
      'POST',
      CONFIGS,
      config('RETIRED_USER', [{ typeCode: 'WEB', templateId: disabledId }]),
    );
    const id = Number(created.tempServerId);
    await ok('POST', `${TEMPLATES}/disable`, [disabledId]);

    const body = config('RETIRED_NEW', [{ typeCode: 'WEB', templateId: disabledId }]);
    expect(await refused('POST', CONFIGS, body)).toEqual({
      status: 200,
      failed: true,
      code: 'error.template_disabled',
      message: 'Line 1: The template Retired notice is disabled; choose an enabled one',
    });
    await inChinese(async () => {
      expect(await refused('POST', CONFIGS, body)).toMatchObject({
        message: '第 1 行：消息模板 Retired notice 已禁用，请选择启用的模板',
      });
    });
    // A line that chose it while it was enabled is still changed (and disabled) freely.
    const [line] = await linesOf(id);
    const saved = await ok('PUT', `${CONFIGS}/${id}`, {
      tempServerId: id,
      objectVersionNumber: created.objectVersionNumber,
      serverList: [{ ...line, tryTimes: 0, enabledFlag: 0, _status: 'update' }],
    });
    expect(saved.objectVersionNumber).toBe(2);
    expect((await linesOf(id))[0]).toMatchObject({ tryTimes: 0, enabledFlag: 0 });
    // A template a line uses is not deleted.
    const retired = await ok('GET', `${TEMPLATES}/${disabledId}`);
    expect(
      await refused('DELETE', TEMPLATES, [
        { templateId: disabledId, objectVersionNumber: retired.objectVersionNumber },
      ]),
    ).toMatchObject({ failed: true, code: 'error.in_use' });
  });
});

describe('test send', () => {
  it('sends through each enabled channel with the placeholders filled, asking for what is missing', async () => {
    await ok('POST', TEMPLATES, {
      ...template({ templateCode: 'TEST_SEND', templateName: 'Test send' }),
      templateTitle: 'Hello ${name}',
      templateContent: 'Your batch ${batch} is in.',
    });
    const templateId = await idOf(TEMPLATES, 'templateCode', 'TEST_SEND', 'templateId');
    const emailServerId = await idOf(
      '/hmsg/v1/1/email/servers',
      'serverCode',
      'NOTICE',
      'serverId',
    );
    const smsServerId = await idOf(
      '/hmsg/v1/1/sms/servers',
      'serverCode',
      'ALIYUN_NOTICE',
      'serverId',
    );
    const config = await ok('POST', CONFIGS, {
      messageCode: 'TEST_SEND',
      messageName: 'Test send',
      serverList: [
        { _status: 'create', typeCode: 'EMAIL', templateId, emailServerId, tryTimes: 1 },
        { _status: 'create', typeCode: 'SMS', templateId, smsServerId, tryTimes: 1 },
        { _status: 'create', typeCode: 'WEB', templateId, tryTimes: 1 },
      ],
    });
    const url = `${CONFIGS}/${String(config.tempServerId)}/test-send`;
    const fieldsOf = async (payload: Row) => {
      const { status, body } = await send('POST', url, payload);
      return { status, fields: body.fields };
    };
    expect(await fieldsOf({ email: 'ada@lab.example', args: '{"name": "Ada"}' })).toEqual({
      status: 400,
      fields: { args: 'Values of the placeholders: the templates also need batch' },
    });
    expect(await fieldsOf({ email: 'ada@lab.example', args: '[1, 2]' })).toMatchObject({
      status: 400,
    });
    expect(await fieldsOf({ args: '{"name": "Ada", "batch": "B-7"}' })).toEqual({
      status: 400,
      fields: {
        email: 'E-mail address: the e-mail channel is enabled; give the address to send it to',
      },
    });
    expect(await fieldsOf({ email: 'not an address' })).toMatchObject({ status: 400 });

    const sent = await send('POST', url, {
      email: 'ada@lab.example',
      args: '{"name": "Ada", "batch": "B-7"}',
    });
    expect([sent.status, sent.body.failed, sent.body.message]).toEqual([
      200,
      undefined,
      'Sent: the e-mail to ada@lab.example; SMS not sent (this server has no SMS gateway); the in-app message to you',
    ]);
    const inbox = await ok<PageBody>('GET', '/hmsg/v1/1/messages/user?size=5');
    expect(inbox.content[0]).toMatchObject({ subject: 'Hello Ada', userMessageTypeCode: 'MSG' });
    const outbox = new Database(path.join(server.dataDir, DB_FILE_NAME), { readonly: true });
    try {
      expect(
        outbox
          .prepare('SELECT subject, body FROM outbox WHERE recipient = ?')
          .all('ada@lab.example'),
      ).toEqual([{ subject: 'Hello Ada', body: 'Your batch B-7 is in.' }]);
    } finally {
      outbox.close();
    }
  });
});
