/**
 * Send configurations: `test-send` sends the message now through each enabled channel, its
 * template's `${...}` placeholders filled from the values asked: the e-mail to the address
 * asked (into the server's outbox), the in-app message to the caller. The reference server has no
 * SMS gateway: an SMS channel is named as not sent.
 */
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { BusinessError, FieldsError } from '../../http/errors';
import { queueMail } from '../../services/accountLinks';
import { sendMessage } from '../../services/messages';
import { say } from '../hpfm/support/say';

const M = {
  notObject: text(
    'Values of the placeholders: a JSON object of names and values, e.g. {"projectName": "P-1"}',
    '占位符的值：名称与值组成的 JSON 对象，例如 {"projectName": "P-1"}',
  ),
  missing: text(
    'Values of the placeholders: the templates also need %{names}',
    '占位符的值：模板还需要 %{names}',
  ),
  emailNeeded: text(
    'E-mail address: the e-mail channel is enabled; give the address to send it to',
    '邮箱地址：已启用邮件渠道，请填写收件地址',
  ),
  nothing: text('No channel of this configuration is enabled', '此配置没有启用的渠道'),
  sent: text('Sent: %{channels}', '已发送：%{channels}'),
  email: text('the e-mail to %{address}', '邮件发往 %{address}'),
  web: text('the in-app message to you', '站内消息发给您'),
  sms: text('SMS not sent (this server has no SMS gateway)', '短信未发送（本服务器没有短信网关）'),
  separator: text('; ', '；'),
} as const;

/** An enabled channel with its template. */
interface Channel {
  typeCode: string;
  title: string | null;
  content: string;
}

/** The values asked for the placeholders: a JSON object of names and text or numbers. */
function argsOf(context: HookContext, given: unknown): Record<string, string> {
  if (given === undefined || given === null || given === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(given));
  } catch {
    parsed = undefined;
  }
  const valid =
    parsed !== null &&
    typeof parsed === 'object' &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((value) => ['string', 'number', 'boolean'].includes(typeof value));
  if (!valid) throw new FieldsError([{ path: 'args', message: say(context, M.notObject) }]);
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
  );
}

/** The placeholder names of a text. */
function placeholders(value: string | null): string[] {
  return [...(value ?? '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map(
    (match) => match[1] ?? '',
  );
}

/** A text with its placeholders filled. */
function filled(value: string | null, args: Readonly<Record<string, string>>): string {
  return (value ?? '').replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g,
    (_, name: string) => args[name] ?? '',
  );
}

const hooks: ResourceHooks = {
  actions: {
    'test-send': (context, row, body) => {
      if (!row) throw new Error('test-send is a row action');
      const asked = (body ?? {}) as { email?: unknown; args?: unknown };
      const channels = context.app.db
        .prepare(
          `SELECT l.type_code AS typeCode, t.template_title AS title, t.template_content AS content
           FROM hmsg_template_server_line l
           JOIN hmsg_message_template t ON t.template_id = l.template_id
           WHERE l.temp_server_id = ? AND l.enabled_flag = 1 AND t.enabled_flag = 1
           ORDER BY l.type_code`,
        )
        .all(Number(row.tempServerId)) as Channel[];
      if (channels.length === 0) {
        throw new BusinessError('error.send_config.no_channel', say(context, M.nothing), 'warn');
      }
      const args = argsOf(context, asked.args);
      const missing = [
        ...new Set(
          channels.flatMap((channel) => [
            ...placeholders(channel.title),
            ...placeholders(channel.content),
          ]),
        ),
      ].filter((name) => !(name in args));
      if (missing.length > 0) {
        throw new FieldsError([
          { path: 'args', message: say(context, M.missing, { names: missing.join(', ') }) },
        ]);
      }
      const email = typeof asked.email === 'string' ? asked.email.trim() : '';
      if (channels.some((channel) => channel.typeCode === 'EMAIL') && !email) {
        throw new FieldsError([{ path: 'email', message: say(context, M.emailNeeded) }]);
      }
      const said: string[] = [];
      for (const channel of channels) {
        const subject = filled(channel.title, args) || String(row.messageName ?? row.messageCode);
        const content = filled(channel.content, args);
        if (channel.typeCode === 'EMAIL') {
          queueMail(context.app, email, subject, content);
          said.push(say(context, M.email, { address: email }));
        } else if (channel.typeCode === 'WEB' && context.scope.userId !== null) {
          sendMessage(context.app.db, context.app.events, {
            tenantId: context.scope.tenantId,
            senderUserId: context.scope.userId,
            userIds: [context.scope.userId],
            subject,
            content,
            type: 'MSG',
            now: context.scope.now,
          });
          said.push(say(context, M.web));
        } else if (channel.typeCode === 'SMS') said.push(say(context, M.sms));
      }
      return { message: say(context, M.sent, { channels: said.join(say(context, M.separator)) }) };
    },
  },
};

export default hooks;
