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

/** Paths the product adds: HZERO has no such function. */
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
      'Menu layout and collapsed side menu per user: HZERO keeps the layout in the browser or the tenant configuration, with no per-user API.',
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
];

/**
 * Paths the app calls that are HZERO's as far as we know but were not yet read from
 * hzero-front 1.5's services (so not in `hzeroPaths.ts`): accepted by the check, which names
 * them, until each is looked up and moved to `hzeroPaths.ts`, fixed or documented above.
 */
export const UNCHECKED_APIS: readonly OwnApi[] = [
  { path: '/iam/hzero/v1/users/self', reason: 'The signed-in user (AUTH_SELF_URL).' },
  { path: '/oauth/oauth/authorize', reason: 'The OAuth2 authorize endpoint.' },
  { path: '/oauth/login', reason: "The OAuth server's sign-in form." },
  { path: '/oauth/logout', reason: "The OAuth server's sign-out." },
  { path: '/oauth/tickets', reason: "The OAuth server's sign-in tickets." },
  { path: '/hpfm/v1[/{organizationId}]/config/ui', reason: 'The UI configuration.' },
  { path: '/hpfm/v1[/{organizationId}]/profiles/value', reason: 'Profile (setting) values.' },
  { path: '/hadm/v1/trace/status', reason: 'The trace switch of the governance pages.' },
  { path: '/hwfp/v1/{organizationId}/tasks/my-pending', reason: 'Workflow card: my tasks.' },
  { path: '/hrpt/v1[/{organizationId}]/reports/{code}/data', reason: 'Report card data.' },
  {
    path: '/hpfm/v1[/{organizationId}]/{resource}',
    reason:
      'Engine list reads of hpfm resources (currencies, banks, uoms, countries...): each to be looked up in hzero-front-hpfm.',
  },
];
