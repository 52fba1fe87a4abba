/**
 * Data distribution on the reference server: the producer table's DDL read from the server's
 * own database (a table of one of the engine's resources; any other table is out of its reach),
 * and the outcomes of a DDL refresh and of a consumer's initialisation recorded with their
 * message in every language. The server copies no rows between databases: an initialisation
 * records where the consumer starts (the producer rows of the tenant as they are now) and says
 * so.
 */
import { idColumnOf, tenantColumnOf } from '../../../../domain/engine/resource';
import { fill, LANGUAGES, text, type Text } from '../../../../domain/engine/text';
import type { HookContext } from '../../../engine/hooks';
import type { Row } from '../../../engine/service';

/** The texts of the outcomes, each written in every language. */
export const M = {
  ddlRead: text(
    'DDL of %{table} read from the database of %{service} (%{database})',
    '已从 %{service} 的数据库（%{database}）读取 %{table} 的 DDL',
  ),
  ddlMissing: text(
    'No table %{table} in the database the reference server reaches: it reads the DDL of the tables of its own services only',
    '参考服务器可访问的数据库中没有表 %{table}：它只能读取自身服务的表的 DDL',
  ),
  initialised: text(
    'Initialised at offset %{offset}: %{consumer} starts from the %{offset} rows %{table} holds for this tenant now, then receives each change. The reference server records the initialisation; it does not copy rows between databases',
    '已在偏移 %{offset} 处初始化：%{consumer} 从 %{table} 中本租户当前的 %{offset} 行数据开始，之后接收每次变更。参考服务器只记录初始化，不会在数据库之间复制数据',
  ),
  initialisedNoImport: text(
    'Initialised at offset %{offset} without the existing rows (import is off): %{consumer} receives the changes of %{table} made from now on. The reference server records the initialisation; it does not copy rows between databases',
    '已在偏移 %{offset} 处初始化，不导入已有数据（未开启初始化数据）：%{consumer} 接收 %{table} 此后的变更。参考服务器只记录初始化，不会在数据库之间复制数据',
  ),
  noDdl: text(
    'The DDL of %{table} has not been read, so the consumer table cannot be created: refresh the DDL first',
    '尚未读取 %{table} 的 DDL，无法创建消费表：请先刷新初始化 DDL',
  ),
} as const;

/** A text with its placeholders filled in every language. */
export function filled(message: Text, vars: Readonly<Record<string, string | number>>): Text {
  return text(fill(message.en_US, vars), fill(message.zh_CN, vars));
}

/** The producer table as the reference server reaches it: its DDL and its rows of a tenant. */
export interface ProducerTable {
  ddl: string;
  /** The rows of the tenant (every row of a site table). */
  rows: number;
}

/**
 * The table `name` of one of the engine's resources (the tables the reference server's services
 * keep), with its DDL and how many rows of `tenantId` it holds; undefined for any other table.
 */
function producerTable(
  context: HookContext,
  name: string,
  tenantId: number,
): ProducerTable | undefined {
  const lower = name.toLowerCase();
  const owner = [...context.engine.resources.values()].find(
    (resource) => resource.table.toLowerCase() === lower,
  );
  if (!owner) return undefined;
  const found = context.app.db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(owner.table) as { name: string; sql: string | null } | undefined;
  if (!found?.sql || !/^[a-z_][a-z0-9_]*$/.test(found.name)) return undefined;
  const tenant = tenantColumnOf(owner);
  const id = idColumnOf(owner);
  if (!/^[a-z_][a-z0-9_]*$/.test(tenant) || !/^[a-z_][a-z0-9_]*$/.test(id)) return undefined;
  const counted = (
    owner.tenancy === 'site'
      ? context.app.db.prepare(`SELECT COUNT(${id}) AS n FROM ${found.name}`).get()
      : context.app.db
          .prepare(`SELECT COUNT(${id}) AS n FROM ${found.name} WHERE ${tenant} = ?`)
          .get(tenantId)
  ) as { n: number };
  return { ddl: `${found.sql};`, rows: Number(counted.n) };
}

