/**
 * The channel lines of a send configuration: one line per channel in a configuration; an
 * e-mail line needs an e-mail account and an SMS line an SMS account (an account of another
 * channel is dropped); a template is chosen only while it is enabled.
 */
import { CHANNELS } from '../../../domain/resources/hmsg/send-config-line';
import { text } from '../../../domain/engine/text';
import type { SqlValue } from '../../db/versioned';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { blank, labelOf, merged, say } from '../hpfm/support/say';

const M = {
  twice: text(
    'The %{channel} channel is configured here already; one line per channel',
    '该配置已有%{channel}渠道，每个渠道只能配置一行',
  ),
  account: text(
    '%{account} is required for the %{channel} channel',
    '%{channel}渠道必须选择%{account}',
  ),
  disabled: text(
    'The template %{name} is disabled; choose an enabled one',
    '消息模板 %{name} 已禁用，请选择启用的模板',
  ),
} as const;

/** The account field each channel needs (none for in-app messages). */
const ACCOUNT_OF: Readonly<Record<string, string | undefined>> = {
  EMAIL: 'emailServerId',
  SMS: 'smsServerId',
};

const ACCOUNT_FIELDS = ['emailServerId', 'smsServerId'];

/** The channel's name in the caller's language. */
function channelName(context: HookContext, channel: string): string {
  return CHANNELS.find((item) => item.value === channel)?.label[context.scope.lang] ?? channel;
}

/** Refuses a second line of the channel in the configuration. */
function checkOnePerChannel(context: HookContext, row: Row, current: Row | undefined): void {
  const others = context.engine.store.count(
    context.resource,
    context.scope,
    { tempServerId: Number(row.tempServerId), typeCode: String(row.typeCode) },
    current ? Number(current.tempServerLineId) : undefined,
  );
  if (others > 0) {
    throw new BusinessError(
      'error.duplicate',
      say(context, M.twice, { channel: channelName(context, String(row.typeCode)) }),
      'warn',
    );
  }
}

/** Requires the channel's account and drops the other channel's. */
function checkAccount(context: HookContext, values: Record<string, SqlValue>, row: Row): void {
  const channel = String(row.typeCode);
  const needed = ACCOUNT_OF[channel];
  for (const field of ACCOUNT_FIELDS) if (field !== needed) values[field] = null;
  if (needed && blank(row[needed])) {
    throw new BusinessError(
      'error.send_config_account',
      say(context, M.account, {
        channel: channelName(context, channel),
        account: labelOf(context, needed),
      }),
      'warn',
    );
  }
}

/** Refuses a template chosen (on create, or changed) while it is disabled. */
function checkTemplate(context: HookContext, row: Row, current: Row | undefined): void {
  if (current && row.templateId === current.templateId) return;
  const templates = context.engine.resource('hmsg/message-template');
  const template = context.engine.find(templates, context.scope, Number(row.templateId));
  if (!template || template.enabledFlag === 1) return;
  throw new BusinessError(
    'error.template_disabled',
    say(context, M.disabled, { name: String(template.templateName ?? template.templateCode) }),
    'warn',
  );
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const row = merged(values, current);
    checkOnePerChannel(context, row, current);
    checkAccount(context, values, row);
    checkTemplate(context, row, current);
  },
};

export default hooks;
