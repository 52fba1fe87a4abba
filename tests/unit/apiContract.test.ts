import {
  classifyCalls,
  normalisePath,
  ownerOf,
  patternRegExp,
} from '../../domain/contract/apiContract';

describe('the API contract matcher', () => {
  it('matches one segment per placeholder, optional tenant parts and a trailing /**', () => {
    const tenantOrSite = patternRegExp('/hpfm/v1[/{organizationId}]/lovs/value');
    expect(tenantOrSite.test('/hpfm/v1/lovs/value')).toBe(true);
    expect(tenantOrSite.test('/hpfm/v1/7/lovs/value')).toBe(true);
    expect(tenantOrSite.test('/hpfm/v1/7/8/lovs/value')).toBe(false);
    expect(patternRegExp('/hsif/**').test('/hsif/v1/3/batches/9')).toBe(true);
    expect(patternRegExp('/hsif/**').test('/hsifx/v1')).toBe(false);
  });

  it('writes ids as {id} and keeps codes', () => {
    expect(normalisePath('/hsif/v1/3/batches/12/qc/5/decision')).toBe(
      '/hsif/v1/{id}/batches/{id}/qc/{id}/decision',
    );
    expect(normalisePath('/hfile/v1/files/0b8c0d5e-1f2a-4b3c-9d4e-5f6a7b8c9d0e/file')).toBe(
      '/hfile/v1/files/{id}/file',
    );
    expect(normalisePath('/hpfm/v1/0/prompt/en_US')).toBe('/hpfm/v1/{id}/prompt/en_US');
  });

  it("tells HZERO's paths, ours and unknown ones apart", () => {
    expect(ownerOf('/hpfm/v1/2/data-hierarchies/switch/value')).toBe('hzero');
    expect(ownerOf('/hpfm/v1/dashboard/layout')).toBe('hzero');
    expect(ownerOf('/iam/hzero/v1/users/config-items', 'PUT')).toBe('hzero');
    expect(ownerOf('/hsif/v1/1/samples')).toBe('own');
    // The paths moved to HZERO's are no longer accepted where they were.
    expect(ownerOf('/iam/v1/2/data-hierarchies/switch/value')).toBe('unknown');
    expect(ownerOf('/iam/hzero/v1/dashboard/my-cards')).toBe('unknown');
    expect(ownerOf('/iam/hzero/v1/users/self/preference')).toBe('unknown');
    expect(ownerOf('/hpfm/v1/languages')).toBe('hzero');
  });

  it('holds an HZERO path read with its methods to those methods', () => {
    expect(ownerOf('/iam/hzero/v1/users/self', 'GET')).toBe('hzero');
    // The settings' e-mail and phone save is ours (HZERO wants a captcha); the rest is HZERO's.
    expect(ownerOf('/iam/hzero/v1/users/self', 'PUT')).toBe('own');
    expect(ownerOf('/iam/hzero/v1/users/real-name', 'PUT')).toBe('hzero');
    expect(ownerOf('/iam/hzero/v1/users/time-zone', 'PUT')).toBe('hzero');
    expect(ownerOf('/hrpt/v1/3/reports/SALES/data', 'POST')).toBe('hzero');
    expect(ownerOf('/hadm/v1/trace/status', 'GET')).toBe('hzero');
    // HZERO sends the browser to GET /oauth/logout; the app signs out by POST, documented as ours.
    expect(ownerOf('/oauth/logout', 'GET')).toBe('hzero');
    expect(ownerOf('/oauth/logout', 'POST')).toBe('own');
    expect(ownerOf('/hrpt/v1/reports/R1/data', 'DELETE')).toBe('unknown');
    // Moved to HZERO's: the workplace card's task query; the old paths are on no list.
    expect(ownerOf('/hwfp/v1/3/activiti/task/query', 'POST')).toBe('hzero');
    expect(ownerOf('/hwfp/v1/3/tasks/my-pending', 'GET')).toBe('unknown');
    // HZERO's trace status has no tenant form: the app no longer calls one.
    expect(ownerOf('/hadm/v1/3/trace/status', 'GET')).toBe('unknown');
  });

  it("sorts the engine's hpfm resource paths into HZERO's, ours and unknown ones", () => {
    // Same path as HZERO's exchange-rates for list and save; the engine's extras are ours.
    expect(ownerOf('/hpfm/v1/3/exchange-rates', 'GET')).toBe('hzero');
    expect(ownerOf('/hpfm/v1/3/exchange-rates/enable', 'POST')).toBe('own');
    // Currencies are at HZERO's /currencys; the old path is no one's, the engine's extras ours.
    expect(ownerOf('/hpfm/v1/3/currencys', 'GET')).toBe('hzero');
    expect(ownerOf('/hpfm/v1/3/currencys/export', 'GET')).toBe('own');
    expect(ownerOf('/hpfm/v1/3/currencies', 'GET')).toBe('unknown');
    // Operations the engine calls at HZERO's address (a description's `api`).
    expect(ownerOf('/hpfm/v1/3/country', 'POST')).toBe('hzero');
    // The site's configuration is read at HZERO's config/{organizationId} (`api.site`).
    expect(ownerOf('/hpfm/v1/config/0', 'GET')).toBe('hzero');
    expect(ownerOf('/hpfm/v1/config/12', 'PUT')).toBe('own');
    // Data dimensions are value lists (lov-headers), as on HZERO's dimension page.
    expect(ownerOf('/hpfm/v1/3/lov-headers', 'POST')).toBe('hzero');
    expect(ownerOf('/hpfm/v1/3/dimension-configs', 'GET')).toBe('unknown');
    expect(ownerOf('/hpfm/v1/prompts/page-list', 'GET')).toBe('hzero');
    expect(ownerOf('/hpfm/v1/3/customize/model/modify', 'POST')).toBe('hzero');
    expect(ownerOf('/hpfm/v1/3/data-lines/12', 'GET')).toBe('hzero');
    expect(ownerOf('/hpfm/v1/3/units/department/tree', 'GET')).toBe('hzero');
    // `{profileId}` matches ids only, so the profile-value read is not HZERO's profile detail.
    expect(ownerOf('/hpfm/v1/profiles/12', 'GET')).toBe('hzero');
    // A profile's value is read at HZERO's profile-value.
    expect(ownerOf('/hpfm/v1/profile-value', 'GET')).toBe('hzero');
    // HZERO's ui-pages service is site-level only (uiPageService.js).
    expect(ownerOf('/hpfm/v1/ui-pages', 'GET')).toBe('hzero');
    expect(ownerOf('/hpfm/v1/3/ui-pages', 'GET')).toBe('unknown');
    // No catch-all any more: an hpfm path on no list is unknown.
    expect(ownerOf('/hpfm/v1/3/made-up-things', 'GET')).toBe('unknown');
  });

  it('keeps a path HZERO serves with another method or at another path ours until moved', () => {
    // HZERO assigns and recycles a role's permission sets by PUT only.
    expect(ownerOf('/iam/hzero/v1/3/roles/9/permission-sets/assign', 'PUT')).toBe('hzero');
    expect(ownerOf('/iam/hzero/v1/3/roles/9/permission-sets/assign', 'POST')).toBe('unknown');
    // HZERO creates a rate limit at /create; the list read is the same path.
    expect(ownerOf('/hadm/v1/gateway-rate-limits', 'GET')).toBe('hzero');
    expect(ownerOf('/hadm/v1/gateway-rate-limits/create', 'POST')).toBe('hzero');
    expect(ownerOf('/hadm/v1/gateway-rate-limits/7', 'GET')).toBe('own');
    // Uploads go to HZERO's /hfle/.../files/multipart; the product's old path is on no list.
    expect(ownerOf('/hfle/v1/3/files/multipart', 'POST')).toBe('hzero');
    expect(ownerOf('/hfle/v1/3/files', 'POST')).toBe('unknown');
    expect(ownerOf('/hfle/v1/3/files/uuid', 'POST')).toBe('hzero');
    expect(ownerOf('/hfile/v1/3/files/uuid', 'POST')).toBe('unknown');
    // Nothing is left on the not-yet-read list.
    expect(ownerOf('/iam/v1/5/sec-grp-acl-fields/7', 'GET')).toBe('hzero');
    expect(ownerOf('/iam/v1/5/sec-grps/7', 'DELETE')).toBe('own');
    expect(ownerOf('/hadm/v1/made-up', 'GET')).toBe('unknown');
  });

  it('names each unknown call once, normalised', () => {
    const calls = classifyCalls([
      'GET /iam/hzero/v1/dashboard/my-cards',
      'PUT /iam/hzero/v1/dashboard/my-cards',
      'GET /iam/v1/1/data-hierarchies/switch/value',
      'GET /iam/v1/2/data-hierarchies/switch/value',
      'GET /hsif/v1/1/batches',
      'GET /hpfm/v1/dashboard/layout',
      '',
    ]);
    expect(calls.unknown).toEqual([
      'GET /iam/hzero/v1/dashboard/my-cards',
      'GET /iam/v1/{id}/data-hierarchies/switch/value',
      'PUT /iam/hzero/v1/dashboard/my-cards',
    ]);
    expect(calls.own).toEqual(['GET /hsif/v1/{id}/batches']);
    expect(calls.hzero).toEqual(['GET /hpfm/v1/dashboard/layout']);
  });
});
