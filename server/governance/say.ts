/** The governance layer's words: refusals in the caller's language (its Accept-Language). */
import { fill, text, type Language, type Text } from '../../domain/engine/text';

/** The language of a request that may carry no session: Chinese when it asks for it first. */
export function requestLanguage(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return header !== undefined && /^\s*zh\b/i.test(header) ? 'zh_CN' : 'en_US';
}

/** A text in `lang` with its placeholders filled. */
export function say(
  lang: Language,
  message: Text,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  return fill(message[lang], vars);
}

/** Every text of the governance layer. */
export const M = {
  routeDisabled: text(
    'The route %{route} (%{path}) is disabled by service governance: its service does not take requests now. Ask an administrator to enable it.',
    '路由 %{route}（%{path}）已被服务治理禁用，其服务暂不接受请求。请联系管理员启用。',
  ),
  routesRefreshed: text(
    '%{count} routes applied (%{disabled} disabled); they govern every request from now on',
    '已应用 %{count} 条路由（其中 %{disabled} 条禁用），即刻作用于所有请求',
  ),
  rateLimited: text(
    'Too many requests for %{path} (rate limit %{key}: %{rate} per %{period} s, bursts of %{burst}). Try again in %{seconds} s.',
    '%{path} 的请求过于频繁（限流规则 %{key}：每 %{period} 秒 %{rate} 次，突发 %{burst} 次）。请 %{seconds} 秒后再试。',
  ),
  rateDisabled: text('Disabled: no line applied', '已禁用：未应用任何规则行'),
  rateNoLines: text('Applied, but it has no enabled line', '已生效，但没有启用的规则行'),
  rateLine: text('Line %{index}: %{problem}', '第 %{index} 行：%{problem}'),
  rateNoRoute: text('its route no longer exists', '其路由已不存在'),
  rateOutside: text(
    'the path %{path} is not under its route %{route} (%{routePath})',
    '路径 %{path} 不在其路由 %{route}（%{routePath}）之下',
  ),
  rateSummary: text(
    '%{path}: %{rate} per %{period} s, bursts of %{burst}, per %{dimensions}',
    '%{path}：每 %{period} 秒 %{rate} 次，突发 %{burst} 次，按%{dimensions}',
  ),
  rateRules: text(' (%{count} dimension rules)', '（%{count} 条维度规则）'),
  rateTemplateNotUrl: text(
    'its URL template is only for lines counted per URL',
    '其 URL 维度值仅用于按 URL 限流的规则行',
  ),
  rateTemplateFixed: text('its URL template has no variable {1}', '其 URL 维度值没有变量 {1}'),
  rateTemplateOutside: text(
    'its URL template %{template} is not under %{path}',
    '其 URL 维度值 %{template} 不在 %{path} 之下',
  ),
  ratesRefreshed: text(
    '%{applied} rate limits applied, %{failed} failed (see each one’s refresh message)',
    '已应用 %{applied} 条限流规则，%{failed} 条失败（见各自的刷新消息）',
  ),
  traceStarted: text(
    'Tracing: each of your requests is recorded until you end the trace',
    '追踪中：在结束追踪前，您的每个请求都会被记录',
  ),
  traceEnded: text('Trace ended: %{count} requests recorded', '追踪已结束：共记录 %{count} 个请求'),
  traceNone: text('No trace was running', '当前没有进行中的追踪'),
  monitorDisabled: text('Disabled: not counted', '已禁用：不计数'),
  monitorBadAddress: text('Not IP addresses: %{addresses}', '不是 IP 地址：%{addresses}'),
  monitorApplied: text(
    'At most %{max} calls per address in %{window} s; %{blocked} blocked, %{allowed} allowed addresses',
    '每个地址 %{window} 秒内最多调用 %{max} 次；黑名单 %{blocked} 个，白名单 %{allowed} 个地址',
  ),
  monitorsApplied: text(
    '%{applied} monitor rules in force, %{failed} failed (see each one’s refresh message)',
    '已生效 %{applied} 条监控规则，%{failed} 条失败（见各自的刷新消息）',
  ),
  addressBlocked: text(
    'Your address %{ip} is blocked from %{pattern} by service governance. Ask an administrator if you need access.',
    '您的地址 %{ip} 已被服务治理禁止访问 %{pattern}。如需访问，请联系管理员。',
  ),
  addressOver: text(
    'Your address %{ip} called %{pattern} more than %{max} times in %{window} s and is refused for %{seconds} s.',
    '您的地址 %{ip} 在 %{window} 秒内调用 %{pattern} 超过 %{max} 次，将在 %{seconds} 秒内被拒绝。',
  ),
  addressAdded: text(
    '%{ip} is blocked from %{pattern} from now on',
    '%{ip} 从现在起被禁止访问 %{pattern}',
  ),
  notAnAddress: text('“%{ip}” is not an IP address', '“%{ip}”不是 IP 地址'),
  ruleMissing: text('There is no monitor rule %{id}', '不存在监控规则 %{id}'),
  breakerOpen: text(
    '%{dependency} is unavailable: its circuit breaker %{key} is open after repeated failures. Try again in %{seconds} s.',
    '%{dependency}暂不可用：其熔断器 %{key} 因连续失败已打开。请 %{seconds} 秒后再试。',
  ),
  breakerFailed: text('%{dependency} failed: %{reason}', '%{dependency}失败：%{reason}'),
  breakerFault: text(
    'a fault injected for demonstration (service governance)',
    '为演示注入的故障（服务治理）',
  ),
  breakerTimeout: text('no answer within %{ms} ms', '%{ms} 毫秒内无响应'),
  breakerUnknown: text(
    'The server has no dependency %{key} behind a breaker',
    '服务器没有名为 %{key} 的熔断依赖',
  ),
  breakerDisabled: text('Disabled: the breaker takes the defaults', '已禁用：熔断器使用默认值'),
  breakerValue: text(
    '%{name} = %{value} is not a whole number from %{min} to %{max}',
    '%{name} = %{value} 不是 %{min} 到 %{max} 之间的整数',
  ),
  breakerApplied: text(
    'Timeout %{timeout} ms; opens at %{percent}% errors of at least %{volume} calls; trial after %{sleep} ms',
    '超时 %{timeout} 毫秒；至少 %{volume} 次调用中错误达 %{percent}% 时熔断；%{sleep} 毫秒后试探',
  ),
  breakersApplied: text(
    '%{applied} breaker configurations applied, %{failed} failed',
    '已应用 %{applied} 个熔断配置，%{failed} 个失败',
  ),
  faultSet: text('Fault injection of %{key} is %{state}', '%{key} 的故障注入已%{state}'),
  faultOn: text('on: every call fails', '开启：每次调用都会失败'),
  faultOff: text('off', '关闭'),
  noBreaker: text('There is no breaker %{key}', '不存在熔断器 %{key}'),
} as const;
