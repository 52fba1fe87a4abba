/**
 * NLP templates (hnlp) on the server, as an API caller sees it: a template created with its
 * extraction rules reads back with them; bad values refused naming the field or the line, in
 * the caller's language (a regular expression that does not compile or could backtrack without
 * end among them); "Try extraction" answering the values its rules find in a sample text, and
 * its refusals (a disabled template, one without rules, a text too long, an expression that
 * runs out of time); the demo templates; another tenant's templates out of reach.
 */
import { type Method, signIn, tenantAdminServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}
interface Extracted {
  message: string;
  data: { tagType: string; tagValue: string }[];
}

const TEMPLATES = '/hnlp/v1/1/nlp-templates';

/** A new rule of a save. */
const rule = (values: Row): Row => ({
  type: 'orderNo',
  actualType: 'REGEX',
  pattern: 'SO[0-9]{8}',
  ignoreCaseFlag: 0,
  ...values,
  _status: 'create',
});

describe('NLP templates', () => {
  const { session, call, ok, refused, invalid, inChinese } = tenantAdminServer();

  const rules = async (id: unknown) =>
    (await ok<PageBody>('GET', `${TEMPLATES}/${String(id)}/templateDatas?size=100`)).content;

  /** Creates a template `code` with `lines`. */
  const createTemplate = (code: string, lines: Row[], values: Row = {}) =>
    ok('POST', TEMPLATES, {
      templateCode: code,
      templateName: `Template ${code}`,
      maxGram: '4',
      templateDatas: lines,
      ...values,
    });

  const extractUrl = (id: unknown) => `${TEMPLATES}/${String(id)}/extract`;

  it('reads a template back with its rules', async () => {
    const created = await createTemplate(
      'T-READ',
      [
        rule({}),
        rule({ type: 'city', actualType: 'KEYWORDS', pattern: null, keywords: 'Shanghai|沪' }),
        rule({ type: 'qty', actualType: '$number', pattern: null, typeNum: 2 }),
      ],
      { replaceChar: '*#', description: 'Orders' },
    );
    expect(created).toMatchObject({
      templateCode: 'T-READ',
      templateName: 'Template T-READ',
      replaceChar: '*#',
      maxGram: '4',
      enabledFlag: 1,
      objectVersionNumber: 1,
    });
    const lines = await rules(created.templateId);
    expect(lines.map((line) => [line.type, line.actualType, line.typeNum])).toEqual([
      ['orderNo', 'REGEX', null],
      ['city', 'KEYWORDS', null],
      ['qty', '$number', 2],
    ]);
    expect(lines[1]).toMatchObject({ keywords: 'Shanghai|沪', pattern: null, ignoreCaseFlag: 0 });
    const listed = await ok<PageBody>('GET', `${TEMPLATES}?templateCode=T-READ`);
    expect(listed.content.map((row) => row.templateName)).toEqual(['Template T-READ']);
    // An edit at a stale version is refused.
    const edited = await ok('PUT', TEMPLATES, {
      ...created,
      description: 'Changed',
    });
    expect(edited).toMatchObject({ description: 'Changed', objectVersionNumber: 2 });
    // A save changes, removes and adds rules with the template.
    const saved = await ok('PUT', TEMPLATES, {
      ...edited,
      templateDatas: [
        { ...lines[0], pattern: 'SO[0-9]{10}', _status: 'update' },
        { ...lines[1], _status: 'delete' },
        rule({ type: 'amount', actualType: '$money', pattern: null }),
      ],
    });
    expect(saved).toMatchObject({ objectVersionNumber: 3 });
    expect((await rules(created.templateId)).map((line) => [line.type, line.pattern])).toEqual([
      ['orderNo', 'SO[0-9]{10}'],
      ['qty', null],
      ['amount', null],
    ]);
    const stale = await call('PUT', TEMPLATES, {
      ...created,
      description: 'Stale',
    });
    expect(stale.json()).toMatchObject({ failed: true });
  });

  it('refuses bad templates naming the field, in the caller’s language', async () => {
    const base = { templateCode: 'T-BAD', templateName: 'Bad', maxGram: '4' };
    expect(await invalid('POST', TEMPLATES, { ...base, templateCode: 't-lower' })).toMatch(
      /^Template code: The code callers of the extraction name: up to 60 upper-case letters/,
    );
    expect(await invalid('POST', TEMPLATES, { ...base, maxGram: '9' })).toMatch(/^Model accuracy /);
    expect(await invalid('POST', TEMPLATES, { ...base, templateName: '' })).toMatch(
      /^Template name /,
    );
    expect(await invalid('POST', TEMPLATES, { ...base, replaceChar: 'x'.repeat(301) })).toMatch(
      /^Characters removed /,
    );
    await inChinese(async () => {
      expect(await invalid('POST', TEMPLATES, { ...base, templateCode: 'bad code' })).toMatch(
        /^模板编码：调用识别接口时使用的编码：最多 60 个大写字母/,
      );
    });
    expect((await ok<PageBody>('GET', `${TEMPLATES}?templateCode=T-BAD`)).content).toEqual([]);
    const created = await createTemplate('T-CODE', []);
    expect(await refused('POST', TEMPLATES, { ...base, templateCode: 'T-CODE' })).toBe(
      'Template code T-CODE already exists',
    );
    expect(
      await refused('PUT', TEMPLATES, {
        ...created,
        templateCode: 'T-OTHER',
      }),
    ).toBe('Template code cannot be changed (it is T-CODE)');
  });

  it('refuses rules that do not fit their element, naming the line', async () => {
    const save = (lines: Row[]) =>
      invalid('POST', TEMPLATES, {
        templateCode: 'T-RULES',
        templateName: 'Rules',
        maxGram: '4',
        templateDatas: lines,
      });
    expect(await save([rule({}), rule({ type: 'no', pattern: null })])).toBe(
      'Line 2: Regular expression is required when the element is Regular expression',
    );
    expect(await save([rule({ keywords: 'x' })])).toBe(
      'Line 1: Keywords must be empty when the element is Regular expression',
    );
    expect(await save([rule({ actualType: '$money' })])).toBe(
      'Line 1: Regular expression must be empty when the element is Amount of money',
    );
    expect(await save([rule({ actualType: 'KEYWORDS', pattern: null })])).toBe(
      'Line 1: Keywords is required when the element is Keyword list',
    );
    expect(await save([rule({ pattern: '([A-Z' })])).toMatch(
      /^Line 1: Regular expression is not a valid regular expression: /,
    );
    expect(await save([rule({ pattern: '(a+)+b' })])).toBe(
      'Line 1: Regular expression: the group (a+)+ is repeated although it repeats or offers alternatives itself, which can take endlessly long to match; rewrite it without the nesting',
    );
    expect(await save([rule({ pattern: '(?:x|xy)*z' })])).toMatch(/the group \(\?:x\|xy\)\* is/);
    expect(await save([rule({ pattern: '(a)\\1' })])).toMatch(/back-references/);
    expect(await save([rule({ pattern: 'a'.repeat(201) })])).toMatch(
      /^Line 1: Regular expression /,
    );
    expect(
      await save([rule({ actualType: 'KEYWORDS', pattern: null, keywords: 'x'.repeat(51) })]),
    ).toMatch(/^Line 1: Keywords: the term “x+” is longer than 50 characters$/);
    const many = Array.from({ length: 101 }, (_, index) => `k${index}`).join('\n');
    expect(await save([rule({ actualType: 'KEYWORDS', pattern: null, keywords: many })])).toBe(
      'Line 1: Keywords: at most 100 entries (one a line), not 101',
    );
    expect(await save([rule({ typeNum: 0 })])).toMatch(/^Line 1: Most values /);
    await inChinese(async () => {
      expect(await save([rule({ pattern: '(a|b)+' })])).toMatch(
        /^第 1 行：正则表达式：分组 \(a\|b\)\+ 自身含有重复或分支/,
      );
      expect(await save([rule({ pattern: null })])).toBe(
        '第 1 行：识别要素为正则表达式时必须填写正则表达式',
      );
    });
    // Safe repetition is accepted: a fixed count inside, or an optional group.
    const fine = await createTemplate('T-FINE', [
      rule({ pattern: '(?:,[0-9]{3})+' }),
      rule({ type: 'phone', pattern: '(?:\\+86 )?(1[3-9][0-9]{9})' }),
    ]);
    expect((await rules(fine.templateId)).length).toBe(2);
    expect(
      await refused('POST', TEMPLATES, {
        templateCode: 'T-DUP',
        templateName: 'Dup',
        maxGram: '4',
        templateDatas: [rule({}), rule({ type: 'ORDERNO' })],
      }),
    ).toBe('Line 2: Result tag ORDERNO already exists');
  });

  it('tries a template on a sample text and answers what its rules find', async () => {
    const created = await createTemplate(
      'T-TRY',
      [
        rule({ type: 'orderNo', pattern: 'SO[0-9]{8}' }),
        rule({ type: 'mobile', pattern: '(?:\\+86 )?(1[3-9][0-9]{9})', typeNum: 1 }),
        rule({
          type: 'city',
          actualType: 'KEYWORDS',
          pattern: null,
          keywords: 'Shanghai|上海|沪\nBeijing|北京',
          ignoreCaseFlag: 1,
        }),
        rule({ type: 'amount', actualType: '$money', pattern: null }),
        rule({ type: 'date', actualType: '$time', pattern: null }),
        rule({ type: 'qty', actualType: '$number', pattern: null, typeNum: 2 }),
      ],
      { replaceChar: '*' },
    );
    const result = await ok<Extracted>('POST', extractUrl(created.templateId), {
      text: 'Ship 3 boxes and 12 bags of orders SO2026*0315 and SO20260316 to SHANGHAI (上海) by 2026-04-01 for ¥1,280.50, not to Beijingshi; call +86 13912345678 or 13800000000.',
    });
    expect(result.data).toEqual([
      { tagType: 'orderNo', tagValue: 'SO20260315' },
      { tagType: 'orderNo', tagValue: 'SO20260316' },
      { tagType: 'mobile', tagValue: '13912345678' },
      { tagType: 'city', tagValue: 'Shanghai' },
      { tagType: 'amount', tagValue: '¥1,280.50' },
      { tagType: 'date', tagValue: '2026-04-01' },
      { tagType: 'qty', tagValue: '3' },
      { tagType: 'qty', tagValue: '12' },
    ]);
    expect(result.message).toBe(
      'Template Template T-TRY: 8 value(s) found (orderNo, mobile, city, amount, date, qty)',
    );
    const none = await ok<Extracted>('POST', extractUrl(created.templateId), { text: 'hello' });
    expect(none).toMatchObject({ message: 'Template Template T-TRY: nothing found in this text' });
    await inChinese(async () => {
      const zh = await ok<Extracted>('POST', extractUrl(created.templateId), {
        text: '请把 5 箱发往沪',
      });
      expect(zh.message).toBe('模板 Template T-TRY：识别到 2 个值（city、qty）');
    });
    // Nothing was stored: the template is as it was.
    expect(await ok('GET', `${TEMPLATES}/${String(created.templateId)}`)).toMatchObject({
      objectVersionNumber: 1,
    });
  });

  it('refuses a try it cannot run, in the caller’s language', async () => {
    const empty = await createTemplate('T-EMPTY', []);
    expect(await refused('POST', extractUrl(empty.templateId), { text: 'x' })).toBe(
      'Template Template T-EMPTY has no extraction rules: add one before trying it',
    );
    await inChinese(async () => {
      expect(await refused('POST', extractUrl(empty.templateId), { text: 'x' })).toBe(
        '模板 Template T-EMPTY 没有识别规则：请先添加规则再测试',
      );
    });
    const slow = await createTemplate('T-SLOW', [
      rule({ type: 'slow', pattern: 'a*a*a*a*a*a*a*a*b', ignoreCaseFlag: 0 }),
    ]);
    expect(await invalid('POST', extractUrl(slow.templateId), { text: '' })).toMatch(/^Text /);
    expect(await invalid('POST', extractUrl(slow.templateId), { text: 'a'.repeat(2001) })).toMatch(
      /^Text /,
    );
    const started = Date.now();
    expect(await refused('POST', extractUrl(slow.templateId), { text: 'a'.repeat(2000) })).toBe(
      'The rule slow took too long on this text and was stopped: simplify its regular expression',
    );
    expect(Date.now() - started).toBeLessThan(5000);
    // The server still answers at once.
    await ok('GET', `${TEMPLATES}?size=1`);
    // A disabled template is not tried.
    await ok('POST', `${TEMPLATES}/disable`, [slow.templateId]);
    expect(await refused('POST', extractUrl(slow.templateId), { text: 'ab' })).toMatch(
      /Disabled: “Try extraction” is not possible now$/,
    );
  });

  it('starts the demo tenants with templates that work', async () => {
    const rows = (await ok<PageBody>('GET', `${TEMPLATES}?size=100`)).content;
    const byCode = new Map(rows.map((row) => [row.templateCode, row]));
    expect(byCode.get('CONTRACT_INFO')).toMatchObject({
      templateName: 'Contract information',
      enabledFlag: 1,
    });
    expect(byCode.get('COMPLAINT_TOPIC')).toMatchObject({ enabledFlag: 0 });
    const contract = byCode.get('CONTRACT_INFO');
    expect((await rules(contract?.templateId)).length).toBe(4);
    const result = await ok<Extracted>('POST', extractUrl(contract?.templateId), {
      text: 'Contract No. HT-2026-0042 signed in Shanghai on 2026-03-15, total RMB 250,000.00 **',
    });
    expect(result.data).toEqual([
      { tagType: 'contractNo', tagValue: 'HT-2026-0042' },
      { tagType: 'amount', tagValue: 'RMB 250,000.00' },
      { tagType: 'signDate', tagValue: '2026-03-15' },
      { tagType: 'city', tagValue: 'Shanghai' },
    ]);
  });

  it("keeps a tenant's templates from another tenant, and from an operator", async () => {
    const mine = await createTemplate('T-MINE', [rule({})]);
    expect((await call('GET', '/hnlp/v1/2/nlp-templates')).statusCode).toBe(403);
    const platform = await signIn(session.server.app, 'admin', 'Admin12345');
    const other = (method: Method, url: string, payload?: unknown) =>
      call(method, url, payload, platform);
    const base = '/hnlp/v1/0/nlp-templates';
    expect((await other('GET', `${base}/${String(mine.templateId)}`)).statusCode).toBe(404);
    const list = await other('GET', `${base}?size=100`);
    expect(list.statusCode).toBe(200);
    expect(list.json<PageBody>().content.map((row) => row.templateCode)).not.toContain('T-MINE');
    const lines = await other('GET', `${base}/${String(mine.templateId)}/templateDatas`);
    expect([lines.statusCode, lines.body.includes('SO[0-9]')]).toEqual([404, false]);
    const change = await other('PUT', base, {
      ...mine,
      templateName: 'Taken',
    });
    expect(change.json()).toMatchObject({ failed: true });
    expect(
      (await other('POST', `${base}/${String(mine.templateId)}/extract`, { text: 'SO12345678' }))
        .statusCode,
    ).toBe(404);
    const removal = await other('DELETE', base, [
      { templateId: mine.templateId, objectVersionNumber: mine.objectVersionNumber },
    ]);
    expect(removal.json()).toMatchObject({ failed: true });
    expect(await ok('GET', `${TEMPLATES}/${String(mine.templateId)}`)).toMatchObject({
      templateName: 'Template T-MINE',
    });

    const operator = await signIn(session.server.app, 'operator', 'Operator123');
    expect((await call('GET', TEMPLATES, undefined, operator)).statusCode).toBe(403);
    expect(
      (await call('POST', extractUrl(mine.templateId), { text: 'x' }, operator)).statusCode,
    ).toBe(403);
  });
});
