import { loadAllResources } from '../../app/engine/registry';
import { matchRoute, pageRoutes, pageResourceKeys } from '../../app/engine/resourceRoutes';
import { listPagesOf, resourceKey, type ResourceDescription } from '../../domain/engine/resource';

/** A path of a route pattern, each `:param` filled with `7`. */
const pathOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '7');

let resources: readonly ResourceDescription[] = [];
let byKey = new Map<string, ResourceDescription>();
beforeAll(async () => {
  resources = await loadAllResources();
  byKey = new Map(resources.map((resource) => [resourceKey(resource), resource]));
});

/**
 * The route index built with the app names, for every path a description claims, the resource
 * and the descriptions its page is built with, without loading any of them.
 */
describe('the route index of the descriptions', () => {
  it('opens every list and detail route of every resource on its own resource', () => {
    const routes = resources.flatMap((resource) => [
      ...listPagesOf(resource).map((page) => ['list', page.route, resource] as const),
      ...(resource.detailRoute ? [['detail', resource.detailRoute, resource] as const] : []),
    ]);
    expect(routes.length).toBeGreaterThan(100);
    for (const [kind, route, resource] of routes) {
      const match = matchRoute(pathOf(route), [resource.module]);
      expect({ route, key: match?.key, kind: match?.kind, pattern: match?.pattern }).toEqual({
        route,
        key: resourceKey(resource),
        kind,
        pattern: route,
      });
    }
  });

  it("builds a page with its resource's parents, lines, the list it belongs to and its sub-lists", () => {
    const withPages = resources.filter(
      (resource) => listPagesOf(resource).length > 0 || resource.detailRoute,
    );
    expect(withPages.length).toBeGreaterThan(80);
    for (const resource of withPages) {
      const key = resourceKey(resource);
      const keys = pageResourceKeys(key);
      expect(keys[0]).toBe(key);
      const wanted = [
        resource.parent?.resource,
        resource.detailOf,
        ...(resource.lines ?? []).map((lines) => lines.resource),
        ...resources.filter((other) => other.detailOf === key).map(resourceKey),
      ].filter((other): other is string => other !== undefined);
      for (const other of wanted)
        expect({ key, related: keys }).toEqual({ key, related: expect.arrayContaining([other]) });
      for (const other of keys) expect(byKey.has(other)).toBe(true);
    }
  });

  it('knows the detail routes of a module before any of its descriptions has loaded', () => {
    expect(pageRoutes('hpfm')).toEqual(
      expect.arrayContaining([
        '/hpfm/calendar/detail/:calendarId',
        '/hpfm/org/company/department/:companyId',
      ]),
    );
    expect(pageRoutes('hpfm')).not.toContain('/hpfm/country/list');
    expect(matchRoute('/hpfm/no-such-page', ['hpfm'])).toBeUndefined();
    expect(matchRoute('/hpfm/country/list', ['hiam'])).toBeUndefined();
  });
});
