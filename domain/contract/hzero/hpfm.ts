import type { HzeroPath } from '../hzeroPaths';

/** The platform module (hpfm): the engine's hpfm resources where HZERO has the same path, customization, dynamic forms and UI pages. */
export const HZERO_HPFM_PATHS: readonly HzeroPath[] = [
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
];
