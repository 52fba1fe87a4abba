import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The database types a data source may be, and the port each listens on by default. */
export const DB_TYPES = [
  { value: 'SQLITE', label: text('SQLite', 'SQLite'), port: null },
  { value: 'MYSQL', label: text('MySQL', 'MySQL'), port: 3306 },
  { value: 'POSTGRESQL', label: text('PostgreSQL', 'PostgreSQL'), port: 5432 },
  { value: 'ORACLE', label: text('Oracle', 'Oracle'), port: 1521 },
  { value: 'SQLSERVER', label: text('SQL Server', 'SQL Server'), port: 1433 },
] as const;

/**
 * Data sources (hpfm development): where a service's or a report's data lives. The password is
 * write-only (kept encrypted, never answered); `test-connection` tries the source for real.
 */
export default defineResource({
  module: 'hpfm',
  name: 'data-source',
  path: 'datasources',
  table: 'hpfm_datasource',
  idField: 'datasourceId',
  tenancy: 'tenant',
  title: text('Data Sources', '数据源'),
  entity: text('data source', '数据源'),
  nameField: 'datasourceCode',
  defaultSort: { field: 'datasourceCode', order: 'asc' },
  route: '/hpfm/data-source',
  detailRoute: '/hpfm/data-source/detail/:datasourceId',
  menu: { parent: 'hzero.hpfm.dev', sort: 60, quickIndex: text('datasource', 'sjy') },
  customActions: [
    {
      key: 'test-connection',
      label: text('Test connection', '测试连接'),
      // HZERO tests the form's values: POST .../datasources/test-connection (dataSourceService.js).
      on: 'form',
    },
  ],
  fields: {
    datasourceCode: codeField(text('Data source code', '数据源编码')),
    description: fields.text(text('Description', '描述'), {
      max: 240,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    dbType: fields.select(text('Database type', '数据库类型'), {
      options: DB_TYPES.map(({ value, label }) => ({ value, label })),
      required: true,
      filter: true,
      sortable: true,
      column: 130,
    }),
    datasourceUrl: fields.text(text('URL', '连接地址'), {
      max: 480,
      column: 280,
      wide: true,
      help: text(
        'SQLite: a file inside the server’s data folder (e.g. hzero.db). Other types: the JDBC URL, made from host, port and database',
        'SQLite：服务器数据目录中的文件（如 hzero.db）。其他类型：JDBC 地址，由主机、端口和数据库生成',
      ),
    }),
    host: fields.text(text('Host', '主机'), {
      max: 255,
      pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,254}$',
      help: text('A host name or an IP address', '主机名或 IP 地址'),
      column: 160,
    }),
    port: fields.integer(text('Port', '端口'), {
      min: 1,
      max: 65535,
      column: 90,
      help: text('The type’s usual port when empty', '留空时使用该类型的默认端口'),
    }),
    databaseName: fields.text(text('Database', '数据库'), {
      max: 120,
      pattern: '^[A-Za-z0-9_$.-]+$',
      help: text('Letters, digits, _ $ . or -', '字母、数字、_ $ . 或 -'),
      column: 140,
    }),
    username: fields.text(text('User name', '用户名'), { max: 120, column: 130 }),
    password: fields.text(text('Password', '密码'), {
      max: 240,
      writeOnly: true,
      column: false,
      help: text(
        'Kept encrypted and never shown; leave empty to keep it',
        '加密保存，不会显示；留空则保持不变',
      ),
    }),
    passwordSet: fields.flag(text('Password set', '已设密码'), {
      readOnly: true,
      column: 110,
    }),
    driverClass: fields.text(text('Driver class', '驱动类'), {
      max: 240,
      readOnly: true,
      column: false,
    }),
    poolType: fields.select(text('Pool type', '连接池类型'), {
      options: [
        { value: 'HIKARI', label: text('HikariCP', 'HikariCP') },
        { value: 'DRUID', label: text('Druid', 'Druid') },
      ],
      required: true,
      defaultValue: 'HIKARI',
      column: 110,
    }),
    poolOptions: fields.code(text('Pool options', '连接池参数'), {
      language: 'json',
      max: 4000,
      column: false,
      wide: true,
      help: text(
        'A JSON object of option names and values (numbers, text or true/false), e.g. {"maximumPoolSize": 10}',
        'JSON 对象，键为参数名，值为数字、文本或 true/false，例如 {"maximumPoolSize": 10}',
      ),
    }),
  },
  demo: [
    {
      datasourceCode: 'HZERO_LOCAL',
      description: 'The reference server’s own database (read-only tests)',
      dbType: 'SQLITE',
      datasourceUrl: 'hzero.db',
      poolType: 'HIKARI',
      poolOptions: '{"maximumPoolSize": 1, "readOnly": true}',
    },
    {
      datasourceCode: 'LIMS_MYSQL',
      description: 'Laboratory LIMS (MySQL)',
      dbType: 'MYSQL',
      host: 'lims.novo-lab.example',
      databaseName: 'lims',
      username: 'lims_reader',
      password: 'Lims-Reader-2024',
      poolType: 'HIKARI',
      poolOptions: '{"maximumPoolSize": 10, "minimumIdle": 2, "connectionTimeout": 30000}',
    },
    {
      datasourceCode: 'REPORT_PG',
      description: 'Reporting warehouse (PostgreSQL)',
      dbType: 'POSTGRESQL',
      host: '127.0.0.1',
      port: 5432,
      databaseName: 'reports',
      username: 'report',
      password: 'Report-Pass-2024',
      poolType: 'DRUID',
      poolOptions: '{"initialSize": 1, "maxActive": 8, "validationQuery": "SELECT 1"}',
    },
  ],
});
