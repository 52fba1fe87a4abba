/**
 * Data sources: checks per database type (a SQLite file inside the data folder; host and port
 * for the others, the port and JDBC URL filled in), the driver class, the password sealed and
 * never answered, pool options as a JSON object, and `test-connection`, which really tries the
 * source without holding up the server.
 */
import { DB_TYPES } from '../../../domain/resources/hpfm/data-source';
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { BusinessError } from '../../http/errors';
import { jsonRefusal, parseJsonObject } from './support/json';
import { CONNECT_TIMEOUT_MS, probeSqlite, probeTcp, sqliteFile } from './support/probe';
import { blank, merged, refuse, say } from './support/say';

const DRIVERS: Readonly<Record<string, string>> = {
  SQLITE: 'org.sqlite.JDBC',
  MYSQL: 'com.mysql.cj.jdbc.Driver',
  POSTGRESQL: 'org.postgresql.Driver',
  ORACLE: 'oracle.jdbc.OracleDriver',
  SQLSERVER: 'com.microsoft.sqlserver.jdbc.SQLServerDriver',
};

/** The JDBC URL of a network data source. */
export function jdbcUrl(dbType: string, host: string, port: number, database: string): string {
  const hostPart = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  switch (dbType) {
    case 'MYSQL':
      return `jdbc:mysql://${hostPart}:${port}/${database}`;
    case 'POSTGRESQL':
      return `jdbc:postgresql://${hostPart}:${port}/${database}`;
    case 'ORACLE':
      return `jdbc:oracle:thin:@//${hostPart}:${port}/${database}`;
    default:
      return `jdbc:sqlserver://${hostPart}:${port};databaseName=${database}`;
  }
}

const M = {
  sqliteFile: text(
    '%{field}: for SQLite, give a file inside the server’s data folder (e.g. reports.db), not “%{value}”',
    '%{field}：SQLite 需填写服务器数据目录中的文件（如 reports.db），而不是“%{value}”',
  ),
  sqliteNoHost: text(
    '%{field} is not used by SQLite; leave it empty',
    'SQLite 不使用%{field}，请留空',
  ),
  required: text('%{field} is required for %{type}', '%{type} 类型必须填写%{field}'),
  poolValue: text(
    '%{field}: the value of “%{key}” must be a number, a text or true/false',
    '%{field}：“%{key}”的值必须是数字、文本或 true/false',
  ),
  sqliteOk: text(
    'Connected to %{file} (SQLite, read-only): %{tables} tables, %{size} KB, in %{ms} ms',
    '已连接 %{file}（SQLite，只读）：%{tables} 张表，%{size} KB，用时 %{ms} 毫秒',
  ),
  tcpOk: text(
    'Reached %{host}:%{port} (%{type}) in %{ms} ms; the server accepts connections (the user name and password were not tried)',
    '已在 %{ms} 毫秒内连通 %{host}:%{port}（%{type}），服务器接受连接（未校验用户名和密码）',
  ),
  outside: text(
    'Cannot open %{file}: a SQLite data source must be a file inside the server’s data folder',
    '无法打开 %{file}：SQLite 数据源必须是服务器数据目录中的文件',
  ),
  missing: text(
    'Cannot open %{file}: there is no such file in the server’s data folder',
    '无法打开 %{file}：服务器数据目录中没有这个文件',
  ),
  notAFile: text(
    'Cannot open %{file}: it is a folder, not a file',
    '无法打开 %{file}：它是目录而不是文件',
  ),
  unreadable: text(
    'Cannot open %{file} as a SQLite database: %{detail}',
    '无法以 SQLite 数据库打开 %{file}：%{detail}',
  ),
  timeout: text(
    'No answer from %{host}:%{port} within %{seconds} s (a firewall, or the wrong host or port?)',
    '%{host}:%{port} 在 %{seconds} 秒内无响应（防火墙拦截，或主机、端口有误？）',
  ),
  refused: text(
    '%{host}:%{port} refused the connection: nothing listens on that port',
    '%{host}:%{port} 拒绝连接：该端口没有服务在监听',
  ),
  notFound: text('The host %{host} was not found (DNS)', '找不到主机 %{host}（DNS 解析失败）'),
  unreachable: text(
    'The host %{host} cannot be reached from the server (%{code})',
    '服务器无法访问主机 %{host}（%{code}）',
  ),
  error: text(
    'Connecting to %{host}:%{port} failed (%{code})',
    '连接 %{host}:%{port} 失败（%{code}）',
  ),
  poolKey: text(
    '%{field}: “%{key}” is not an option of %{pool} pools (%{keys})',
    '%{field}：“%{key}”不是 %{pool} 连接池的参数（%{keys}）',
  ),
  poolNumber: text('%{field}: “%{key}” must be a number', '%{field}：“%{key}”必须是数字'),
  poolSwitch: text(
    '%{field}: “%{key}” must be true or false',
    '%{field}：“%{key}”必须是 true 或 false',
  ),
  incomplete: text(
    'The data source has no %{what}; edit it first',
    '数据源缺少%{what}，请先编辑补充',
  ),
};

function typeLabel(context: HookContext, dbType: string): string {
  return DB_TYPES.find((type) => type.value === dbType)?.label[context.scope.lang] ?? dbType;
}

