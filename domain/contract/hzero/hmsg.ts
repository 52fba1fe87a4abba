import type { HzeroPath } from '../hzeroPaths';

/** Messaging (hmsg). */
export const HZERO_HMSG_PATHS: readonly HzeroPath[] = [
  // hzero-front-hmsg/src/services
  {
    path: '/hmsg/v1[/{organizationId}]/email/servers',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hmsg emailService.js fetchEmail, createEmail, updateEmail, deleteEmail',
  },
  {
    path: '/hmsg/v1[/{organizationId}]/email/servers/{serverId}',
    methods: ['GET'],
    from: 'hmsg emailService.js queryEmailServers',
  },
  {
    path: '/hmsg/v1[/{organizationId}]/sms/servers',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hmsg smsConfigService.js fetchSMSList, createSMS, editSMS, deleteSMS',
  },
  {
    path: '/hmsg/v1/{organizationId}/messages/user',
    methods: ['GET', 'DELETE'],
    from: 'hmsg userMessageService.js queryMessage, deleteMessage',
  },
  {
    path: '/hmsg/v1/{organizationId}/messages/user/{userMessageId}',
    methods: ['GET'],
    from: 'hmsg userMessageService.js queryMessageDetail',
  },
  {
    path: '/hmsg/v1/{organizationId}/messages/user/read-flag',
    methods: ['POST'],
    from: 'hmsg userMessageService.js changeRead',
  },
  {
    path: '/hmsg/v1[/{organizationId}]/message/templates',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hmsg messageTemplateService.js search, addTemplate, updateTemplate, deleteItem',
  },
  {
    path: '/hmsg/v1[/{organizationId}]/message/templates/{templateId}',
    methods: ['GET'],
    from: 'hmsg messageTemplateService.js searchDetail',
  },
  {
    path: '/hmsg/v1[/{organizationId}]/template-servers',
    methods: ['GET', 'POST'],
    from: 'hmsg sendConfigService.js querySMSList, saveHeader',
  },
  {
    path: '/hmsg/v1[/{organizationId}]/template-servers/{tempServerId}',
    methods: ['PUT', 'DELETE'],
    from: 'hmsg sendConfigService.js updateHeader, deleteHeader',
  },
  {
    path: '/hmsg/v1[/{organizationId}]/notices',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hmsg hmsgNoticeService.js fetchNotice, createNotice, updateNotice, deleteNotice',
  },
  {
    path: '/hmsg/v1[/{organizationId}]/notices/{noticeId}',
    methods: ['GET'],
    from: 'hmsg hmsgNoticeService.js queryNotice',
  },
  {
    path: '/hmsg/v1[/{organizationId}]/notices/{noticeId}/publish',
    methods: ['POST'],
    from: 'hmsg hmsgNoticeService.js publicNotice',
  },
  {
    path: '/hmsg/v1[/{organizationId}]/notices/{noticeId}/revoke',
    methods: ['POST'],
    from: 'hmsg hmsgNoticeService.js revokeNotice',
  },
];
