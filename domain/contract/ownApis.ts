/**
 * The product's own APIs: paths this app calls that HZERO does not serve, so that a deployment
 * against a real HZERO gateway knows what it must route to the product's own services. Every
 * other path the app calls is HZERO's (`hzeroPaths.ts`). scripts/check-api-contract.mjs fails
 * on a path the browser tests call that is on neither list. Patterns as in `hzeroPaths.ts`
 * (`{name}` one segment, `[/...]` optional, a final `/**` any further segments).
 */

/** One of the product's own paths and why it is not HZERO's. */
export interface OwnApi {
  path: string;
  reason: string;
}

/**
 * Paths the product adds: HZERO has no such function, or has it at another path (the reason
 * then names HZERO's path: the app should call that one instead).
 */
export const OWN_APIS: readonly OwnApi[] = [
  { path: '/hsif/**', reason: "The portal's sample submissions, batches and QC (genomics)." },
  { path: '/hpro/**', reason: "The portal's projects and quotations (genomics)." },
  { path: '/hfaq/**', reason: "The portal's FAQ and contact cards." },
  { path: '/huser/**', reason: "The portal's customer accounts and teams." },
  {
    path: '/service/**',
    reason: "The portal's continents (regional sites) and release notices.",
  },
  {
    path: '/iam/hzero/v1/users/self/preference',
    reason:
      'Menu layout and collapsed side menu per user. HZERO: PUT /iam/hzero/v1/users/config-items (hiam userInfoService.js updateDefaultMenu); to move.',
  },
  {
    path: '/hpfm/v1/{organizationId}/data-hierarchies/switch/options',
    reason:
      "A hierarchy's values for the header switch. HZERO reads them through the LOV view named by the hierarchy's valueSourceCode (switch/value/details, then lov-view/info); the reference server keeps them in its own table with no LOV view yet: to move.",
  },
  {
    path: '/oauth/public/**',
    reason:
      "The reference server's public sign-in support: the portal's encrypted sign-in, maintenance notice, password reset and activation links, token kickoff check.",
  },
  {
    path: '/iam/hzero/v1/users/self',
    reason:
      "The portal's settings save name, email, phone, language and time zone in one PUT (reading it is HZERO's AUTH_SELF_URL). HZERO: one PUT per field (hiam userInfoService.js: users/real-name, users/default-language, users/time-zone; email and phone after a captcha); to move.",
  },
  {
    path: '/oauth/login',
    reason:
      "The reference server's sign-in form posts here from its own sign-in page; against HZERO, HZERO's OAuth server serves its own page and form (not in hzero-front's services).",
  },
  {
    path: '/oauth/logout',
    reason:
      'Sign-out by POST (revokes the token; a link must not sign anyone out). HZERO: the browser is sent to GET /oauth/logout (utils/config.js LOGOUT_URL).',
  },
  {
    path: '/oauth/tickets',
    reason:
      'One-minute tickets for addresses that cannot send a header (event stream, download links); hzero-front has no such call (it puts access_token in the query).',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/config/ui',
    reason:
      'The system configuration the shell shows, readable signed out. HZERO: GET /hpfm/v1/{organizationId}/config (hpfm configService.js queryOrganizationConfig); to move.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/profiles/value',
    reason:
      "A profile's value for the caller. HZERO: GET /hpfm/v1/profile-value?profileName= (seen in HZERO-based projects' front ends, not in hzero-front 1.5's services); to move.",
  },
  {
    path: '/hadm/v1/{organizationId}/trace/status',
    reason:
      'The trace switch for a tenant user. HZERO: GET /hadm/v1/trace/status only (services/traceLogService.js getTraceStatus); to move.',
  },
  {
    path: '/hwfp/v1/{organizationId}/tasks/my-pending',
    reason:
      "The workplace card's pending tasks. HZERO: POST /hwfp/v1/{organizationId}/activiti/task/query (hwfp services/cards/workflowService.js queryWorkflow); to move.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/currencies/**',
    reason:
      'HZERO: /hpfm/v1[/{organizationId}]/currencys (GET, POST, PUT; GET /{currencyId}) (hpfm currencyService.js); to move.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/countries/**',
    reason:
      "Engine forms beyond HZERO's countries paths: POST (HZERO: POST .../country, countryService.js createCountry; to move), PUT without id, enable/disable, GET by id, export.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/regions/**',
    reason:
      'HZERO keeps regions under a country: .../countries/{countryId}/regions (GET list, POST; /list, /lazy-tree) and .../countries/regions/{regionId} (GET, PUT) (hpfm regionService.js); to move.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/calendars/**',
    reason:
      "Engine forms beyond HZERO's: DELETE, enable, PUT by id, holidays at /{id}/holidays (HZERO: /{calendarId}/calendar-holidays, GET, POST, PUT, /batch-delete; calendarService.js); to move.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/code-rule/**',
    reason:
      "Engine forms beyond HZERO's: PUT, by-id saves, enable, dists at /{id}/dists (HZERO reads them with GET /code-rule/{ruleId}), the generate action.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/code-rule-dist/**',
    reason:
      "Engine forms beyond HZERO's: GET, PUT, segments at /{id}/segments (HZERO: GET /code-rule-detail/{ruleDistId}, POST and DELETE /code-rule-detail; codeRuleService.js); to move.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/companies/**',
    reason:
      "Site-level form, PUT, DELETE, the tree and export: HZERO's companyService.js has tenant paths only (GET, POST, GET /{companyId}, enable, disable).",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/config/**',
    reason:
      "Engine forms beyond HZERO's tenant GET/PUT .../{organizationId}/config: the site list (HZERO: /hpfm/v1/config/{organizationId}, configService.js queryTenantConfig; to move), POST, DELETE, by id; and config/ui above.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/datasources/**',
    reason:
      "Engine forms beyond HZERO's: DELETE, enable, PUT by id, export, test-connection per row (HZERO: POST .../datasources/test-connection with the form; dataSourceService.js); to move.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/data-groups/**',
    reason:
      "Engine forms beyond HZERO's: DELETE, enable, PUT by id, lines at /{id}/lines (HZERO: .../data-lines/{groupId}, GET, POST, DELETE; dataGroupService.js); to move.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/units/**',
    reason:
      'The list and tree (HZERO: GET .../{organizationId}/units/department and /units/department/tree; departmentService.js; to move), the site form, DELETE, PUT by id.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/positions/**',
    reason:
      'HZERO keeps positions under a department: .../{organizationId}/companies/units/{unitId}/positions (GET) and .../companies/{companyId}/units/{unitId}/positions[/{positionId}] (POST, PUT, enable, disable) (hpfm postService.js); to move.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/employees/**',
    reason:
      "Engine forms beyond HZERO's GET/POST: the site form, PUT, DELETE, enable, by id, lines at /{id}/positions and /{id}/users (HZERO: .../employee-assigns and .../employee-users with ?employeeId; employeeService.js); to move.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/employee-assigns/**',
    reason: "Engine forms beyond HZERO's GET/POST: the site form, PUT, DELETE, by id, export.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/events/**',
    reason:
      "Engine forms beyond HZERO's: enable, PUT by id, export, GET of rules at /{id}/rules (HZERO writes them at /events/{eventId}/rules and reads them with the event).",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/exchange-rates/**',
    reason: "Engine forms beyond HZERO's GET/POST/PUT: DELETE, enable, by id, export.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/languages/**',
    reason:
      "Engine forms beyond HZERO's GET and PUT /{languageId}: PUT without id, enable/disable, export.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/lov-headers/**',
    reason:
      "Engine forms beyond HZERO's: DELETE on the list (HZERO: DELETE .../lov-headers/delete; valueListService.js; to move), PUT by id, enable, export.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/lov-view-headers/**',
    reason: "Engine forms beyond HZERO's: PUT by id, enable, export.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/period-sets/**',
    reason: "Engine forms beyond HZERO's GET/POST and periods: PUT, DELETE, enable, by id, export.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/profiles/**',
    reason:
      "Engine forms beyond HZERO's: PUT, enable, export, values at /{id}/values (HZERO reads them with GET /profiles/{profileId}); profiles/value above.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/prompts/**',
    reason:
      'HZERO: .../prompts/page-list (GET), /detail, /insert (POST), /update (PUT), /remove (DELETE) (hpfm promptService.js); to move.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/static-texts/**',
    reason:
      "The tenant form (HZERO's tenant service staticTextOrgService.js not read yet), by id (HZERO: GET /hpfm/v1/static-texts/details/{textId}; to move), enable, export.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/content-templates/**',
    reason: "Engine forms beyond HZERO's GET/POST/PUT: DELETE, enable, by id, export.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/uoms/**',
    reason:
      'HZERO: /hpfm/v1[/{organizationId}]/uom (GET; POST of a list) (hpfm uomService.js); to move.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/tax-rates/**',
    reason:
      'HZERO: /hpfm/v1[/{organizationId}]/taxs (GET, POST, PUT; GET /{taxId}) (hpfm taxRateService.js); to move.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/banks/**',
    reason: "No bank service in hzero-front-hpfm 1.5's services: the product's own master data.",
  },
  {
    path: '/hpfm/v1[/{organizationId}]/sys-tool-runs/**',
    reason:
      "The reference server's maintenance runs (sync menus, purge sessions, table counts, database check): no such service in hzero-front-hpfm 1.5.",
  },
  {
    path: '/hbif/**',
    reason: "The portal's bioinformatics analysis forms (genomics): HZERO has no such service.",
  },
  {
    path: '/hpay/v1[/{organizationId}]/payments/**',
    reason:
      "The portal's customer payments of statements (a transfer proof, confirmed or rejected by staff): HZERO's hpay is a payment-channel service with other APIs.",
  },
];

/**
 * Paths the app calls that are HZERO's as far as we know but were not yet read from
 * hzero-front 1.5's services (so not in `hzeroPaths.ts`): accepted by the check, which names
 * them, until each is looked up and moved to `hzeroPaths.ts`, fixed or documented above.
 */
export const UNCHECKED_APIS: readonly OwnApi[] = [
  {
    path: '/hpfm/v1[/{organizationId}]/customize-rules/**',
    reason: 'Engine hpfm resource whose hzero-front-hpfm service is not read yet.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/dashboard-clauses/**',
    reason: 'Engine hpfm resource whose hzero-front-hpfm service is not read yet.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/dimension-configs/**',
    reason: 'Engine hpfm resource whose hzero-front-hpfm service is not read yet.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/form-headers/**',
    reason: 'Engine hpfm resource whose hzero-front-hpfm service is not read yet.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/flex-models/**',
    reason: 'Engine hpfm resource whose hzero-front-hpfm service is not read yet.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/flex-rules/**',
    reason: 'Engine hpfm resource whose hzero-front-hpfm service is not read yet.',
  },
  {
    path: '/hpfm/v1[/{organizationId}]/ui-pages/**',
    reason: 'Engine hpfm resource whose hzero-front-hpfm service is not read yet.',
  },
  {
    path: '/hadm/v1[/{organizationId}]/**',
    reason:
      "Governance pages (routes, services, configs, rate limits, breakers, API monitors, trace): hzero-front-hadm's services not read yet.",
  },
  {
    path: '/hmsg/v1[/{organizationId}]/email/**',
    reason: "E-mail accounts: hzero-front-hmsg's service not read yet.",
  },
  {
    path: '/hmsg/v1[/{organizationId}]/sms/**',
    reason: "SMS accounts: hzero-front-hmsg's service not read yet.",
  },
  {
    path: '/hmsg/v1[/{organizationId}]/messages/user/**',
    reason: "The user's messages and their read flags: hzero-front-hmsg's service not read yet.",
  },
  {
    path: '/hsdr/v1[/{organizationId}]/executables/**',
    reason: "Scheduler executables: hzero-front-hsdr's service not read yet.",
  },
  {
    path: '/hfle/v1[/{organizationId}]/files/**',
    reason: "File upload: hzero-front's file service (multipart upload) not compared yet.",
  },
  {
    path: '/iam/v1[/{organizationId}]/clients/**',
    reason: "OAuth clients: hzero-front-hiam's service not read yet.",
  },
  {
    path: '/iam/v1[/{organizationId}]/domains/**',
    reason: "SSO domains: hzero-front-hiam's service not read yet.",
  },
  {
    path: '/iam/v1[/{organizationId}]/password-policies/**',
    reason: "Password policies: hzero-front-hiam's service not read yet.",
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grps/**',
    reason: "Security groups: hzero-front-hiam's service not read yet.",
  },
  {
    path: '/iam/v1[/{organizationId}]/tenants/**',
    reason: "Tenants: hzero-front-hiam's service not read yet.",
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/sub-accounts/**',
    reason: "Sub-accounts: hzero-front-hiam's service not read yet.",
  },
  {
    path: '/iam/hzero/v1/api-fields/**',
    reason: "API fields of field permissions: hzero-front-hiam's service not read yet.",
  },
  {
    path: '/iam/hzero/v1/menus/manage-tree',
    reason: "The menu editor's tree: hzero-front-hiam's service not read yet.",
  },
  {
    path: '/iam/hzero/v1/roles/tree',
    reason: "The role tree: hzero-front-hiam's service not read yet.",
  },
  {
    path: '/iam/hzero/v1/users',
    reason: "The platform users' list: hzero-front-hiam's service not read yet.",
  },
  {
    path: '/iam/hzero/v1/users/password-policy',
    reason: "The signed-in account's password policy: HZERO's equivalent not looked up yet.",
  },
];
