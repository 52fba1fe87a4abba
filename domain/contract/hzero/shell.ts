import type { HzeroPath } from '../hzeroPaths';

/** The shell's calls: hzero-front's own services (user, sign-in and sign-out, workplace, the global API service, notices, languages). */
export const HZERO_SHELL_PATHS: readonly HzeroPath[] = [
  // hzero-front/src/services/user.js
  { path: '/iam/hzero/v1/users/self-tenants', from: 'services/user.js queryTenant' },
  { path: '/iam/hzero/v1/member-roles/current-role', from: 'services/user.js queryDefaultRole' },
  { path: '/iam/hzero/v1/member-roles/self-roles', from: 'services/user.js queryRoleList' },
  { path: '/iam/v1/users/roles', from: 'services/user.js updateCurrentRole' },
  { path: '/iam/v1/users/tenant-id', from: 'services/user.js updateCurrentTenant' },
  { path: '/iam/hzero/v1/users/default-tenant', from: 'services/user.js updateDefaultTenant' },
  {
    path: '/hpfm/v1/{organizationId}/data-hierarchies/switch/value',
    from: 'services/user.js fetchDataHierarchiesList',
  },
  {
    path: '/hpfm/v1/{organizationId}/data-hierarchies/switch/value/details',
    from: 'services/user.js fetchDataHierarchiesSelectList',
  },
  {
    path: '/hpfm/v1/{organizationId}/data-hierarchies/switch',
    from: 'services/user.js switchDataHierarchies',
  },
  {
    path: '/hpfm/v1/{organizationId}/data-hierarchies/switch/display-style/value',
    from: 'services/user.js queryDataHierarchies',
  },
  // hzero-front/src/utils/config.js (AUTH_SELF_URL, LOGIN_URL, LOGOUT_URL with AUTH_HOST = `/oauth`)
  {
    path: '/iam/hzero/v1/users/self',
    methods: ['GET'],
    from: 'utils/config.js AUTH_SELF_URL; services/user.js queryCurrent',
  },
  {
    path: '/oauth/oauth/authorize',
    methods: ['GET'],
    from: 'utils/config.js LOGIN_URL (the browser is sent there)',
  },
  {
    path: '/oauth/logout',
    methods: ['GET'],
    from: 'utils/config.js LOGOUT_URL (the browser is sent there)',
  },
  // hzero-front-hiam/src/services/userInfoService.js (the user's own settings)
  {
    path: '/iam/hzero/v1/users/config-items',
    methods: ['PUT'],
    from: 'hiam userInfoService.js updateDefaultMenu (items as query parameters: menuLayout, roleMergeFlag, popoutReminderFlag; the product adds menuCollapsed)',
  },
  {
    path: '/iam/hzero/v1/users/real-name',
    methods: ['PUT'],
    from: 'hiam userInfoService.js userInfoUpdateRealName (?realName=)',
  },
  {
    path: '/iam/hzero/v1/users/time-zone',
    methods: ['PUT'],
    from: 'hiam userInfoService.js updateDefaultTimeZone (?timeZone=)',
  },
  // hzero-front/src/services/traceLogService.js
  {
    path: '/hadm/v1/trace/status',
    methods: ['GET'],
    from: 'services/traceLogService.js getTraceStatus',
  },
  // hzero-front-hrpt/src/services/components/reportViewService.js
  {
    path: '/hrpt/v1[/{organizationId}]/reports/{code}/data',
    methods: ['POST'],
    from: 'hrpt services/components/reportViewService.js queryReport',
  },
  // hzero-front-hwfp/src/services/cards/workflowService.js (the workplace's workflow card)
  {
    path: '/hwfp/v1/{organizationId}/activiti/task/query',
    methods: ['POST'],
    from: 'hwfp services/cards/workflowService.js queryWorkflow (?ignoreEmployeeNotFound=true, body {page, size})',
  },
  // hzero-front/src/services/workplaceService.js
  {
    path: '/hpfm/v1/dashboard/layout',
    from: 'services/workplaceService.js workplaceLayoutQuery/Update',
  },
  {
    path: '/hpfm/v1/dashboard/layout/role-cards',
    from: 'services/workplaceService.js workplaceCardsQuery',
  },
  // hzero-front's global API service (queryMenu, queryLov, checkPermission, ...)
  { path: '/iam/hzero/v1[/{organizationId}]/menus/tree', from: 'global api queryMenu' },
  { path: '/hpfm/v1/{organizationId}/prompt/{language}', from: 'global api queryPromptLocale' },
  { path: '/hpfm/v1[/{organizationId}]/lov-view/info', from: 'global api queryLov' },
  { path: '/hpfm/v1[/{organizationId}]/lovs/data', from: 'global api queryUnifyIdpValue' },
  { path: '/hpfm/v1[/{organizationId}]/lovs/value', from: 'global api queryIdpValue' },
  { path: '/hpfm/v1[/{organizationId}]/lovs/value/batch', from: 'global api queryMapIdpValue' },
  { path: '/hpfm/v1/lovs/value/parent-value', from: 'global api queryParentIdpValue' },
  {
    path: '/hfle/v1[/{organizationId}]/files/{attachmentUUID}/file',
    from: 'global api queryFileList',
  },
  { path: '/hfle/v1[/{organizationId}]/files/delete-by-url', from: 'global api removeUploadFile' },
  { path: '/hfle/v1[/{organizationId}]/files/delete-by-uuidurl', from: 'global api removeFile' },
  { path: '/hfle/v1[/{organizationId}]/files/uuid', from: 'global api queryUUID' },
  {
    path: '/hfle/v1[/{organizationId}]/files/download',
    methods: ['GET'],
    from: "services/api/file.ts downloadFileByAxios (recognises ${HZERO_FILE}/v1[/{organizationId}]/files/download?url=; HZERO's link carries access_token, the product's a one-minute ticket)",
  },
  {
    path: '/hfle/v1[/{organizationId}]/files/multipart',
    methods: ['POST'],
    from: 'components/Upload/UploadButton.js handleAction (form fields bucketName, directory, file; the answer is the URL as text); hiam userInfoService.js uploadAvatar',
  },
  {
    path: '/hmsg/v1/{organizationId}/messages/user/preview',
    from: 'global api queryNotices',
  },
  { path: '/hmsg/v1/{organizationId}/messages/user/count', from: 'global api queryCount' },
  { path: '/hpfm/v1/multi-language', from: 'global api queryTL' },
  { path: '/iam/hzero/v1/users/default-language', from: 'global api updateDefaultLanguage' },
  {
    path: '/hpfm/v1[/{organizationId}]/static-texts/text/by-code/nullable',
    from: 'global api queryStaticText',
  },
  { path: '/iam/hzero/v1[/{organizationId}]/menus/buttons', from: 'global api getPermission' },
  { path: '/iam/hzero/v1/menus/check-permissions', from: 'global api checkPermission' },
  // header notices service (queryAnnounces)
  {
    path: '/hmsg/v1/{organizationId}/notices/user/preview',
    from: 'layout header service queryAnnounces',
  },
  // sysTools / password policy services
  { path: '/hpfm/v1/tool/pass/public-key', from: 'services getPublicKey' },
  // language services (queryLanguageData)
  { path: '/hpfm/v1/languages/list', from: 'services queryLanguageData' },
  { path: '/hpfm/v1/tenant-languages/list', from: 'layout languages (tenant list)' },
];
