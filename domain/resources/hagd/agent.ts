import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * An agent's state as the server last recorded it: never heard from since it was registered,
 * online since an authenticated heartbeat, or offline (taken offline, disabled, or found to
 * have missed its heartbeats).
 */
export const AGENT_STATUSES = ['NEW', 'ONLINE', 'OFFLINE'] as const;

/** An agent's recorded state. */
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** The states an agent is taken offline from. */
export const OFFLINE_FROM: readonly AgentStatus[] = ['ONLINE'];

/**
 * How many heartbeat intervals an online agent may stay silent before the heartbeat check
 * records it offline.
 */
export const MISSED_BEATS = 3;

/** An agent's version: three numbers and an optional suffix, e.g. 1.5.0 or 2.0.1-rc.1. */
export const VERSION_PATTERN = '^[0-9]{1,4}\\.[0-9]{1,4}\\.[0-9]{1,6}([-+][0-9A-Za-z.-]{1,20})?$';

const VERSION_HELP = text(
  'Three numbers and an optional suffix, e.g. 1.5.0 or 2.0.1-rc.1',
  '三段数字加可选后缀，例如 1.5.0 或 2.0.1-rc.1',
);

/** An agent's access token: 16 to 128 visible ASCII characters, no spaces. */
export const TOKEN_PATTERN = '^[!-~]{16,128}$';

const TOKEN_HELP = text(
  '16 to 128 visible characters without spaces. Never shown again once saved; left empty, the stored token is kept',
  '16 到 128 个不含空格的可见字符。保存后不再显示；留空则保留已保存的令牌',
);

/** A host name or IPv4 address, e.g. lab-gw-01.example.com or 10.20.0.15. */
export const HOST_PATTERN =
  '^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$';

/** What a demo agent is after its creation: its state and how long ago it last reported. */
export interface DemoAgentState {
  status: Exclude<AgentStatus, 'NEW'>;
  /** Minutes before the seeding of its last heartbeat. */
  minutesAgo: number;
}

/**
 * The states of the demo agents that have reported, by code: demo rows carry only what a
 * user types, so the agents' hook gives them these when it writes them.
 */
export const DEMO_AGENT_STATES: Readonly<Record<string, DemoAgentState>> = {
  'SH-LAB-01': { status: 'ONLINE', minutesAgo: 1 },
  'BJ-WH-02': { status: 'OFFLINE', minutesAgo: 60 * 26 },
};

/**
 * Agent Management (hagd 客户端代理, `/hagd/agent`, each agent's page
 * `/hagd/agent/detail/{agentId}`): the client agents a tenant installs at its sites (a lab
 * gateway, a warehouse PC): code, name, site, host, operating system, version, heartbeat
 * interval and an access token (write-only: sealed, never answered, kept when an edit leaves
 * it empty), with the tasks each runs on a schedule as lines. The server records the agent's
 * state; it never connects to an agent. A heartbeat (the call an agent makes, also recorded by
 * hand from the row) must carry the agent's token and makes it ONLINE; "Take offline" and
 * disabling make it OFFLINE, and so does the heartbeat check for an online agent silent for
 * {@link MISSED_BEATS} intervals. HZERO 1.5's hagd front end has no agent screen (its hagd is
 * the saga console), so these paths are the product's own.
 */
