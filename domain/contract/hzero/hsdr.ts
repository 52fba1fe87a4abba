import type { HzeroPath } from '../hzeroPaths';

/** Scheduling (hsdr). */
export const HZERO_HSDR_PATHS: readonly HzeroPath[] = [
  // hzero-front-hsdr/src/services (HZERO_SDR = `/hsdr`)
  {
    path: '/hsdr/v1[/{organizationId}]/executors',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hsdr jobGroupService.js fetchGroupsList, createGroups, updateGroups, deleteGroups',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/job-info',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hsdr jobInfoService.js fetchJobInfo, createJobInfo, updateJobInfo, deleteJobInfo',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/job-info/{jobId}',
    methods: ['GET'],
    from: 'hsdr jobInfoService.js queryJobInfo',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/job-info/{action}',
    methods: ['POST'],
    from: 'hsdr jobInfoService.js triggerJobInfo, pauseJobInfo, resumeJobInfo, stopJob ({jobId, tenantId} in the body)',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/job-logs',
    methods: ['GET', 'DELETE'],
    from: 'hsdr jobLogService.js fetchLogsList, deleteLogs',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/job-logs/clear',
    methods: ['DELETE'],
    from: 'hsdr jobLogService.js clearLogs (clearType and jobId in the query)',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/concurrents',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hsdr concurrentService.js fetchConcurrentList, createConcurrent, updateConcurrent',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/concurrents/{concurrentId}',
    methods: ['GET'],
    from: 'hsdr concurrentService.js fetchConcurrentDetail',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/concurrent-params',
    methods: ['GET', 'DELETE'],
    from: 'hsdr concRequestService.js fetchParams, concurrentService.js deleteLine',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/concurrent-requests',
    methods: ['GET', 'POST', 'DELETE'],
    from: 'hsdr concRequestService.js fetchRequestList, createRequest, deleteJobInfo',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/concurrent-requests/{requestId}',
    methods: ['GET'],
    from: 'hsdr concRequestService.js fetchRequestDetail',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/executables',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hsdr executableService.js fetchExecutable, createExecutable, updateExecutable, deleteHeader',
  },
  {
    path: '/hsdr/v1[/{organizationId}]/executables/{executableId}',
    methods: ['GET'],
    from: 'hsdr executableService.js fetchExecutableDetail',
  },
];
