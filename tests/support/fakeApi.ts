import type { CurrentUser } from '../../domain/contract/user';

/** One answer of the fake API. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (url: URL, init: RequestInit) => FakeAnswer | Promise<FakeAnswer>;

/** `POST /iam/hzero/v1/menus/check-permissions` answering every code granted. */
export const ALL_GRANTED: Handler = (_url, init) => ({
  body: (JSON.parse(String(init.body)) as string[]).map((code) => ({
    code,
    approve: true,
    controllerType: null,
  })),
});

/**
 * The reads every engine page makes besides its resource's: the permission check (every code
 * granted) and the value lists' batch (no values), at the site path and tenant `tenantId`'s.
 */
export function engineReads(tenantId: number): FakeRoutes {
  return {
    'POST /iam/hzero/v1/menus/check-permissions': ALL_GRANTED,
    'GET /hpfm/v1/lovs/value/batch': { body: {} },
    [`GET /hpfm/v1/${tenantId}/lovs/value/batch`]: { body: {} },
  };
}

/** The fake API's routes: `METHOD /path` (no query) to an answer or a handler. */
export type FakeRoutes = Record<string, FakeAnswer | Handler>;

/** A call the fake API received. */
export interface FakeCall {
  method: string;
  path: string;
  url: URL;
  init: RequestInit;
}

/** What the fake API answers to a call no route names. */
const NOT_FOUND: Handler = () => ({ status: 404, body: { failed: true, message: 'Not found' } });

/**
 * Replaces `fetch` with a fake server: `routes` maps `METHOD /path` (no query) to an answer or
 * a handler; anything else goes to `otherwise`, which answers 404 unless given. Returns the
 * calls it received.
 */
export function fakeApi(routes: FakeRoutes, otherwise: Handler = NOT_FOUND): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, path: url.pathname, url, init });
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function'
        ? await route(url, init)
        : (route ?? (await otherwise(url, init)));
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, { status: answer.status ?? 200 });
  }) as typeof fetch;
  return calls;
}

/** A site administrator as `users/self` answers. */
export const ADMIN_USER = {
  id: 1,
  loginName: 'admin',
  realName: 'Site Administrator',
  language: 'en_US',
  timeZone: 'GMT+8',
  organizationId: 0,
  tenantId: 0,
  tenantName: 'HZERO Platform',
  tenantNum: 'HZERO',
  currentRoleId: 1,
  currentRoleCode: 'site.admin',
  currentRoleName: 'Site Administrator',
  currentRoleLevel: 'site' as const,
  dateFormat: 'YYYY-MM-DD',
  timeFormat: 'HH:mm:ss',
  dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
  email: null,
  phone: null,
  imageUrl: null,
  changePasswordFlag: 0,
  menuLayout: 'inline',
  menuCollapsed: false,
  objectVersionNumber: 1,
  _token: 'user-1-token',
} satisfies CurrentUser;

/**
 * What the shell reads to sign the site administrator in: the user, no other tenants or roles,
 * every permission granted, and `menu` as the menu tree.
 */
export function adminSession(menu: readonly object[] = []): FakeRoutes {
  return {
    'GET /iam/hzero/v1/users/self': { body: ADMIN_USER },
    'GET /iam/hzero/v1/users/self-tenants': { body: [] },
    'GET /iam/hzero/v1/member-roles/self-roles': { body: [] },
    'POST /iam/hzero/v1/menus/check-permissions': ALL_GRANTED,
    'GET /iam/hzero/v1/menus/tree': { body: menu },
  };
}

/** One page of `content` as HZERO answers a paged list (`size` rows a page, the first page). */
export function pageOf<T>(content: readonly T[], size = 10) {
  return {
    content,
    totalElements: content.length,
    totalPages: 1,
    numberOfElements: content.length,
    size,
    number: 0,
  };
}

/** The page of `rows` that `url`'s `page` and `size` ask for (the first 10 rows when it names none). */
export function pageAsked<T>(rows: readonly T[], url: URL) {
  const size = Number(url.searchParams.get('size') ?? 10);
  const number = Number(url.searchParams.get('page') ?? 0);
  const content = rows.slice(number * size, number * size + size);
  return {
    content,
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / size),
    numberOfElements: content.length,
    size,
    number,
  };
}
