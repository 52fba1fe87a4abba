/**
 * HZERO's API paths that this app calls, read from HZERO's own front end (open-hand/hzero,
 * hzero-front 1.5: `packages/hzero-front/src/services/` and the other `hzero-front-*`
 * packages' `src/services/`, or their `src/stores/` where a page's DataSet holds the URL). Made
 * by hand: each path the app calls was looked up in those files and copied with its `${HZERO_*}`
 * prefix resolved (`HZERO_IAM` = `/iam`, `HZERO_PLATFORM` = `/hpfm`, `HZERO_MSG` = `/hmsg`,
 * `HZERO_ADM` = `/hadm`, `HZERO_SDR` = `/hsdr`, `HZERO_FILE` = `/hfle`) and `${organizationId}`
 * written `{organizationId}`; `[/{organizationId}]` marks a path HZERO calls both at site level
 * and in a tenant (`isTenantRoleLevel()`). Only paths read from the source belong here; a path this app
 * calls that is not (yet) here is either ours (`ownApis.ts`) or listed there as unchecked.
 */

/** One of HZERO's paths and the service file (function) it was read from. */
export interface HzeroPath {
  path: string;
  /** The HTTP methods HZERO's front end calls it with, when read; any method when absent. */
  methods?: readonly ('GET' | 'POST' | 'PUT' | 'DELETE')[];
  from: string;
}

