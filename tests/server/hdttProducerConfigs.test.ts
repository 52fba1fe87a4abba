/**
 * Data distribution (hdtt) on the server, as an API caller sees it: a configuration created
 * with its consumers reads back at HZERO's addresses (producer-config, db-cons/{id}/paging);
 * consumers added and removed apart; bad names, duplicates and a consumer that is the producer
 * table itself refused naming the field or line, in the caller's language; refresh-ddl reading
 * a table of the server's database (and failing, visibly, for one it does not reach);
 * init-consumers recording each consumer's status, message, time and offset, and its refusals;
 * the demo configurations; another tenant's configurations out of reach.
 */
import { type Method, signIn, tenantAdminServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const CONFIGS = '/hdtt/v1/1/producer-config';
const CONS = '/hdtt/v1/1/db-cons';
const INIT = '/hdtt/v1/1/producer-cons-init';

/** A new consumer. */
const consumer = (values: Row = {}): Row => ({
  consumerService: 'hzero-order',
  consumerDb: 'hzero_order',
  consumerTable: 'hord_bank',
  ...values,
});

describe('data distribution', () => {
  const { session, call, ok, refused, invalid, setLanguage } = tenantAdminServer();

  const consumers = async (id: unknown) =>
    (await ok<PageBody>('GET', `${CONS}/${String(id)}/paging?size=100`)).content;

  /**
   * Creates a configuration of `table`, then its consumers `lines` one at a time, as HZERO's
   * page does (the header saved first, each consumer at db-cons/{producerConfigId}).
   */
  const createConfig = async (tableName: string, lines: Row[] = [], values: Row = {}) => {
    const created = await ok('POST', CONFIGS, {
      serviceCode: 'hzero-platform',
      tableName,
      description: `Rows of ${tableName}`,
      initDbCode: 'hzero_platform',
      initImportDataFlag: 1,
      ...values,
    });
    for (const line of lines) {
      await ok('POST', `${CONS}/${String(created.producerConfigId)}`, line);
    }
    return created;
  };

  it('reads a configuration back with its consumers, and adds and removes consumers apart', async () => {
    const created = await createConfig('hpfm_bank', [
      consumer(),
      consumer({ consumerService: 'hzero-report', consumerDb: 'hzero_report' }),
    ]);
    expect(created).toMatchObject({
      serviceCode: 'hzero-platform',
      tableName: 'hpfm_bank',
      initImportDataFlag: 1,
      enabledFlag: 1,
      refreshStatus: 'N',
      initDdlSql: null,
    });
    const id = Number(created.producerConfigId);
    expect(await ok('GET', `${CONFIGS}/${id}`)).toMatchObject({ tableName: 'hpfm_bank' });
    const list = await ok<PageBody>('GET', `${CONFIGS}?tableName=hpfm_bank`);
    expect(list.content.map((row) => row.producerConfigId)).toEqual([id]);

    const lines = await consumers(id);
    expect(lines.map((row) => [row.consumerService, row.processStatus])).toEqual([
      ['hzero-order', 'N'],
      ['hzero-report', 'N'],
    ]);
    // HZERO adds one consumer at db-cons/{producerConfigId} and removes a list at db-cons.
    const added = await ok('POST', `${CONS}/${id}`, {
      consumerService: 'hzero-file',
      consumerDb: 'hzero_file',
      consumerTable: 'hfle_bank',
    });
    expect(added).toMatchObject({ producerConfigId: id, processStatus: 'N' });
    const removed = await call('DELETE', CONS, [
      { consDbConfigId: added.consDbConfigId, objectVersionNumber: added.objectVersionNumber },
    ]);
    expect(removed.statusCode).toBe(204);
    expect(await consumers(id)).toHaveLength(2);

    // HZERO's update: PUT producer-config with the id in the body.
    const updated = await ok('PUT', CONFIGS, { ...created, description: 'Banks' });
    expect(updated).toMatchObject({ producerConfigId: id, description: 'Banks' });
    expect(await refused('PUT', CONFIGS, { ...updated, tableName: 'hpfm_other' })).toContain(
      'Producer table cannot be changed',
    );
  });

  it('refuses bad names, a duplicate and a consumer that is the producer table, in the caller’s language', async () => {
    const base = {
      serviceCode: 'hzero-platform',
      tableName: 't_bad',
      description: 'Bad',
      initDbCode: 'hzero_platform',
    };
    expect(await invalid('POST', CONFIGS, { ...base, serviceCode: 'Hzero Platform' })).toMatch(
      /^Producer service: The service’s code/,
    );
    expect(await invalid('POST', CONFIGS, { ...base, tableName: 'drop table;' })).toMatch(
      /^Producer table: /,
    );
    expect(await invalid('POST', CONFIGS, { ...base, description: '' })).toMatch(/^Description/);
    expect(await invalid('POST', CONFIGS, { ...base, tableName: 'x'.repeat(61) })).toMatch(
      /^Producer table/,
    );
    await createConfig('t_dup');
    expect(await refused('POST', CONFIGS, { ...base, tableName: 't_dup' })).toBe(
      'hzero-platform already has a distribution configuration of the table t_dup',
    );

    const bad = await createConfig('t_bad', [consumer()]);
    const lines = `${CONS}/${String(bad.producerConfigId)}`;
    expect(await invalid('POST', lines, consumer({ consumerDb: 'Bad-Db' }))).toMatch(
      /^Consumer database: /,
    );
    expect(await invalid('POST', lines, consumer({ consumerTable: null }))).toMatch(
      /^Consumer table/,
    );
    expect(await refused('POST', lines, consumer())).toBe(
      'A consumer with Consumer service hzero-order, Consumer database hzero_order, Consumer table hord_bank already exists',
    );
    const own = consumer({
      consumerService: 'hzero-platform',
      consumerDb: 'hzero_platform',
      consumerTable: 't_bad',
    });
    expect(await invalid('POST', lines, own)).toBe(
      'Consumer table: hzero-platform/hzero_platform.t_bad is the producer table itself; a consumer receives the rows elsewhere',
    );
    // The same consumer under another configuration is another consumer.
    await createConfig('t_dup_2', [consumer()]);
    await setLanguage('zh_CN');
    try {
      expect(await refused('POST', CONFIGS, { ...base, tableName: 't_dup' })).toBe(
        'hzero-platform 已有表 t_dup 的数据分发配置',
      );
      expect(await invalid('POST', CONFIGS, { ...base, description: null })).toMatch(/^说明/);
      expect(await refused('POST', lines, consumer())).toBe(
        '消费服务 hzero-order、消费 DB hzero_order、消费表名 hord_bank的消费配置已存在',
      );
      expect(await invalid('POST', lines, own)).toBe(
        '消费表名：hzero-platform/hzero_platform.t_bad 就是生产表本身；消费者必须在其他位置接收数据',
      );
    } finally {
      await setLanguage('en_US');
    }
    // Nothing of the refused saves was kept.
    const kept = (await ok<PageBody>('GET', `${CONFIGS}?tableName=t_dup`)).content;
    expect(kept.map((row) => row.tableName).sort()).toEqual(['t_dup', 't_dup_2']);
    expect(await consumers(bad.producerConfigId)).toHaveLength(1);
  });

  it('reads the DDL of a table the server keeps, and records a failure for one it does not reach', async () => {
    const created = await createConfig('hpfm_bank_branch_x');
    const url = `${CONFIGS}/${String(created.producerConfigId)}/refresh`;
    const failed = await ok<{ row: Row; message: string }>('PUT', url);
    expect(failed.message).toMatch(/^No table hpfm_bank_branch_x in the database/);
    expect(failed.row).toMatchObject({ refreshStatus: 'F', initDdlSql: null });
    expect(failed.row.refreshTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const bank = await createConfig('hpfm_currency', [], { serviceCode: 'hzero-mdm' });
    const read = await ok<{ row: Row; message: string }>(
      'PUT',
      `${CONFIGS}/${String(bank.producerConfigId)}/refresh`,
    );
    expect(read.message).toBe(
      'DDL of hpfm_currency read from the database of hzero-mdm (hzero_platform)',
    );
    expect(read.row).toMatchObject({
      refreshStatus: 'S',
      refreshMessage: read.message,
      objectVersionNumber: Number(bank.objectVersionNumber) + 1,
    });
    expect(String(read.row.initDdlSql)).toMatch(/^CREATE TABLE hpfm_currency/);
    await setLanguage('zh_CN');
    try {
      // The message is kept in every language: a Chinese reader reads it in Chinese.
      const again = await ok<Row>('GET', `${CONFIGS}/${String(bank.producerConfigId)}`);
      expect(again.refreshMessage).toBe(
        '已从 hzero-mdm 的数据库（hzero_platform）读取 hpfm_currency 的 DDL',
      );
    } finally {
      await setLanguage('en_US');
    }
  });

  it('initialises consumers, recording each outcome, and refuses what cannot be initialised', async () => {
    const created = await createConfig(
      'hpfm_currency',
      [
        consumer({ consumerTable: 'hord_currency' }),
        consumer({ consumerService: 'hzero-report', consumerDb: 'hzero_report' }),
      ],
      { serviceCode: 'hzero-finance' },
    );
    const id = Number(created.producerConfigId);
    // Before the DDL is read, each consumer fails visibly.
    const early = await ok<{ row: Row; message: string }>('POST', INIT, { producerConfigId: id });
    expect(early.message).toBe('Consumers of hpfm_currency: 0 initialised, 2 failed');
    const failed = await consumers(id);
    expect(failed.map((row) => row.processStatus)).toEqual(['E', 'E']);
    expect(String(failed[0]?.processMsg)).toMatch(/has not been read/);

    await ok('PUT', `${CONFIGS}/${id}/refresh`);
    const [first, second] = failed as [Row, Row];
    // HZERO's body: one consumer row.
    const one = await ok<{ message: string }>('POST', INIT, {
      ...first,
      initByDbDimension: 1,
    });
    expect(one.message).toBe('Consumers of hpfm_currency: 1 initialised, 0 failed');
    const rows = (await ok<PageBody>('GET', '/hpfm/v1/1/currencys?size=1')).totalElements;
    const [done, untouched] = (await consumers(id)) as [Row, Row];
    expect(done).toMatchObject({ processStatus: 'S', consumerOffset: rows });
    expect(String(done.processMsg)).toContain('it does not copy rows between databases');
    expect(done.processTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(untouched).toMatchObject({ processStatus: 'E' });

    // A disabled consumer is refused by name, and skipped when all are initialised.
    const disabled = await ok('PUT', CONFIGS, {
      ...(await ok<Row>('GET', `${CONFIGS}/${id}`)),
      dbCons: [{ ...second, enabledFlag: 0, _status: 'update' }],
    });
    expect(
      await refused('POST', INIT, { producerConfigId: id, consDbConfigId: second.consDbConfigId }),
    ).toBe(
      'The consumer hzero-report/hzero_report.hord_bank is disabled: enable it before initialising it',
    );
    const all = await ok<{ message: string }>('POST', INIT, { producerConfigId: id });
    expect(all.message).toBe('Consumers of hpfm_currency: 1 initialised, 0 failed');

    // Another configuration's consumer, a bad id, a disabled configuration.
    const other = await createConfig('t_other', [consumer()]);
    const [foreign] = await consumers(other.producerConfigId);
    expect(
      await refused('POST', INIT, {
        producerConfigId: id,
        consDbConfigId: foreign?.consDbConfigId,
      }),
    ).toBe(`The configuration of hpfm_currency has no consumer ${String(foreign?.consDbConfigId)}`);
    expect(
      (await call('POST', INIT, { producerConfigId: id, consDbConfigId: 'x' })).statusCode,
    ).toBe(400);
    expect((await call('POST', INIT, { consDbConfigId: 1 })).statusCode).toBe(400);
    expect((await call('POST', INIT, { producerConfigId: 99_999_999 })).statusCode).toBe(404);
    await ok('PUT', CONFIGS, { ...disabled, enabledFlag: 0 });
    expect(await refused('POST', INIT, { producerConfigId: id })).toBe(
      'The configuration of hpfm_currency is disabled: enable it before initialising its consumers',
    );
    await setLanguage('zh_CN');
    try {
      expect(await refused('POST', INIT, { producerConfigId: id })).toBe(
        'hpfm_currency 的配置已禁用：请先启用再初始化消费者',
      );
    } finally {
      await setLanguage('en_US');
    }
    const empty = await createConfig('t_empty');
    expect(await refused('POST', INIT, { producerConfigId: empty.producerConfigId })).toBe(
      'The configuration of t_empty has no enabled consumer to initialise',
    );
  });

  it('starts the demo tenants with configurations, one read and initialised', async () => {
    const rows = (await ok<PageBody>('GET', `${CONFIGS}?serviceCode=hzero-platform&size=100`))
      .content;
    const byTable = new Map(rows.map((row) => [row.tableName, row]));
    expect(byTable.get('hpfm_country')).toMatchObject({ refreshStatus: 'S' });
    expect(byTable.get('hpfm_currency')).toBeDefined();
    const country = byTable.get('hpfm_country') as Row;
    const lines = await consumers(country.producerConfigId);
    expect(lines.map((row) => [row.consumerTable, row.processStatus])).toEqual([
      ['hord_country', 'S'],
      ['hrpt_country', 'N'],
    ]);
  });

  it("keeps a tenant's configurations from another tenant", async () => {
    const mine = await createConfig('t_mine', [consumer()]);
    const id = String(mine.producerConfigId);
    expect((await call('GET', '/hdtt/v1/2/producer-config')).statusCode).toBe(403);
    const platform = await signIn(session.server.app, 'admin', 'Admin12345');
    const as = (method: Method, url: string, payload?: unknown) =>
      call(method, url, payload, platform);
    expect((await as('GET', `/hdtt/v1/0/producer-config/${id}`)).statusCode).toBe(404);
    const list = await as('GET', '/hdtt/v1/0/producer-config?size=100');
    expect(list.statusCode).toBe(200);
    expect(list.json<PageBody>().content.map((row) => row.tableName)).not.toContain('t_mine');
    expect((await as('GET', `/hdtt/v1/0/db-cons/${id}/paging`)).statusCode).toBe(404);
    expect((await as('PUT', `/hdtt/v1/0/producer-config/${id}/refresh`)).statusCode).toBe(404);
    expect(
      (
        await as('POST', '/hdtt/v1/0/producer-cons-init', {
          producerConfigId: mine.producerConfigId,
        })
      ).statusCode,
    ).toBe(404);
    const changed = await as('PUT', '/hdtt/v1/0/producer-config', { ...mine, description: 'x' });
    expect([changed.statusCode, changed.json<Row>().code]).toEqual([200, 'error.not_found']);
    const removed = await as('DELETE', '/hdtt/v1/0/producer-config', [
      { producerConfigId: mine.producerConfigId, objectVersionNumber: mine.objectVersionNumber },
    ]);
    expect([removed.statusCode, removed.json<Row>().code]).toEqual([200, 'error.not_found']);
    expect((await ok<Row>('GET', `${CONFIGS}/${id}`)).description).toBe('Rows of t_mine');
    expect(await consumers(id)).toHaveLength(1);

    const operator = await signIn(session.server.app, 'operator', 'Operator123');
    expect((await call('GET', CONFIGS, undefined, operator)).statusCode).toBe(403);
    expect(
      (await call('POST', INIT, { producerConfigId: mine.producerConfigId }, operator)).statusCode,
    ).toBe(403);
  });
});
