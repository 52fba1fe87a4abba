/**
 * Consumers of a distribution configuration: never the producer's own table. The demo consumers of `DEMO_INITIALISED` are
 * initialised as they are written.
 */
import { text } from '../../../domain/engine/text';
import { DEMO_INITIALISED } from '../../../domain/resources/hdtt/consumer-config';
import type { ResourceHooks } from '../../engine/hooks';
import { merged, refuse } from '../hpfm/support/say';
import { initConsumer } from './support/distribution';

const T = {
  ownTable: text(
    '%{field}: %{consumer} is the producer table itself; a consumer receives the rows elsewhere',
    '%{field}：%{consumer} 就是生产表本身；消费者必须在其他位置接收数据',
  ),
} as const;

const same = (one: unknown, other: unknown) =>
  String(one ?? '').toLowerCase() === String(other ?? '').toLowerCase();

const hooks: ResourceHooks = {
  beforeWrite: (context, values, existing) => {
    if (existing) return;
    const consumer = merged(values, existing);
    const producerConfigId = Number(consumer.producerConfigId);
    const name = `${String(consumer.consumerService)}/${String(consumer.consumerDb)}.${String(consumer.consumerTable)}`;
    const producer = context.engine.store.get(
      context.engine.resource('hdtt/producer-config'),
      context.scope,
      producerConfigId,
    )?.values;
    if (
      producer &&
      same(producer.serviceCode, consumer.consumerService) &&
      same(producer.initDbCode, consumer.consumerDb) &&
      same(producer.tableName, consumer.consumerTable)
    ) {
      throw refuse(context, 'consumerTable', T.ownTable, { consumer: name });
    }
  },
  afterWrite: (context, row, created) => {
    const demo = `${String(row.consumerService)}/${String(row.consumerDb)}/${String(row.consumerTable)}`;
    if (!created || context.scope.role !== null || !DEMO_INITIALISED.includes(demo)) return;
    const config = context.engine.get(
      context.engine.resource('hdtt/producer-config'),
      context.scope,
      Number(row.producerConfigId),
    );
    initConsumer(context, config, row);
  },
};

export default hooks;