/** HZERO's API paths this app may call (see the file's header for how they were read). */
export const HZERO_PATHS: readonly HzeroPath[] = [
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
  // hzero-front-hpfm/src/services: the engine's hpfm resources where HZERO has the same path
  {
    path: '/hpfm/v1[/{organizationId}]/countries',
    methods: ['GET', 'DELETE'],
    from: 'hpfm countryService.js fetchCountryList, deleteCountry',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/countries/{countryId}',
    methods: ['PUT'],
    from: 'hpfm countryService.js updateCountry',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/countries/{countryId}/regions',
    methods: ['GET', 'POST'],
    from: 'hpfm companyService.js queryProvinceCity; regionService.js regionCreate',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/calendars',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hpfm calendarService.js searchCalendar, addCalendar, updateCalendar',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/calendars/{calendarId}',
    methods: ['GET'],
    from: 'hpfm calendarService.js searchCalendarDetail',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/code-rule',
    methods: ['GET', 'POST', 'DELETE'],
    from: 'hpfm codeRuleService.js queryCodeList, addCodeValue, deleteCodeRule',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/code-rule/{ruleId}',
    methods: ['GET'],
    from: 'hpfm codeRuleService.js queryDist',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/code-rule-dist',
    methods: ['POST', 'DELETE'],
    from: 'hpfm codeRuleService.js addDistValue, deleteDist',
  },
  {
    path: '/hpfm/v1/{organizationId}/companies',
    methods: ['GET', 'POST'],
    from: 'hpfm companyService.js fetchCompany, createCompany',
  },
  {
    path: '/hpfm/v1/{organizationId}/companies/{companyId}',
    methods: ['GET'],
    from: 'hpfm companyService.js queryCompany',
  },
  {
    path: '/hpfm/v1/{organizationId}/companies/enable',
    methods: ['POST'],
    from: 'hpfm companyService.js enableCompany',
  },
  {
    path: '/hpfm/v1/{organizationId}/companies/disable',
    methods: ['POST'],
    from: 'hpfm companyService.js disableCompany',
  },
  {
    path: '/hpfm/v1/{organizationId}/config',
    methods: ['GET', 'PUT'],
    from: 'hpfm configService.js queryOrganizationConfig, updateOrganizationConfig',
  },
  {
    path: '/hpfm/v1/config/{organizationId}',
    methods: ['GET'],
    from: 'hpfm configService.js queryTenantConfig',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/datasources',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hpfm dataSourceService.js fetchDataSourceList, createDataSource, editDataSource',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/datasources/{datasourceId}',
    methods: ['GET'],
    from: 'hpfm dataSourceService.js fetchDataSourceDetail',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/data-groups',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hpfm dataGroupService.js queryList, createDataGroup, updateDataGroupHead',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/data-groups/{dataGroupId}',
    methods: ['GET'],
    from: 'hpfm dataGroupService.js queryDataGroupHead',
  },
  {
    path: '/hpfm/v1/{organizationId}/units',
    methods: ['POST', 'PUT'],
    from: 'hpfm departmentService.js saveAdd, saveEdit',
  },
  {
    path: '/hpfm/v1/{organizationId}/units/{unitId}',
    methods: ['GET'],
    from: 'hpfm departmentService.js gainCodeAndName',
  },
  {
    path: '/hpfm/v1/{organizationId}/units/enable',
    methods: ['POST'],
    from: 'hpfm departmentService.js enabledLine',
  },
  {
    path: '/hpfm/v1/{organizationId}/units/disable',
    methods: ['POST'],
    from: 'hpfm departmentService.js forbindLine',
  },
  {
    path: '/hpfm/v1/{organizationId}/employees',
    methods: ['GET', 'POST'],
    from: 'hpfm employeeService.js searchEmployee, addEmployee',
  },
  {
    path: '/hpfm/v1/{organizationId}/employee-assigns',
    methods: ['GET', 'POST'],
    from: 'hpfm employeeService.js fetchPosition, updatePosition',
  },
  {
    path: '/hpfm/v1/{organizationId}/employee-assigns/in-position',
    methods: ['GET'],
    from: 'hpfm staffService.js searchAddedStaff',
  },
  {
    path: '/hpfm/v1/{organizationId}/employee-users',
    methods: ['GET', 'POST', 'DELETE'],
    from: 'hpfm employeeService.js fetchUser, updateUser and deleteUser (lists)',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/events',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hpfm eventService.js queryEvents, addEvent, updateEvent, remove',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/events/{eventId}',
    methods: ['GET'],
    from: 'hpfm eventService.js getEvent',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/events/{eventId}/rules',
    methods: ['POST', 'PUT', 'DELETE'],
    from: 'hpfm eventService.js updateRule (POST new, PUT changed: one rule), removeRule (a list)',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/exchange-rates',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hpfm rateService.js fetchRateData, createRate, updateRate',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/languages',
    methods: ['GET'],
    from: 'hpfm languagesService.js queryLanguage',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/languages/{languageId}',
    methods: ['PUT'],
    from: 'hpfm languagesService.js editLanguage',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/lov-headers',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hpfm valueListService.js queryLovHeadersList, insertLovHeaders, updateLovHeaders; dimensionConfigService.js queryLovHeadersList (with lovTypeCode=IDP), insertLovHeaders, updateLovHeaders (the data dimensions page)',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/lov-headers/{lovId}',
    methods: ['GET'],
    from: 'hpfm valueListService.js queryLovHeader',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/lov-headers/{lovId}/values',
    methods: ['GET'],
    from: 'hpfm valueListService.js queryLovValues',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/lov-view-headers',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hpfm lovService.js queryLovList, addLovValue, updateHeadValue, deleteLovValue',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/lov-view-headers/{viewHeaderId}',
    methods: ['GET'],
    from: 'hpfm lovService.js queryHeadValue',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/lov-view-headers/{viewHeaderId}/lines',
    methods: ['GET'],
    from: 'hpfm lovService.js queryLineValue',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/period-sets',
    methods: ['GET', 'POST'],
    from: 'hpfm periodService.js searchHeader, savePeriodHeader',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/period-sets/{periodSetId}/periods',
    methods: ['GET', 'POST'],
    from: 'hpfm periodService.js searchPeriodRule, savePeriod',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/profiles',
    methods: ['GET', 'POST', 'DELETE'],
    from: 'hpfm profileService.js profileSiteQueryPage/profileOrgQueryPage, ...SaveOne, ...RemoveOne',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/profiles/{profileId}',
    methods: ['GET'],
    from: 'hpfm profileService.js profileSiteQueryProfileValue/profileOrgQueryProfileValue',
  },
  {
    path: '/hpfm/v1/profile-value',
    methods: ['GET'],
    from: "not in hzero-front 1.5's services: HZERO-based front ends read a profile's value with request(`${HZERO_PLATFORM}/v1/profile-value`, { query: { profileName }, responseType: 'text' }) (hiam menu-group and module-config pages of HZERO/SRM projects)",
  },
  {
    path: '/hpfm/v1/static-texts',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hpfm staticTextService.js staticTextFetchList, staticTextCreateOne, staticTextUpdateOne, staticTextRemoveList',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/content-templates',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hpfm templatesService.js fetchTemplates, createTemplate, editTemplate',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/currencys',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hpfm currencyService.js queryCurrency, addCurrency, updateCurrency',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/currencys/{currencyId}',
    methods: ['GET'],
    from: 'hpfm currencyService.js fetchDetail',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/taxs',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hpfm taxRateService.js queryTaxRate, insertTaxRate, updateTaxRate',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/taxs/{taxId}',
    methods: ['GET'],
    from: 'hpfm taxRateService.js queryTaxRateInfo',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/uom',
    methods: ['GET', 'POST'],
    from: 'hpfm uomService.js searchUomData, saveUomData',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/country',
    methods: ['POST'],
    from: 'hpfm countryService.js createCountry',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/calendars/{calendarId}/calendar-holidays',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hpfm calendarService.js searchHolidays, addHoliday, updateHoliday (one holiday each)',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/calendars/{calendarId}/calendar-holidays/batch-delete',
    methods: ['POST'],
    from: 'hpfm calendarService.js deleteHoliday (a list of holidays)',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/code-rule-detail/{ruleDistId}',
    methods: ['GET'],
    from: 'hpfm codeRuleService.js queryDetail',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/code-rule-detail',
    methods: ['POST', 'DELETE'],
    from: 'hpfm codeRuleService.js addCodeDetail (one segment, new or changed), deleteCodeDetail (a list)',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/data-lines/{groupId}',
    methods: ['GET', 'POST', 'DELETE'],
    from: 'hpfm dataGroupService.js queryLineList, createDataGroupLine and deleteDataGroupLine (lists)',
  },
  {
    path: '/hpfm/v1/{organizationId}/units/department',
    methods: ['GET'],
    from: 'hpfm departmentService.js search',
  },
  {
    path: '/hpfm/v1/{organizationId}/units/department/tree',
    methods: ['GET'],
    from: 'hpfm departmentService.js searchAll',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/lov-headers/delete',
    methods: ['DELETE'],
    from: 'hpfm valueListService.js deleteLovHeaders',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/prompts/page-list',
    methods: ['GET'],
    from: 'hpfm promptService.js fetchPromptList',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/prompts/insert',
    methods: ['POST'],
    from: 'hpfm promptService.js createPrompt',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/prompts/update',
    methods: ['PUT'],
    from: 'hpfm promptService.js updatePrompt',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/prompts/remove',
    methods: ['DELETE'],
    from: 'hpfm promptService.js deletePrompt',
  },
  {
    path: '/hpfm/v1/static-texts/details/{textId}',
    methods: ['GET'],
    from: 'hpfm staticTextService.js staticTextFetchOne',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/dashboard-clause',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hpfm dashboardClauseService.js queryClause, addClause, updateClause',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/dashboard-clause/details/{clauseId}',
    methods: ['GET'],
    from: 'hpfm dashboardClauseService.js fetchHead',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/customize/model/list',
    methods: ['GET'],
    from: 'hpfm flexModelService.js queryList',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/customize/model/detail',
    methods: ['GET'],
    from: 'hpfm flexModelService.js queryModelDetail',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/customize/model/create',
    methods: ['POST'],
    from: 'hpfm flexModelService.js createModel',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/customize/model/modify',
    methods: ['POST'],
    from: 'hpfm flexModelService.js modifyModel',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/model/field/list',
    methods: ['GET'],
    from: 'hpfm flexModelService.js queryFieldsList (?modelId=)',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/model/field/create',
    methods: ['POST'],
    from: 'hpfm flexModelService.js createField (one field, its modelId in the body)',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/model/field/modify',
    methods: ['POST'],
    from: 'hpfm flexModelService.js modifyField (one field)',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/datasources/test-connection',
    methods: ['POST'],
    from: 'hpfm dataSourceService.js testConnection',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/countries/{countryId}/regions/{regionId}',
    methods: ['PUT'],
    from: 'hpfm regionService.js regionUpdate',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/countries/regions/{regionId}',
    methods: ['GET'],
    from: 'hpfm regionService.js regionQueryDetail',
  },
  {
    path: '/hpfm/v1/{organizationId}/companies/units/positions/{positionId}',
    methods: ['GET'],
    from: 'hpfm staffService.js searchPositionInfo',
  },
  {
    path: '/hpfm/v1/{organizationId}/companies/{companyId}/units/{unitId}/positions',
    methods: ['POST'],
    from: 'hpfm postService.js saveAdd',
  },
  {
    path: '/hpfm/v1/{organizationId}/companies/{companyId}/units/{unitId}/positions/{positionId}',
    methods: ['PUT'],
    from: 'hpfm postService.js saveEdit',
  },
  // hzero-front-hpfm/src/services: customization, dynamic forms, UI pages
  {
    path: '/hpfm/v1[/{organizationId}]/customize-rules',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hpfm customizeService.js fetchRuleList, createRule, updateRule, deleteRule',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/customize-rules/{ruleId}',
    methods: ['GET'],
    from: 'hpfm customizeService.js fetchRuleDetail',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/form-headers',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hpfm dynamicForm/headerService.js fetchHeaderList, createHeader, updateHeader, removeHeader',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/form-headers/{formHeaderId}',
    methods: ['GET'],
    from: 'hpfm dynamicForm/headerService.js fetchHeaderById',
  },
  {
    path: '/hpfm/v1/ui-pages',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hpfm uiPageService.js uiPageSiteQueryPaging, uiPageSiteCreate, uiPageSiteUpdate',
  },
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
  // hzero-front-himp/src/services, as MODULES.md records them (template -> sheets -> columns)
  {
    path: '/himp/v1[/{organizationId}]/template-headers',
    from: 'himp template services (MODULES.md: template-headers)',
  },
  {
    path: '/himp/v1[/{organizationId}]/template-lines',
    from: 'himp template services (MODULES.md: template-lines)',
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
  // hzero-front-hiam/src/services and stores
  {
    path: '/iam/v1/tenants',
    methods: ['GET', 'POST'],
    from: 'hiam tenantsService.js queryTenant, addTenant',
  },
  {
    path: '/iam/v1/tenants/{tenantId}',
    methods: ['GET', 'PUT'],
    from: 'hiam tenantsService.js queryTenantDetail, updateTenant',
  },
  {
    path: '/iam/v1[/{organizationId}]/clients',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hiam clientService.js fetchClientList, createClient, updateClient',
  },
  {
    path: '/iam/v1[/{organizationId}]/clients/{clientId}',
    methods: ['GET'],
    from: 'hiam clientService.js fetchDetail',
  },
  {
    path: '/iam/v1[/{organizationId}]/domains',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hiam ssoConfigService.js queryConfig, createConfig, editConfig, deleteConfig',
  },
  {
    path: '/iam/v1[/{organizationId}]/domains/{domainId}',
    methods: ['GET'],
    from: 'hiam ssoConfigService.js getConfigDetail',
  },
  {
    path: '/iam/v1/{organizationId}/password-policies',
    methods: ['GET', 'PUT'],
    from: 'hiam passwordPolicyService.js fetchPasswordPolicyList, updatePasswordPolicy',
  },
  {
    path: '/iam/v1/{organizationId}/password-policies/query',
    methods: ['GET'],
    from: 'hiam roleManagementService.js fetchPasswordPolicyList',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grps',
    methods: ['GET', 'PUT'],
    from: 'hiam stores/SecurityGroupDS.js secGrpDS read, secGrpDetailDS submit',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grps/{secGrpId}',
    methods: ['GET'],
    from: 'hiam stores/SecurityGroupDS.js secGrpDetailDS read',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grps/create',
    methods: ['POST'],
    from: 'hiam stores/SecurityGroupDS.js secGrpDS submit',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-acls/{secGrpId}',
    methods: ['GET', 'POST', 'DELETE'],
    from: 'hiam stores/SecurityGroupDS.js visitPermissionDS read; securityGroupService.js queryPermissionMenus, batchAssignPermissionSets and batchUnassignPermissionSets (a list of permission ids, sent by the VisitPermission tab handlePermissionSets)',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-acl-fields/{secGrpId}',
    methods: ['GET'],
    from: 'hiam routes/SecurityGroup FieldPermission (fieldPermissionDS read, isSelf)',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-dcls/{secGrpId}/authority',
    methods: ['GET'],
    from: 'hiam securityGroupService.js queryData',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-role-assign/{secGrpId}/assigned-role',
    methods: ['GET'],
    from: 'hiam stores/SecurityGroupDS.js assignRoleDS read',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-role-assign/{secGrpId}/assign-role',
    methods: ['POST'],
    from: 'hiam stores/SecurityGroupDS.js addRoleDS submit (a list of role ids)',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-role-assign/{secGrpId}/recycle-role',
    methods: ['DELETE'],
    from: 'hiam stores/SecurityGroupDS.js assignRoleDS destroy (a list of role ids)',
  },
  {
    path: '/iam/v1[/{organizationId}]/apis',
    methods: ['GET'],
    from: 'hiam apiFieldService.js apiFieldApiQuery',
  },
  {
    path: '/iam/v1[/{organizationId}]/apis/{permissionId}/fields',
    methods: ['GET'],
    from: 'hiam apiFieldService.js apiFieldFieldQuery',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/users/paging',
    methods: ['GET'],
    from: 'hiam subAccountService.js subAccountQueryPage; subAccountOrgService.js querySubAccountOrgList',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/users',
    methods: ['POST', 'PUT'],
    from: 'hiam subAccountService.js subAccountCreate, subAccountUpdate; subAccountOrgService.js subAccountOrgCreateOne, subAccountOrgUpdateOne',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/users/{userId}/info',
    methods: ['GET'],
    from: 'hiam subAccountService.js subAccountQuery; subAccountOrgService.js subAccountOrgQuery',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/users/{userId}/unlocked',
    methods: ['POST'],
    from: 'hiam subAccountService.js subAccountUserUnlock; subAccountOrgService.js subAccountSiteUserUnlock',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/member-roles/user-roles/{userId}',
    methods: ['GET'],
    from: 'hiam subAccountService.js subAccountCurrentUserRoles; subAccountOrgService.js subAccountOrgRoleCurrent',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/member-roles/batch-delete',
    methods: ['DELETE'],
    from: 'hiam subAccountService.js subAccountUserRolesRemove; subAccountOrgService.js deleteRoles (a list of member roles)',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/menus/manage-tree',
    methods: ['GET'],
    from: 'hiam menuConfigService.js queryMenuTree, queryOrganizationMenuTree',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/roles',
    methods: ['POST', 'PUT'],
    from: 'hiam roleManagementService.js createRole/createOrganizationRole, editRole/editOrganizationRole',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/roles/{roleId}',
    methods: ['GET'],
    from: 'hiam roleManagementService.js queryRole, queryOrganizationRole',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/roles/{roleId}/permission-set-tree',
    methods: ['GET'],
    from: 'hiam roleManagementService.js queryPermissionMenus (an array of menus down to type ps nodes, checkedFlag, subMenus)',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/roles/{roleId}/permission-sets/assign',
    methods: ['PUT'],
    from: 'hiam roleManagementService.js batchAssignPermissionSets, batchAssignOrganizationPermissionSets (body: the ps ids)',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/roles/{roleId}/permission-sets/recycle',
    methods: ['PUT'],
    from: 'hiam roleManagementService.js batchUnassignPermissionSets, batchUnassignOrganizationPermissionSets (body: the ps ids)',
  },
];
