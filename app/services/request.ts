import { cleanQuery } from '../../design-system';
import { appConfig } from '../config';
import { pending } from './pending';
import { getAccessToken } from './token';
import { tenantForm } from '../../domain/engine/address';

/** A value allowed in a query string; arrays repeat the key. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/** Query parameters of a call. */
export type Query = Record<string, QueryValue>;

/** Options of {@link request}. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Query;
  /** Sent as JSON, except FormData, Blob and URLSearchParams, which pass through. */
  body?: unknown;
  headers?: Record<string, string>;
  /** How to read a successful answer; JSON by default (text when the answer is not JSON). */
  responseType?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
}

/** What the request client needs to know of the session, asked at every call (never cached). */
export interface RequestContext {
  /** The tenant the user acts in now. */
  tenantId(): number | string | undefined;
  /** Whether the current role is tenant-scoped (any role but a site-level one). */
  tenantScoped(): boolean;
  /** The menu id of the active tab, sent as `H-Menu-Id` for tracing. */
  menuId(): string | number | undefined;
}

let context: RequestContext = {
  tenantId: () => undefined,
  tenantScoped: () => false,
  menuId: () => undefined,
};

/** Connects the request client to the session (the store calls this once at start). */
export function setRequestContext(next: RequestContext): void {
  context = next;
}

/** An HTTP status outside 200-299; its `name` is the status (SPEC.md section 8). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly url: string;

  constructor(status: number, body: unknown, url: string) {
    super(messageOf(body) ?? `Request failed with status ${status}`);
    this.name = String(status);
    this.status = status;
    this.body = body;
    this.url = url;
  }
}

/** A business failure: HTTP 200 with `{failed: true, code, message, type}` (CONTRACT.md). */
export class BusinessError extends Error {
  readonly code: string | undefined;
  readonly type: 'info' | 'warn' | 'error';
  readonly body: FailedBody;

  constructor(body: FailedBody) {
    super(body.message ?? 'Operation failed');
    this.name = 'BusinessError';
    this.code = body.code;
    this.type = body.type === 'info' || body.type === 'warn' ? body.type : 'error';
    this.body = body;
  }
}

/** The network could not be reached (fetch raised a TypeError). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request exception', { cause });
    this.name = 'NetworkError';
  }
}

/** Body of a business failure. */
export interface FailedBody {
  failed: true;
  code?: string;
  message?: string;
  type?: string;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

function isFailed(body: unknown): body is FailedBody {
  return !!body && typeof body === 'object' && (body as { failed?: unknown }).failed === true;
}

/** Builds a query string from `query`, leaving out empty values (SPEC.md section 5). */
export function buildQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanQuery(query))) {
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Fills a path template with the current tenant: its tenant form (`[/{tenantId}]` becomes
 * `/{id}`) when tenant mode is on and the role is tenant-scoped, its site form otherwise
 * (`tenantForm`); `{tenantId}` and `{organizationId}` always become the current tenant id.
 */
export function resolvePath(template: string): string {
  const tenantId = context.tenantId();
  const scoped = appConfig().tenantMode && context.tenantScoped() && tenantId !== undefined;
  return tenantForm(template, scoped, tenantId ?? '');
}

/** The absolute URL of an API path: absolute URLs pass through, others go to the API host. */
export function apiUrl(path: string, query?: Query): string {
  const resolved = resolvePath(path);
  const base = /^https?:\/\//.test(resolved) ? resolved : `${appConfig().apiHost}${resolved}`;
  return `${base}${buildQuery(query)}`;
}

let requestCounter = 0;

function requestId(): string {
  requestCounter += 1;
  return `${Date.now().toString(36)}-${requestCounter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function passesThrough(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams
  );
}

async function readBody(
  response: Response,
  type: RequestOptions['responseType'],
): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text' || !text) return text || undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one request client (SPEC.md section 7): bearer token (held in memory, see `token.ts`; a
 * cookie never authenticates an API call), credentials, no-cache headers, JSON
 * bodies, 204 as empty, empty query values dropped, tenant path segment, errors by status.
 * Resolves with the answer's body; rejects with {@link HttpError}, {@link BusinessError} or
 * {@link NetworkError}.
 */
export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return pending(send<T>(path, options));
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', query, body, responseType } = options;
  const url = apiUrl(path, query);
  const headers: Record<string, string> = {
    Pragma: 'no-cache',
    'Cache-Control': 'no-cache',
    'H-Request-Id': requestId(),
    ...options.headers,
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `bearer ${token}`;
  const menuId = context.menuId();
  if (menuId !== undefined) headers['H-Menu-Id'] = String(menuId);

  let payload: BodyInit | undefined;
  if (body !== undefined && method !== 'GET') {
    if (passesThrough(body)) payload = body;
    else {
      payload = JSON.stringify(body);
      headers['Content-Type'] = 'application/json; charset=utf-8';
    }
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      cache: 'no-store',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof TypeError) throw new NetworkError(error);
    throw error;
  }
  // A refusal is HZERO's JSON whatever the caller expected (a file, a text): read it as such.
  const ok = response.status >= 200 && response.status <= 299;
  const data = await readBody(response, ok ? responseType : undefined);
  if (response.status < 200 || response.status > 299)
    throw new HttpError(response.status, data, url);
  if (isFailed(data)) throw new BusinessError(data);
  return data as T;
}

/**
 * The absolute URL of an API path for what cannot send a header (an EventSource, a download
 * link): a ticket for the resolved path (`POST /oauth/tickets`, valid for 60 s) goes in the
 * `ticket` query parameter instead of the token.
 */
export async function ticketUrl(path: string, query?: Query): Promise<string> {
  const resolved = resolvePath(path);
  const { ticket } = await request<{ ticket: string }>('/oauth/tickets', {
    method: 'POST',
    body: { path: resolved },
  });
  return apiUrl(resolved, { ...query, ticket });
}
