/** English messages of the messaging pages (`hmsg.*`). */
export const HMSG_MESSAGES_EN = {
  userMessage: {
    title: 'My Messages',
    unreadCount: '%{count} unread',
    kind: 'Kind',
    state: 'State',
    all: 'All',
    read: 'Read',
    unread: 'Unread',
    subject: 'Subject',
    received: 'Received',
    markRead: 'Mark as read',
    markReadOf: 'Mark as read: %{subject}',
    markAllRead: 'Mark all as read',
    clearAll: 'Clear all',
    clearAllConfirm: 'Delete every message of yours, of every kind? This cannot be undone.',
    clearKind: {
      MSG: 'Clear messages',
      NOTICE: 'Clear notices',
      APPROVE: 'Clear approvals',
    },
    clearKindConfirm: 'Delete all your messages of the kind “%{kind}”? This cannot be undone.',
    cancel: 'Cancel',
    empty: 'No messages here.',
    loadFailed: 'The messages could not be loaded.',
    types: {
      MSG: 'Message',
      NOTICE: 'Notice',
      APPROVE: 'Approval',
    },
  },
  messageDetail: {
    back: 'Back to My Messages',
    title: 'Message',
    kind: 'Kind',
    received: 'Received',
    content: 'Text',
    loading: 'Loading…',
    loadFailed: 'This message could not be loaded.',
    retry: 'Try again',
    notFound: 'Message not found',
    notFoundText: 'There is no such message among yours: it may have been cleared.',
  },
};

/** The hmsg pages' messages. */
export type HmsgMessages = typeof HMSG_MESSAGES_EN;

/** Chinese messages of the messaging pages. */
export const HMSG_MESSAGES_ZH: HmsgMessages = {
  userMessage: {
    title: '我的消息',
    unreadCount: '%{count} 条未读',
    kind: '类型',
    state: '状态',
    all: '全部',
    read: '已读',
    unread: '未读',
    subject: '主题',
    received: '接收时间',
    markRead: '标为已读',
    markReadOf: '标为已读：%{subject}',
    markAllRead: '全部标为已读',
    clearAll: '全部清除',
    clearAllConfirm: '删除您所有类型的全部消息？此操作无法撤销。',
    clearKind: {
      MSG: '清除消息',
      NOTICE: '清除通知',
      APPROVE: '清除审批',
    },
    clearKindConfirm: '删除您所有类型为“%{kind}”的消息？此操作无法撤销。',
    cancel: '取消',
    empty: '这里没有消息。',
    loadFailed: '消息加载失败。',
    types: {
      MSG: '消息',
      NOTICE: '通知',
      APPROVE: '审批',
    },
  },
  messageDetail: {
    back: '返回我的消息',
    title: '消息',
    kind: '类型',
    received: '接收时间',
    content: '正文',
    loading: '加载中…',
    loadFailed: '消息加载失败。',
    retry: '重试',
    notFound: '消息不存在',
    notFoundText: '您的消息中没有这条消息：它可能已被清除。',
  },
};

/** The hmsg pages' message part, both languages (loaded with the pages). */
export const HMSG_MESSAGE_PART = {
  en_US: { hmsg: HMSG_MESSAGES_EN },
  zh_CN: { hmsg: HMSG_MESSAGES_ZH },
};
