import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** How a rule calls its target. */
export const CALL_TYPES = [
  { value: 'METHOD', label: text('Method (bean.method)', '方法 (bean.method)') },
  { value: 'API', label: text('API', '接口') },
  { value: 'MESSAGE', label: text('Message', '消息') },
] as const;

/**
 * The rules of an event: when `matchingRule` holds, call the target (a bean method, an API or a
 * message template), in `orderSeq` order, synchronously or not.
 */
export default defineResource({
  module: 'hpfm',
  name: 'event-rule',
  path: 'event-rules',
  table: 'hpfm_event_rule',
  idField: 'eventRuleId',
  tenancy: 'tenant',
  title: text('Event Rules', '事件规则'),
  entity: text('event rule', '事件规则'),
  nameField: 'ruleDescription',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  parent: { resource: 'hpfm/event', field: 'eventId' },
  fields: {
    eventId: fields.integer(text('Event', '事件'), { readOnly: true, form: false, column: false }),
    matchingRule: fields.text(text('Condition', '匹配规则'), {
      max: 500,
      required: true,
      column: 220,
      help: text(
        'An expression over the event’s data; true matches always',
        '基于事件数据的表达式；true 表示总是匹配',
      ),
    }),
    callType: fields.select(text('Call type', '调用类型'), {
      options: CALL_TYPES,
      required: true,
      defaultValue: 'METHOD',
      filter: true,
      column: 120,
    }),
    target: fields.text(text('Target', '调用目标'), {
      max: 480,
      required: true,
      column: 260,
      help: text(
        'Method: beanName.methodName; API: a path starting with / or an http(s) address; Message: the message template code',
        '方法：beanName.methodName；接口：以 / 开头的路径或 http(s) 地址；消息：消息模板编码',
      ),
    }),
    apiMethod: fields.select(text('API method', '请求方式'), {
      options: ['GET', 'POST', 'PUT', 'DELETE'].map((value) => ({
        value,
        label: text(value, value),
      })),
      column: 100,
      help: text('Only for API rules (POST when empty)', '仅接口类型使用（为空时为 POST）'),
    }),
    orderSeq: fields.integer(text('Order', '顺序'), {
      min: 1,
      max: 100,
      required: true,
      defaultValue: 10,
      sortable: true,
      column: 80,
    }),
    syncFlag: fields.flag(text('Synchronous', '同步'), { defaultValue: 0, column: 90 }),
    resultFlag: fields.flag(text('Returns a result', '返回结果'), { defaultValue: 0, column: 100 }),
    ruleDescription: fields.text(text('Rule description', '规则描述'), {
      max: 255,
      required: true,
      column: 260,
    }),
  },
});
