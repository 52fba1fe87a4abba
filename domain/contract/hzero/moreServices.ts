import type { HzeroPath } from '../hzeroPaths';

/** Import templates (himp), the More Services modules (hdtt, hitf, hiot, hnlp, hims, hexl, hfile, hrpt, hocr) and the workflow (hwfp). */
export const HZERO_MORE_SERVICES_PATHS: readonly HzeroPath[] = [
  // hzero-front-himp/src/services, as MODULES.md records them (template -> sheets -> columns)
  {
    path: '/himp/v1[/{organizationId}]/template-headers',
    from: 'himp template services (MODULES.md: template-headers)',
  },
  {
    path: '/himp/v1[/{organizationId}]/template-lines',
    from: 'himp template services (MODULES.md: template-lines)',
  },
  // hzero-front-himp services (commentImport): the template's info, then the import wizard's
  // calls at the service prefix of the template (`/himp` for a server-side import)
  {
    path: '/himp/v1[/{organizationId}]/template/{templateCode}/info',
    methods: ['GET'],
    from: 'himp commentImport service queryPrefixPatch (template/{templateCode}/info)',
  },
  {
    path: '/himp/v1[/{organizationId}]/import/data',
    methods: ['GET'],
    from: 'himp commentImport service loadDataSource (import/data?templateCode&batch)',
  },
  {
    path: '/himp/v1[/{organizationId}]/import/data/data-upload',
    methods: ['POST'],
    from: 'himp commentImport service uploadExcel; MODULES.md data-upload?templateCode',
  },
  {
    path: '/himp/v1[/{organizationId}]/import/data/data-validate',
    methods: ['POST'],
    from: 'himp commentImport service validateData; MODULES.md data-validate',
  },
  {
    path: '/himp/v1[/{organizationId}]/import/data/data-import',
    methods: ['POST'],
    from: 'himp commentImport service importData; MODULES.md data-import',
  },
  {
    path: '/himp/v1[/{organizationId}]/import/data/status',
    methods: ['GET'],
    from: 'himp commentImport service queryStatus; MODULES.md import/data/status',
  },
  // hzero-front-hdtt/src/services/producerConfigService.js (HZERO_HDTT = `/hdtt`)
  {
    path: '/hdtt/v1[/{organizationId}]/producer-config',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hdtt producerConfigService.js queryProducer, saveProducer, updateProducer',
  },
  {
    path: '/hdtt/v1[/{organizationId}]/producer-config/{producerConfigId}',
    methods: ['GET'],
    from: 'hdtt producerConfigService.js queryProducerDetail',
  },
  {
    path: '/hdtt/v1[/{organizationId}]/producer-config/{producerConfigId}/refresh',
    methods: ['PUT'],
    from: 'hdtt producerConfigService.js updateDdl',
  },
  {
    path: '/hdtt/v1[/{organizationId}]/db-cons/{producerConfigId}/paging',
    methods: ['GET'],
    from: 'hdtt producerConfigService.js queryConsumerList',
  },
  {
    path: '/hdtt/v1[/{organizationId}]/db-cons/{producerConfigId}',
    methods: ['POST'],
    from: 'hdtt producerConfigService.js saveConsumer',
  },
  {
    path: '/hdtt/v1[/{organizationId}]/db-cons',
    methods: ['DELETE'],
    from: 'hdtt producerConfigService.js deleteConsumer',
  },
  {
    path: '/hdtt/v1[/{organizationId}]/producer-cons-init',
    methods: ['POST'],
    from: 'hdtt producerConfigService.js initConsumer',
  },
  // hzero-front-hitf/src/services/servicesService.js (HZERO_HITF = `/hitf`)
  {
    path: '/hitf/v1[/{organizationId}]/interface-servers',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hitf servicesService.js queryList, create, edit, deleteHeader',
  },
  {
    path: '/hitf/v1[/{organizationId}]/interface-servers/{interfaceServerId}',
    methods: ['GET'],
    from: 'hitf servicesService.js queryInterfaceDetail; stores/Services/detailDS.js basicFormDS',
  },
  {
    path: '/hitf/v1[/{organizationId}]/interface-servers/release',
    methods: ['PUT'],
    from: 'hitf servicesService.js interfaceServerRelease',
  },
  {
    path: '/hitf/v1[/{organizationId}]/interface-servers/offline',
    methods: ['PUT'],
    from: 'hitf servicesService.js interfaceServerOffline',
  },
  {
    path: '/hitf/v1[/{organizationId}]/interfaces',
    methods: ['DELETE'],
    from: 'hitf servicesService.js deleteLines',
  },
  // hzero-front-hiot/src/stores/deviceManageDS.js (HZERO_HIOT = `/hiot`; the tenant form only)
  {
    path: '/hiot/v1/{organizationId}/things',
    methods: ['GET', 'POST', 'DELETE'],
    from: 'hiot stores/deviceManageDS.js deviceManageDS read, create, destroy',
  },
  {
    path: '/hiot/v1/{organizationId}/things/{thingId}',
    methods: ['GET', 'PUT'],
    from: 'hiot stores/deviceManageDS.js deviceManageDS read (thingId), deviceManageSaveDS create',
  },
  {
    path: '/hiot/v1/{organizationId}/things/property-tab',
    methods: ['GET'],
    from: 'hiot stores/deviceManageDS.js dataPointInfoDS read',
  },
  // hzero-front-hnlp/src/services/nlpTemplateService.js (HZERO_NLP = `/hnlp`)
  {
    path: '/hnlp/v1[/{organizationId}]/nlp-templates',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hnlp nlpTemplateService.js templateQuery, templateCreate, templateUpdate',
  },
  {
    path: '/hnlp/v1[/{organizationId}]/nlp-templates/{templateId}',
    methods: ['GET'],
    from: 'hnlp nlpTemplateService.js templateQueryDetail',
  },
  // hzero-front-hims/src/stores/customerGroupDS.js (HZERO_IM = `/hims`; the tenant form only)
  {
    path: '/hims/v1/{organizationId}/custom-svc/groups',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hims stores/customerGroupDS.js InitDs read, create, update',
  },
  {
    path: '/hims/v1/{organizationId}/custom-svc/groups/user',
    methods: ['GET'],
    from: 'hims stores/customerGroupDS.js CustomerDS read (csGroupId)',
  },
  // hzero-front-hexl/src/routes/Calc/stores/templateCodeDataSet.js (HZERO_HEXL = `/hexl`)
  {
    path: '/hexl/v1[/{organizationId}]/excel-templates',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hexl Calc templateCodeDataSet.js read, create, update, destroy',
  },
  // hzero-front-hfile/src/services (HZERO_FILE = `/hfle`): the file summary
  {
    path: '/hfle/v1[/{organizationId}]/files/summary',
    methods: ['GET'],
    from: 'hfile fileAggregateService.js queryFileList (files/summary)',
  },
  // hzero-front-hrpt/src/services/reportQueryService.js, reportDefinitionService.js
  {
    path: '/hrpt/v1[/{organizationId}]/reports',
    methods: ['GET'],
    from: 'hrpt reportQueryService.js fetchReportList',
  },
  {
    path: '/hrpt/v1[/{organizationId}]/reports/designer',
    methods: ['POST', 'PUT', 'DELETE'],
    from: 'hrpt reportDefinitionService.js create, update, delete',
  },
  {
    path: '/hrpt/v1[/{organizationId}]/reports/designer/{reportId}',
    methods: ['GET'],
    from: 'hrpt reportDefinitionService.js fetchReportDefinitionDetail',
  },
  // hzero-front-hocr/src/stores (HZERO_HOCR = `/hocr`; the tenant form only)
  {
    path: '/hocr/v1/{organizationId}/records',
    methods: ['GET'],
    from: 'hocr OcrRecord list (records)',
  },
  {
    path: '/hocr/v1/{organizationId}/records/{recordId}',
    methods: ['GET'],
    from: 'hocr OcrRecord detail (records/{recordId})',
  },
  // hwfp is not open source: its paths as MODULES.md names them (the tenant form only)
  {
    path: '/hwfp/v1/{organizationId}/process/models',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'MODULES.md hwfp: process definitions (BPMN models)',
  },
  {
    path: '/hwfp/v1/{organizationId}/process/models/{modelId}',
    methods: ['GET'],
    from: 'MODULES.md hwfp: process definitions (BPMN models)',
  },
  {
    path: '/hwfp/v1/{organizationId}/process/models/{modelId}/deploy',
    methods: ['POST'],
    from: 'MODULES.md hwfp: process/models/{id}/deploy',
  },
  {
    path: '/hwfp/v1/{organizationId}/process/instance/monitor',
    methods: ['GET'],
    from: 'MODULES.md hwfp: monitor process/instance/monitor/...',
  },
  {
    path: '/hwfp/v1/{organizationId}/delegate',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'MODULES.md hwfp: delegate /v1/{org}/delegate',
  },
];