export default defineResource({
  module: 'hagd',
  name: 'agent',
  path: 'agents',
  table: 'hagd_agent',
  idField: 'agentId',
  tenancy: 'tenant',
  title: text('Agent Management', '客户端代理'),
  entity: text('agent', '客户端代理'),
  nameField: 'agentName',
  defaultSort: { field: 'agentCode', order: 'asc' },
  search: { fields: ['agentCode', 'agentName', 'hostName', 'siteName'] },
  route: '/hagd/agent',
  detailRoute: '/hagd/agent/detail/:agentId',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hagd.agent',
    sort: 70,
    name: text('Agent Management', '客户端代理'),
    quickIndex: text('agent', 'khddl'),
  },
  lines: [{ key: 'agentTasks', resource: 'hagd/agent-task' }],
  customActions: [
    {
      key: 'heartbeat',
      label: text('Record heartbeat', '记录心跳'),
      on: 'row',
      form: {
        accessToken: fields.text(text('Access token', '访问令牌'), {
          max: 128,
          required: true,
          writeOnly: true,
          column: false,
          help: text(
            'The token the agent reports with; it must match the one saved for the agent',
            '代理上报时携带的令牌，须与为该代理保存的令牌一致',
          ),
        }),
        agentVersion: fields.text(text('Reported version', '上报版本'), {
          max: 40,
          pattern: VERSION_PATTERN,
          help: text(
            'The version the agent reports, e.g. 1.5.0; left empty, the recorded version is kept',
            '代理上报的版本，例如 1.5.0；留空则保留已记录的版本',
          ),
        }),
      },
    },
    {
      key: 'take-offline',
      label: text('Take offline', '置为离线'),
      on: 'row',
      confirm: text(
        'Record this agent as offline? It is online again with its next heartbeat.',
        '将此代理记录为离线？它下次上报心跳后恢复在线。',
      ),
      when: { status: OFFLINE_FROM },
    },
    {
      key: 'check-heartbeats',
      label: text('Check heartbeats', '检查心跳'),
      on: 'toolbar',
      confirm: text(
        `Record as offline every online agent whose last heartbeat is more than ${MISSED_BEATS} of its intervals ago?`,
        `将最近一次心跳已超过 ${MISSED_BEATS} 个心跳间隔的在线代理记录为离线？`,
      ),
    },
  ],
  fields: {
    agentCode: codeField(text('Agent code', '代理编码')),
    agentName: fields.text(text('Agent name', '代理名称'), {
      max: 80,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    siteName: fields.text(text('Site', '部署站点'), {
      max: 80,
      required: true,
      filter: true,
      sortable: true,
      column: 160,
      help: text(
        'Where the agent is installed, e.g. Shanghai lab',
        '代理的安装地点，例如上海实验室',
      ),
    }),
    hostName: fields.text(text('Host', '主机'), {
      max: 253,
      pattern: HOST_PATTERN,
      required: true,
      filter: true,
      column: 180,
      help: text(
        'Host name or IPv4 address, e.g. lab-gw-01.example.com or 10.20.0.15',
        '主机名或 IPv4 地址，例如 lab-gw-01.example.com 或 10.20.0.15',
      ),
    }),
    osType: fields.select(text('Operating system', '操作系统'), {
      options: [
        { value: 'LINUX', label: text('Linux', 'Linux') },
        { value: 'WINDOWS', label: text('Windows', 'Windows') },
        { value: 'MACOS', label: text('macOS', 'macOS') },
      ],
      required: true,
      defaultValue: 'LINUX',
      filter: true,
      column: 120,
    }),
    agentVersion: fields.text(text('Version', '版本'), {
      max: 40,
      pattern: VERSION_PATTERN,
      help: VERSION_HELP,
      sortable: true,
      column: 110,
    }),
    heartbeatInterval: fields.integer(text('Heartbeat interval (s)', '心跳间隔（秒）'), {
      min: 10,
      max: 3600,
      required: true,
      defaultValue: 60,
      column: 130,
      help: text(
        `Seconds between the agent's heartbeats, 10 to 3600; an online agent silent for ${MISSED_BEATS} intervals is found offline by the heartbeat check`,
        `代理上报心跳的间隔秒数，10 到 3600；在线代理超过 ${MISSED_BEATS} 个间隔未上报，检查心跳时记录为离线`,
      ),
    }),
    accessToken: fields.text(text('Access token', '访问令牌'), {
      max: 128,
      pattern: TOKEN_PATTERN,
      writeOnly: true,
      column: false,
      help: TOKEN_HELP,
    }),
    tokenSetFlag: fields.flag(text('Token set', '已设置令牌'), {
      readOnly: true,
      column: 100,
      help: text(
        'Whether an access token is saved; an agent without one cannot report',
        '是否已保存访问令牌；未设置令牌的代理无法上报心跳',
      ),
    }),
    status: fields.select(text('Status', '状态'), {
      options: [
        { value: 'NEW', label: text('Not yet reported', '未上报') },
        { value: 'ONLINE', label: text('Online', '在线') },
        { value: 'OFFLINE', label: text('Offline', '离线') },
      ],
      readOnly: true,
      filter: true,
      sortable: true,
      column: 110,
      shownAs: 'badge',
      tones: { NEW: 'default', ONLINE: 'success', OFFLINE: 'error' },
    }),
    lastHeartbeatDate: fields.datetime(text('Last heartbeat', '最近心跳'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
    description: fields.longtext(text('Description', '描述'), {
      max: 480,
      column: false,
      wide: true,
    }),
  },
  demo: [
    {
      agentCode: 'GZ-EDGE-03',
      agentName: 'Guangzhou sequencer edge node',
      siteName: 'Guangzhou sequencing centre',
      hostName: 'gz-edge-03.lab.example.com',
      osType: 'LINUX',
      heartbeatInterval: 60,
      description: 'Installed, waiting for its access token before it first reports',
      agentTasks: [
        {
          taskCode: 'RUN-UPLOAD',
          taskName: 'Upload finished sequencing runs',
          taskType: 'FILE_COLLECT',
          cronExpression: '0 */15 * * * ?',
          timeoutSeconds: 1800,
          taskParams: '{"sourceDir": "/data/runs", "pattern": "*.fastq.gz"}',
        },
      ],
    },
    {
      agentCode: 'SH-LAB-01',
      agentName: 'Shanghai lab gateway',
      siteName: 'Shanghai lab',
      hostName: 'sh-lab-gw-01.lab.example.com',
      osType: 'LINUX',
      agentVersion: '1.5.0',
      heartbeatInterval: 30,
      accessToken: 'demo-sh-lab-01-token-not-real',
      description: 'Collects instrument results and syncs sample data with the platform',
      agentTasks: [
        {
          taskCode: 'SAMPLE-SYNC',
          taskName: 'Sync sample receipts',
          taskType: 'DATA_SYNC',
          cronExpression: '0 0/5 * * * ?',
          timeoutSeconds: 300,
          taskParams: '{"entity": "sample", "direction": "upload"}',
        },
        {
          taskCode: 'QC-COLLECT',
          taskName: 'Collect QC reports',
          taskType: 'FILE_COLLECT',
          cronExpression: '0 30 * * * ?',
          timeoutSeconds: 600,
          taskParams: '{"sourceDir": "/data/qc", "pattern": "*.pdf"}',
        },
        {
          taskCode: 'DISK-CHECK',
          taskName: 'Check free disk space',
          taskType: 'HEALTH_CHECK',
          cronExpression: '0 0 * * * ?',
          timeoutSeconds: 60,
          taskParams: '{"minFreePercent": 15}',
        },
      ],
    },
    {
      agentCode: 'BJ-WH-02',
      agentName: 'Beijing warehouse PC',
      siteName: 'Beijing sample warehouse',
      hostName: '10.20.0.15',
      osType: 'WINDOWS',
      agentVersion: '1.4.2',
      heartbeatInterval: 120,
      accessToken: 'demo-bj-wh-02-token-not-real',
      description: 'Freezer temperature logs; the PC is switched off at weekends',
      agentTasks: [
        {
          taskCode: 'TEMP-LOG',
          taskName: 'Upload freezer temperature logs',
          taskType: 'FILE_COLLECT',
          cronExpression: '0 0 */2 * * ?',
          timeoutSeconds: 900,
        },
        {
          taskCode: 'CLEANUP',
          taskName: 'Remove uploaded logs older than 30 days',
          taskType: 'SCRIPT',
          cronExpression: '0 0 3 * * ?',
          timeoutSeconds: 600,
          taskParams: '{"script": "cleanup.ps1", "keepDays": 30}',
        },
      ],
    },
  ],
});