/** The enabled items of the dynamic form `DB_POOL.<poolType>`, when there is one. */
function poolItems(context: HookContext, poolType: string): Map<string, string> | undefined {
  const { engine, scope } = context;
  const formResource = engine.resource('hpfm/dynamic-form');
  const [form] = engine.store.all(
    formResource,
    scope,
    [
      { field: 'formCode', op: 'eq', value: `DB_POOL.${poolType}` },
      { field: 'enabledFlag', op: 'eq', value: 1 },
    ],
    1,
  );
  if (!form) return undefined;
  const items = engine.store.all(
    engine.resource('hpfm/dynamic-form-line'),
    scope,
    [
      { field: 'formHeaderId', op: 'eq', value: form.id },
      { field: 'enabledFlag', op: 'eq', value: 1 },
    ],
    500,
  );
  return new Map(items.map((item) => [String(item.values.itemCode), String(item.values.itemType)]));
}

/** Checks the pool options: a JSON object whose keys are items of the pool type's form. */
function checkPoolOptions(context: HookContext, source: string, poolType: string): void {
  const parsed = parseJsonObject(source);
  if (!parsed.ok) throw jsonRefusal(context, 'poolOptions', parsed.problem);
  const items = poolItems(context, poolType);
  for (const [key, value] of Object.entries(parsed.value)) {
    if (!['number', 'string', 'boolean'].includes(typeof value)) {
      throw refuse(context, 'poolOptions', M.poolValue, { key });
    }
    if (!items) continue;
    const itemType = items.get(key);
    if (itemType === undefined) {
      throw refuse(context, 'poolOptions', M.poolKey, {
        key,
        pool: poolType,
        keys: [...items.keys()].join(', '),
      });
    }
    if (itemType === 'NUMBER' && typeof value !== 'number') {
      throw refuse(context, 'poolOptions', M.poolNumber, { key });
    }
    if (itemType === 'SWITCH' && typeof value !== 'boolean' && value !== 0 && value !== 1) {
      throw refuse(context, 'poolOptions', M.poolSwitch, { key });
    }
  }
}

function beforeWrite(
  context: HookContext,
  values: Record<string, string | number | null>,
  current: Record<string, unknown> | undefined,
): void {
  const row = merged(values, current);
  const dbType = String(row.dbType);
  const type = typeLabel(context, dbType);
  if (dbType === 'SQLITE') {
    const file = row.datasourceUrl;
    if (blank(file)) throw refuse(context, 'datasourceUrl', M.required, { type });
    if (!sqliteFile(context.app.config.dataDir, String(file)).ok) {
      throw refuse(context, 'datasourceUrl', M.sqliteFile, { value: String(file) });
    }
    for (const field of ['host', 'port'] as const) {
      if (!blank(row[field])) throw refuse(context, field, M.sqliteNoHost);
    }
  } else {
    for (const field of ['host', 'databaseName'] as const) {
      if (blank(row[field])) throw refuse(context, field, M.required, { type });
    }
    const port = blank(row.port)
      ? (DB_TYPES.find((item) => item.value === dbType)?.port ?? 0)
      : Number(row.port);
    if (blank(row.port)) values.port = port;
    values.datasourceUrl = jdbcUrl(dbType, String(row.host), port, String(row.databaseName));
  }
  values.driverClass = DRIVERS[dbType] ?? null;
  if (!blank(row.poolOptions))
    checkPoolOptions(context, String(row.poolOptions), String(row.poolType));
  if (typeof values.password === 'string' && values.password !== '') {
    // The engine has sealed it already (a write-only field).
    values.passwordSet = 1;
  } else if (!current) {
    values.password = null;
    values.passwordSet = 0;
  }
}

async function testConnection(context: HookContext, row: Record<string, unknown>) {
  const fail = (message: string) =>
    new BusinessError('hpfm.datasource.connection_failed', message, 'warn');
  const dbType = String(row.dbType);
  if (dbType === 'SQLITE') {
    const file = String(row.datasourceUrl ?? '');
    const outcome = probeSqlite(context.app.config.dataDir, file);
    if (!outcome.ok) {
      const message = {
        outside: M.outside,
        missing: M.missing,
        'not-a-file': M.notAFile,
        unreadable: M.unreadable,
      }[outcome.reason];
      throw fail(say(context, message, { file, detail: outcome.detail }));
    }
    return {
      message: say(context, M.sqliteOk, {
        file,
        tables: outcome.tables,
        size: Math.max(1, Math.round(outcome.bytes / 1024)),
        ms: outcome.elapsedMs,
      }),
      data: { success: true, elapsedMs: outcome.elapsedMs, tables: outcome.tables },
    };
  }
  const host = String(row.host ?? '');
  const port = Number(row.port);
  if (host === '' || !Number.isInteger(port) || port < 1) {
    const what = [
      host === '' ? context.resource.fields.host?.label[context.scope.lang] : undefined,
      !Number.isInteger(port) || port < 1
        ? context.resource.fields.port?.label[context.scope.lang]
        : undefined,
    ]
      .filter(Boolean)
      .join(context.scope.lang === 'zh_CN' ? '、' : ', ');
    throw fail(say(context, M.incomplete, { what }));
  }
  const outcome = await probeTcp(host, port);
  const vars = { host, port, type: typeLabel(context, dbType), ms: outcome.elapsedMs };
  if (outcome.ok) {
    return {
      message: say(context, M.tcpOk, vars),
      data: { success: true, elapsedMs: outcome.elapsedMs },
    };
  }
  const message = {
    timeout: M.timeout,
    refused: M.refused,
    'not-found': M.notFound,
    unreachable: M.unreachable,
    error: M.error,
  }[outcome.reason];
  throw fail(
    say(context, message, { ...vars, code: outcome.code, seconds: CONNECT_TIMEOUT_MS / 1000 }),
  );
}

const hooks: ResourceHooks = {
  beforeWrite,
  actions: {
    'test-connection': (context, row) => {
      if (!row) throw new Error('test-connection is a row action');
      return testConnection(context, row);
    },
  },
};

export default hooks;
