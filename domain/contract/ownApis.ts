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
];

/**
 * Paths the app calls that are HZERO's as far as we know but were not yet read from
 * hzero-front 1.5's services (so not in `hzeroPaths.ts`): accepted by the check, which names
 * them, until each is looked up and moved to `hzeroPaths.ts`, fixed or documented above.
 */
export const UNCHECKED_APIS: readonly OwnApi[] = [
  {
    path: '/hpfm/v1[/{organizationId}]/{resource}',
    reason:
      'Engine list reads of hpfm resources (currencies, banks, uoms, countries...): each to be looked up in hzero-front-hpfm.',
  },
];
