/** English messages of the customer service's staff pages (`serviceDesk.*`). */
export const SERVICE_DESK_MESSAGES_EN = {
  knowledgeMenu: {
    title: 'Knowledge Menu',
    intro:
      'The help centre as customers see it: categories, search and articles. Drafts are marked; customers see only published articles of enabled categories.',
  },
  announcement: {
    create: 'New announcement',
    createIntro:
      'Write the announcement in each language; it is saved as a draft, then published from its page, now or at a set time.',
    saveDraft: 'Save draft',
    back: 'Back to announcements',
    actions: 'Publishing',
    status: 'Status',
    readers: 'Readers',
    publishAt: 'Publishes at',
    publishedDate: 'Published',
    publishNow: 'Publish now',
    scheduleAt: 'Publish at',
    scheduleHelp: 'A date and time in your time zone',
    schedule: 'Schedule',
    withdraw: 'Withdraw',
    confirmPublish: 'Publish this announcement now? Its readers are told at once.',
    confirmWithdraw: 'Withdraw this announcement? It disappears from its readers’ messages.',
    scheduleRequired: 'Choose when to publish',
  },
  settings: {
    changePassword: 'Change Password',
    mailReceiving: 'Mail Receiving',
    infoSet: 'Personal Information',
  },
  scores: {
    monthly: 'Average score per month',
    empty: 'No scores yet.',
  },
  sampleLink: {
    title: 'Sample information link',
    intro:
      'A link anyone can open without signing in, showing a project’s samples and their QC verdicts until it expires.',
    project: 'Project',
    days: 'Valid for (days)',
    create: 'Create link',
    link: 'Link',
    expires: 'Valid until %{date}',
    copy: 'Copy link',
    copied: 'The link was copied',
  },
};

/** Simplified Chinese messages of the customer service's staff pages. */
export const SERVICE_DESK_MESSAGES_ZH: typeof SERVICE_DESK_MESSAGES_EN = {
  knowledgeMenu: {
    title: '知识菜单',
    intro:
      '客户看到的帮助中心：分类、搜索和文章。草稿会被标出；客户只能看到已启用分类下已发布的文章。',
  },
  announcement: {
    create: '新建公告',
    createIntro: '请用各语言撰写公告；保存为草稿后，可在公告页面立即发布或定时发布。',
    saveDraft: '保存草稿',
    back: '返回公告列表',
    actions: '发布',
    status: '状态',
    readers: '读者',
    publishAt: '定时发布时间',
    publishedDate: '发布时间',
    publishNow: '立即发布',
    scheduleAt: '发布时间',
    scheduleHelp: '按您所在时区的日期和时间',
    schedule: '定时发布',
    withdraw: '撤回',
    confirmPublish: '立即发布此公告？读者会马上收到通知。',
    confirmWithdraw: '撤回此公告？它将从读者的消息中消失。',
    scheduleRequired: '请选择发布时间',
  },
  settings: {
    changePassword: '修改密码',
    mailReceiving: '邮件接收设置',
    infoSet: '个人信息',
  },
  scores: {
    monthly: '月度平均评分',
    empty: '暂无评分。',
  },
  sampleLink: {
    title: '样本信息链接',
    intro: '任何人无需登录即可打开的链接，在有效期内展示项目的样本及其质检结论。',
    project: '项目',
    days: '有效天数',
    create: '生成链接',
    link: '链接',
    expires: '有效期至 %{date}',
    copy: '复制链接',
    copied: '链接已复制',
  },
};
