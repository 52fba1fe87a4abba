/**
 * English messages of the service-governance pages (`hadm.*`). They load with these pages, as
 * the hadm feature's message part, not with the shell.
 */
export const HADM_MESSAGES_EN = {
  trace: {
    heading: 'Your trace',
    running: 'Tracing since %{time}: %{count} of your requests recorded so far.',
    idle: 'No trace is running. Start one and use the product: each of your requests is recorded, with its time and database time, until you end it.',
    start: 'Start trace',
    end: 'End trace',
    log: 'Requests of the trace you ended (%{count})',
    empty: 'The trace recorded no request.',
    at: 'At',
    method: 'Method',
    url: 'URL',
    status: 'Status',
    duration: 'Time (ms)',
    db: 'Database (ms)',
    queries: 'Queries',
  },
  breakers: {
    heading: 'Breakers now',
    loadFailed: 'The breakers’ state could not be read.',
    state: { CLOSED: 'Closed', OPEN: 'Open', HALF_OPEN: 'Half-open' },
    name: { MAIL: 'Mail sending', FILE_STORAGE: 'File storage' },
    window: '%{failures} failed of %{calls} calls in the rolling window (%{percent} %)',
    totals:
      'Since the server started: %{successes} succeeded, %{failures} failed (%{timeouts} timed out), %{rejections} refused while open',
    settings:
      'Opens at %{percent} % errors of at least %{volume} calls; timeout %{timeout} ms; trial call %{sleep} ms after opening',
    defaults: 'Not configured: defaults apply',
    retryAt: 'Lets a trial call through at %{time}',
    fault: 'Inject faults (demonstration)',
  },
  monitor: {
    title: 'API monitor',
    heading: 'Calls to %{pattern}',
    rule: 'At most %{max} calls per address in %{window} s.',
    notApplied: 'This rule is not in force: apply the rules on the list to count its calls.',
    loadFailed: 'The monitor could not be read.',
    loading: 'Loading…',
    chart: 'Calls per address, every %{seconds} s (last 10 minutes)',
    none: 'No calls counted yet.',
    addresses: 'Addresses',
    urls: 'Calls per URL',
    ip: 'Address',
    calls: 'Calls',
    inWindow: 'In the current window',
    status: 'Status',
    blocked: 'Blocked',
    allowed: 'Allowed',
    over: 'Over the limit',
    normal: 'Within the limit',
    block: 'Block',
    other: 'Other addresses',
    back: 'Back to the rules',
  },
};

/** Chinese messages of the service-governance pages. */
export const HADM_MESSAGES_ZH: typeof HADM_MESSAGES_EN = {
  trace: {
    heading: '我的追踪',
    running: '自 %{time} 起追踪中：已记录您的 %{count} 个请求。',
    idle: '当前没有进行中的追踪。开始追踪后使用系统，您的每个请求都会连同耗时和数据库耗时被记录，直到结束追踪。',
    start: '开始追踪',
    end: '结束追踪',
    log: '刚结束的追踪记录的请求（%{count}）',
    empty: '该追踪没有记录到请求。',
    at: '时间',
    method: '方法',
    url: 'URL',
    status: '状态码',
    duration: '耗时（毫秒）',
    db: '数据库（毫秒）',
    queries: '查询数',
  },
  breakers: {
    heading: '熔断器当前状态',
    loadFailed: '无法读取熔断器状态。',
    state: { CLOSED: '关闭', OPEN: '打开', HALF_OPEN: '半开' },
    name: { MAIL: '邮件发送', FILE_STORAGE: '文件存储' },
    window: '滚动窗口内 %{calls} 次调用中失败 %{failures} 次（%{percent} %）',
    totals:
      '服务器启动以来：成功 %{successes} 次，失败 %{failures} 次（超时 %{timeouts} 次），熔断期间拒绝 %{rejections} 次',
    settings:
      '至少 %{volume} 次调用中错误达 %{percent} % 时熔断；超时 %{timeout} 毫秒；熔断 %{sleep} 毫秒后试探',
    defaults: '未配置：使用默认值',
    retryAt: '%{time} 起放行一次试探调用',
    fault: '注入故障（演示）',
  },
  monitor: {
    title: 'API 监控',
    heading: '%{pattern} 的调用',
    rule: '每个地址 %{window} 秒内最多调用 %{max} 次。',
    notApplied: '该规则尚未生效：请在列表中应用规则后再统计调用。',
    loadFailed: '无法读取监控数据。',
    loading: '加载中…',
    chart: '各地址调用次数，每 %{seconds} 秒（最近 10 分钟）',
    none: '尚未统计到调用。',
    addresses: '地址',
    urls: '各 URL 调用次数',
    ip: '地址',
    calls: '调用次数',
    inWindow: '当前窗口内',
    status: '状态',
    blocked: '已拉黑',
    allowed: '白名单',
    over: '超出限制',
    normal: '未超限',
    block: '拉黑',
    other: '其他地址',
    back: '返回规则列表',
  },
};

/** The hadm feature's message part, both languages. */
export const HADM_MESSAGE_PART = {
  en_US: { hadm: HADM_MESSAGES_EN },
  zh_CN: { hadm: HADM_MESSAGES_ZH },
};
