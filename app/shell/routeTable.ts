import { matchPath } from 'react-router-dom';
import { moduleOfPath, pageRoutes } from '../engine/resourceRoutes';
import type { MessageKey } from '../i18n';
import type { MenuLeaf } from './menu';
import type { RouteInfo } from './resolve';

/**
 * Routes of SPEC.md section 2 that are not menu entries: detail pages and the like. Each
 * belongs to the menu entry that shares the most leading path segments with it.
 */
export const DETAIL_ROUTES = [
  '/link/:link',
  '/exception/trigger',
  '/hpro/project-detail/:tabIndex',
  '/hpro/bif-detail/:type/:category',
  '/hpro/bif-import/:code',
  '/hpro/statement/detail',
  '/hfaq/announcement/create',
  '/hfaq/announcement/detail/:id',
  '/hadm/hystrix/detail/:confId',
  '/hadm/rate-limit/detail/:rateLimitId',
  '/hadm/api-limit/detail/:monitorRuleId',
  '/hsdr/job-info/glue/:id',
  '/hsdr/job-info/log/:jobId',
  '/hwfp/task/detail/:id/:processInstanceId',
  '/hmsg/user-message/detail/:type/:userMessageId',
  '/hiam/role/api/:roleId',
  '/hiam/role/field/:roleId/:permissionId',
  '/hiam/security-group/detail/:id/:roleId',
  '/himp/history/detail/:importId/:templateCode/:batch',
  '/himp/commentImport/:code',
  // A step number is part of its segment, which a route parameter cannot match: one path each.
  ...[1, 2, 3, 4, 5, 6].map((step) => `/hsif/sample/step${step}`),
  ...[1, 2, 3].map((step) => `/hpro/quotation/step${step}`),
  ...[1, 2, 3, 4, 5].map((step) => `/hbif/project/step${step}`),
  '/workplace/card-setting',
];

/**
 * Tab titles of detail routes that say more than "<menu entry> · Details": the steps of the
 * staff's batch workbench, of pricing a quotation and of a bioinformatics form each open a tab,
 * which would otherwise all read the same.
 */
export const DETAIL_TITLES: Readonly<Record<string, MessageKey>> = {
  '/hsif/sample/step1': 'shell.detailTitles.sampleStep1',
  '/hsif/sample/step2': 'shell.detailTitles.sampleStep2',
  '/hsif/sample/step3': 'shell.detailTitles.sampleStep3',
  '/hsif/sample/step4': 'shell.detailTitles.sampleStep4',
  '/hsif/sample/step5': 'shell.detailTitles.sampleStep5',
  '/hsif/sample/step6': 'shell.detailTitles.sampleStep6',
  '/hpro/quotation/step1': 'shell.detailTitles.quotation1',
  '/hpro/quotation/step2': 'shell.detailTitles.quotation2',
  '/hpro/quotation/step3': 'shell.detailTitles.quotation3',
  '/hbif/project/step1': 'shell.detailTitles.bif1',
  '/hbif/project/step2': 'shell.detailTitles.bif2',
  '/hbif/project/step3': 'shell.detailTitles.bif3',
  '/hbif/project/step4': 'shell.detailTitles.bif4',
  '/hbif/project/step5': 'shell.detailTitles.bif5',
};

/**
 * Detail routes whose owning menu entry shares too few leading segments to be found by them:
 * the project detail belongs to the project list, a bioinformatics form's detail and import to
 * the forms' list, a template's import wizard to the import templates.
 */
export const DETAIL_OWNERS: Readonly<Record<string, string>> = {
  '/hpro/project-detail/:tabIndex': '/hpro/project/list',
  '/hpro/bif-detail/:type/:category': '/hbif/project/list',
  '/hpro/bif-import/:code': '/hbif/project/list',
  '/himp/commentImport/:code': '/himp/template',
};

function sharedSegments(a: string, b: string): number {
  const left = a.split('/').filter(Boolean);
  const right = b.split('/').filter(Boolean);
  let count = 0;
  while (count < left.length && left[count] === right[count]) count += 1;
  return count;
}

/** The menu entry a non-menu path belongs to: the one sharing the most leading segments (≥ 1). */
export function owningMenu(pathname: string, leaves: Iterable<MenuLeaf>): MenuLeaf | undefined {
  let best: MenuLeaf | undefined;
  let bestCount = 0;
  for (const leaf of leaves) {
    const count = sharedSegments(pathname, leaf.route);
    if (count > bestCount) {
      best = leaf;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Route data of a non-menu path: unknown paths answer undefined; a known one is titled after
 * its owning menu entry, or `fallbackTitle` when the role has none (it will see the 403 page).
 */
export function detailRouteInfo(
  pathname: string,
  leaves: Map<string, MenuLeaf>,
  detailTitle: (menuName: string) => string,
  fallbackTitle: string,
): RouteInfo | undefined {
  const pattern = [...DETAIL_ROUTES, ...pageRoutes(moduleOfPath(pathname))].find((route) =>
    matchPath(route, pathname),
  );
  if (pattern === undefined) return undefined;
  const ownerRoute = DETAIL_OWNERS[pattern];
  if (ownerRoute !== undefined) {
    const owner = leaves.get(ownerRoute);
    return owner
      ? { title: detailTitle(owner.name), menu: owner.route }
      : { title: fallbackTitle, menu: ownerRoute };
  }
  const owner = owningMenu(pathname, leaves.values());
  const minimum = pathname.startsWith('/workplace') ? 1 : 2;
  if (owner && sharedSegments(pathname, owner.route) >= minimum) {
    return { title: detailTitle(owner.name), menu: owner.route };
  }
  return { title: fallbackTitle, menu: `/${pathname.split('/')[1]}` };
}

/**
 * Whether the role may see a path: the workplace, a granted menu entry, or a detail page whose
 * owning menu entry is granted.
 */
export function isGranted(pathname: string, leaves: Map<string, MenuLeaf>): boolean {
  if (pathname === '/workplace' || pathname.startsWith('/workplace/')) return true;
  if (leaves.has(pathname)) return true;
  const info = detailRouteInfo(pathname, leaves, (name) => name, '');
  return !!info?.menu && leaves.has(info.menu);
}
