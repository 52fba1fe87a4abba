/**
 * Payment configurations: a tenant has at most one enabled configuration per channel. A save
 * that leaves a second one enabled, or enabling one while another is, is refused naming the
 * enabled one. The channel of a configuration never changes (`immutable`), so the stored row's
 * channel is the one an enabling save keeps.
 */
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { say } from '../hpfm/support/say';

const ONE_ENABLED = text(
  '%{name} is the enabled %{channel} configuration; disable it first',
  '「%{name}」是已启用的%{channel}配置，请先停用它',
);

/** Refuses `row` enabled beside another enabled configuration of its channel. */
function onlyEnabled(context: HookContext, row: Row): void {
  const channel = String(row.channelCode);
  const other = context.app.db
    .prepare(
      `SELECT config_name AS name FROM hpay_pay_config
       WHERE tenant_id = ? AND channel_code = ? AND enabled_flag = 1 AND config_id <> ?
       ORDER BY config_id LIMIT 1`,
    )
    .get(Number(row.tenantId ?? context.scope.tenantId), channel, Number(row.configId)) as
    { name: string } | undefined;
  if (!other) return;
  const field = context.resource.fields.channelCode;
  const channelName =
    (field?.kind === 'select'
      ? field.options?.find((option) => option.value === channel)?.label[context.scope.lang]
      : undefined) ?? channel;
  throw new BusinessError(
    'error.hpay.channel_enabled',
    say(context, ONE_ENABLED, { name: other.name, channel: channelName }),
    'warn',
  );
}

const hooks: ResourceHooks = {
  afterWrite: (context, row) => {
    if (row.enabledFlag === 1) onlyEnabled(context, row);
  },
  beforeEnable: (context, row, enabled) => {
    if (enabled) onlyEnabled(context, row);
  },
};

export default hooks;