/**
 * Writes an outcome on a row: `values` (columns), the English message in `messageColumn`, every
 * language as the translations of `messageField`, a new version.
 */
export function record(
  context: HookContext,
  target: { table: string; idColumn: string; entity: string; messageField: string },
  id: number,
  values: Readonly<Record<string, string | number | null>>,
  messageColumn: string,
  message: Text,
): void {
  const { scope } = context;
  const columns = Object.keys(values);
  const assignments = [...columns, messageColumn].map((column) => `${column} = ?`).join(', ');
  context.app.db
    .prepare(
      `UPDATE ${target.table} SET ${assignments},
         object_version_number = object_version_number + 1, last_update_date = ?
       WHERE ${target.idColumn} = ? AND tenant_id = ?`,
    )
    .run(
      ...columns.map((column) => values[column] ?? null),
      message.en_US,
      scope.now,
      id,
      scope.tenantId,
    );
  const resource = context.engine.resource(target.entity);
  const token = context.engine.token(resource, id);
  for (const lang of LANGUAGES) {
    context.engine.store.translate(
      resource,
      scope,
      id,
      target.messageField,
      lang,
      message[lang],
      token,
      scope.now,
    );
  }
}

/** Where a configuration's DDL outcome is kept. */
const PRODUCER = {
  table: 'hdtt_producer_config',
  idColumn: 'producer_config_id',
  entity: 'hdtt/producer-config',
  messageField: 'refreshMessage',
} as const;

/** Where a consumer's initialisation outcome is kept. */
const CONSUMER = {
  table: 'hdtt_cons_db_config',
  idColumn: 'cons_db_config_id',
  entity: 'hdtt/consumer-config',
  messageField: 'processMsg',
} as const;

/**
 * Reads the configuration's producer table's DDL: status S with the DDL, or F (the DDL kept as
 * it was) when the reference server does not reach the table. Answers whether it was read.
 */
export function refreshDdl(context: HookContext, config: Row): boolean {
  const id = Number(config.producerConfigId);
  const table = String(config.tableName);
  const found = producerTable(context, table, context.scope.tenantId);
  const vars = { table, service: String(config.serviceCode), database: String(config.initDbCode) };
  if (!found) {
    record(
      context,
      PRODUCER,
      id,
      { refresh_status: 'F', refresh_time: context.scope.now },
      'refresh_message',
      filled(M.ddlMissing, vars),
    );
    return false;
  }
  record(
    context,
    PRODUCER,
    id,
    { refresh_status: 'S', refresh_time: context.scope.now, init_ddl_sql: found.ddl },
    'refresh_message',
    filled(M.ddlRead, vars),
  );
  return true;
}

/** How one consumer's initialisation went. */
export type InitOutcome = 'S' | 'E';

/**
 * Initialises one consumer of `config`: status S with the offset it starts from (the producer
 * rows of the tenant now, or none taken when import is off), or E when the producer table's DDL
 * has not been read (or the table is out of reach now).
 */
export function initConsumer(context: HookContext, config: Row, consumer: Row): InitOutcome {
  const id = Number(consumer.consDbConfigId);
  const table = String(config.tableName);
  const name = `${String(consumer.consumerService)}/${String(consumer.consumerDb)}.${String(consumer.consumerTable)}`;
  const found =
    config.refreshStatus === 'S' && config.initDdlSql
      ? producerTable(context, table, context.scope.tenantId)
      : undefined;
  const now = context.scope.now;
  if (!found) {
    record(
      context,
      CONSUMER,
      id,
      { process_status: 'E', process_time: now },
      'process_msg',
      filled(M.noDdl, { table }),
    );
    return 'E';
  }
  const importing = Number(config.initImportDataFlag) === 1;
  const vars = { offset: found.rows, consumer: name, table };
  record(
    context,
    CONSUMER,
    id,
    { process_status: 'S', process_time: now, consumer_offset: found.rows },
    'process_msg',
    filled(importing ? M.initialised : M.initialisedNoImport, vars),
  );
  return 'S';
}
