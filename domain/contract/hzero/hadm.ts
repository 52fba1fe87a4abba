import type { HzeroPath } from '../hzeroPaths';

/** Service governance (hadm). */
export const HZERO_HADM_PATHS: readonly HzeroPath[] = [
  // hzero-front-hadm/src/services and stores (HZERO_ADM = `/hadm`)
  {
    path: '/hadm/v1[/{organizationId}]/routes',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hadm serviceRouteService.js fetchServiceRouteList, createServiceRoute, updateServiceRoute, deleteServiceRoute',
  },
  {
    path: '/hadm/v1[/{organizationId}]/services',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hadm serviceManageService.js fetchServiceManageList, createService, updateService, deleteService',
  },
  {
    path: '/hadm/v1[/{organizationId}]/services/download/yml',
    methods: ['GET'],
    from: 'hadm routes/ServiceManage/index.js handleDownloadFile (downloadFile with serviceCode, serviceName); serviceManageService.js downloadYml',
  },
  {
    path: '/hadm/v1[/{organizationId}]/configs',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hadm serviceConfigService.js fetchServiceConfigList, createServiceConfig, updateServiceConfig, deleteServiceConfig',
  },
  {
    path: '/hadm/v1[/{organizationId}]/gateway-rate-limits',
    methods: ['GET'],
    from: 'hadm zuulRateLimitService.js fetchRateLimitList',
  },
  {
    path: '/hadm/v1[/{organizationId}]/gateway-rate-limits/create',
    methods: ['POST'],
    from: 'hadm zuulRateLimitService.js addRateLimit',
  },
  {
    path: '/hadm/v1[/{organizationId}]/gateway-rate-limits/detail/save',
    methods: ['POST'],
    from: 'hadm zuulRateLimitService.js detailSave (the header with its lines as read: the detail page handleSave; line changes go apart)',
  },
  {
    path: '/hadm/v1[/{organizationId}]/gateway-rate-limits/batch-delete',
    methods: ['POST'],
    from: 'hadm zuulRateLimitService.js deleteHeaders (a list of headers)',
  },
  {
    path: '/hadm/v1[/{organizationId}]/gateway-rate-limits/config/refresh',
    methods: ['POST'],
    from: 'hadm zuulRateLimitService.js refresh (a list of the selected headers; the product refreshes every enabled limit and sends none)',
  },
  {
    path: '/hadm/v1[/{organizationId}]/gateway-rate-limit-lines',
    methods: ['POST', 'PUT'],
    from: 'hadm zuulRateLimitService.js insertLine, updateLine (one line each, its rateLimitId in it)',
  },
  {
    path: '/hadm/v1[/{organizationId}]/gateway-rate-limit-lines/batch-delete',
    methods: ['POST'],
    from: 'hadm zuulRateLimitService.js deleteLines (a list of lines)',
  },
  {
    path: '/hadm/v1[/{organizationId}]/dimension-configs',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hadm zuulRateLimitService.js queryDimensionConfigs (?rateLimitLineId=), insertDimensionConfigs, updateDimensionConfigs, deleteDimensionConfigs (one rule each, no list)',
  },
  {
    path: '/hadm/v1[/{organizationId}]/gateway-rate-limits/{rateLimitId}/lines',
    methods: ['GET'],
    from: 'hadm zuulRateLimitService.js fetchHeaderInformation',
  },
  {
    path: '/hadm/v1[/{organizationId}]/gateway-rate-limit-lines/{rateLimitLineId}',
    methods: ['GET'],
    from: 'hadm zuulRateLimitService.js fetchLineDetail',
  },
  {
    path: '/hadm/v1[/{organizationId}]/hystrix-confs',
    methods: ['GET', 'POST'],
    from: 'hadm hystrixService.js fetchList, add (a list of configurations, new and changed alike)',
  },
  {
    path: '/hadm/v1[/{organizationId}]/hystrix-confs/{confId}',
    methods: ['GET'],
    from: 'hadm hystrixService.js fetchHeaderInformation',
  },
  {
    path: '/hadm/v1[/{organizationId}]/hystrix-conf-lines',
    methods: ['GET', 'DELETE'],
    from: 'hadm hystrixService.js fetchDetailList (?confId=), deleteDetails (a list of lines)',
  },
  {
    path: '/hadm/v1[/{organizationId}]/hystrix-confs/batch-refresh',
    methods: ['POST'],
    from: 'hadm hystrixService.js refresh',
  },
  {
    path: '/hadm/v1[/{organizationId}]/api-monitor-rules',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hadm stores/apiLimitDS.js formDS create, tableDS read/update/destroy',
  },
  {
    path: '/hadm/v1[/{organizationId}]/api-monitor-rules/apply',
    methods: ['PUT'],
    from: 'hadm apiLimitService.js applyAPI (?monitorRuleIds= the selected rules; the product applies every rule and names none)',
  },
  {
    path: '/hadm/v1[/{organizationId}]/api-monitors',
    methods: ['GET', 'POST'],
    from: 'hadm stores/apiLimitDS.js detailTableDS read; apiLimitService.js addTOBlackList',
  },
  {
    path: '/hadm/v1/trace/start',
    methods: ['POST'],
    from: 'services/traceLogService.js startTrace',
  },
  { path: '/hadm/v1/trace/end', methods: ['POST'], from: 'services/traceLogService.js endTrace' },
  {
    path: '/hadm/v1/trace/export',
    methods: ['GET'],
    from: 'hadm routes/TraceLog/index.js handleExport (downloadFile, a form submitted without a method)',
  },
];
