/**
 * Distribution configurations: `refresh-ddl` reads the table's DDL and records its status, message and time;
 * `init-consumers` initialises the enabled consumers, or the one the body names (HZERO's
 * `producer-cons-init` body is the consumer row), and records each one's outcome. The demo
 * configurations of `DEMO_REFRESHED` have their DDL read as they are written.
 */
import { text } from '../../../domain/engine/text';
import { DEMO_REFRESHED } from '../../../domain/resources/hdtt/producer-config';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { badRequest, BusinessError } from '../../http/errors';
import { say } from '../hpfm/support/say';
import { filled, initConsumer, M, refreshDdl } from './support/distribution';

const T = {
  disabled: text(
    'The configuration of %{table} is disabled: enable it before initialising its consumers',
    '%{table} 的配置已禁用：请先启用再初始化消费者',
  ),
  noConsumer: text(
    'The configuration of %{table} has no consumer %{id}',
    '%{table} 的配置中没有消费配置 %{id}',
  ),
  consumerDisabled: text(
    'The consumer %{consumer} is disabled: enable it before initialising it',
    '消费配置 %{consumer} 已禁用：请先启用再初始化',
  ),
  noneEnabled: text(
    'The configuration of %{table} has no enabled consumer to initialise',
    '%{table} 的配置中没有可初始化的已启用消费者',
  ),
  initialised: text(
    'Consumers of %{table}: %{done} initialised, %{failed} failed',
    '%{table} 的消费者：%{done} 个已初始化，%{failed} 个失败',
  ),
} as const;

/** The configuration as it is now. */
function current(context: HookContext, id: number): Row {
  return context.engine.get(context.resource, context.scope, id);
}

/** The consumers of a configuration, as rows. */
function consumersOf(context: HookContext, producerConfigId: number): Row[] {
  const lines = context.engine.resource('hdtt/consumer-config');
  return context.engine.store
    .all(
      lines,
      context.scope,
      [{ field: 'producerConfigId', op: 'eq', value: producerConfigId }],
      1000,
    )
    .map((stored) => ({
      ...stored.values,
      consDbConfigId: stored.id,
      enabledFlag: stored.enabled,
    }));
}

/** The consumer the body names (`consDbConfigId`), if it names one; 400 when it is no id. */
function namedConsumer(body: unknown): number | undefined {
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) {
    return undefined;
  }
  const raw = (body as Record<string, unknown>).consDbConfigId;
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < 0) {
    throw badRequest("The body's consDbConfigId must be a whole number from 0");
  }
  return raw;
}

const hooks: ResourceHooks = {
  afterWrite: (context, row, created) => {
    const demo = `${String(row.serviceCode)}/${String(row.tableName)}`;
    if (created && context.scope.role === null && DEMO_REFRESHED.includes(demo)) {
      refreshDdl(context, row);
    }
  },
  actions: {
    'refresh-ddl': (context, row) => {
      if (!row) throw new Error('refresh-ddl is a row action');
      const read = refreshDdl(context, row);
      const vars = {
        table: String(row.tableName),
        service: String(row.serviceCode),
        database: String(row.initDbCode),
      };
      return {
        row: current(context, Number(row.producerConfigId)),
        message: filled(read ? M.ddlRead : M.ddlMissing, vars)[context.scope.lang],
      };
    },
    'init-consumers': (context, row, body) => {
      if (!row) throw new Error('init-consumers is a row action');
      const id = Number(row.producerConfigId);
      const table = String(row.tableName);
      const named = namedConsumer(body);
      if (Number(row.enabledFlag) !== 1) {
        throw new BusinessError('error.action.state', say(context, T.disabled, { table }), 'warn');
      }
      const all = consumersOf(context, id);
      let targets: Row[];
      if (named !== undefined) {
        const found = all.find((consumer) => consumer.consDbConfigId === named);
        if (!found) {
          throw new BusinessError(
            'error.not_found',
            say(context, T.noConsumer, { table, id: named }),
            'warn',
          );
        }
        if (Number(found.enabledFlag) !== 1) {
          const consumer = `${String(found.consumerService)}/${String(found.consumerDb)}.${String(found.consumerTable)}`;
          throw new BusinessError(
            'error.action.state',
            say(context, T.consumerDisabled, { consumer }),
            'warn',
          );
        }
        targets = [found];
      } else {
        targets = all.filter((consumer) => Number(consumer.enabledFlag) === 1);
        if (targets.length === 0) {
          throw new BusinessError(
            'error.action.state',
            say(context, T.noneEnabled, { table }),
            'warn',
          );
        }
      }
      const outcomes = targets.map((consumer) => initConsumer(context, row, consumer));
      const done = outcomes.filter((outcome) => outcome === 'S').length;
      return {
        row: current(context, id),
        message: say(context, T.initialised, { table, done, failed: outcomes.length - done }),
      };
    },
  },
};

export default hooks;
