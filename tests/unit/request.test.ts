import {
  BusinessError,
  HttpError,
  NetworkError,
  buildQuery,
  request,
  setRequestContext,
} from '../../app/services/request';
import { clearAccessToken, saveAccessToken } from '../../app/services/token';

interface FakeAnswer {
  status?: number;
  body?: string;
}

let calls: { url: string; init: RequestInit }[] = [];

function answer({ status = 200, body = '' }: FakeAnswer = {}) {
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return {
      status,
      text: async () => body,
      blob: async () => new Blob([body]),
    } as Response;
  });
}

function lastHeaders(): Record<string, string> {
  return calls[calls.length - 1]!.init.headers as Record<string, string>;
}

let tenant: { id: number | undefined; scoped: boolean } = { id: undefined, scoped: false };

beforeEach(() => {
  calls = [];
  tenant = { id: undefined, scoped: false };
  window.__APP_CONFIG__ = undefined;
  window.history.pushState({}, '', '/workplace');
  clearAccessToken();
  setRequestContext({
    tenantId: () => tenant.id,
    tenantScoped: () => tenant.scoped,
    menuId: () => undefined,
  });
  answer({ body: '{"ok":true}' });
});

describe('request', () => {
  it('sends the bearer token the page holds in memory', async () => {
    saveAccessToken('memory-token');
    await request('/iam/hzero/v1/users/self');
    expect(lastHeaders().Authorization).toBe('bearer memory-token');
  });

  it('takes the token from the access_token query on /private pages', async () => {
    saveAccessToken('memory-token');
    window.history.pushState({}, '', '/private/report?access_token=query-token');
    await request('/hrpt/v1/reports');
    expect(lastHeaders().Authorization).toBe('bearer query-token');
  });

  it('ignores the access_token query outside /private', async () => {
    window.history.pushState({}, '', '/workplace?access_token=query-token');
    await request('/iam/hzero/v1/users/self');
    expect(lastHeaders().Authorization).toBeUndefined();
  });

  it('includes credentials and sends no-cache headers and a fresh request id', async () => {
    await request('/a');
    const first = lastHeaders()['H-Request-Id'];
    await request('/a');
    expect(calls[1]!.init.credentials).toBe('include');
    expect(lastHeaders()).toMatchObject({ Pragma: 'no-cache', 'Cache-Control': 'no-cache' });
    expect(lastHeaders()['H-Request-Id']).toBeTruthy();
    expect(lastHeaders()['H-Request-Id']).not.toBe(first);
  });

  it('sends the active tab menu id as H-Menu-Id', async () => {
    setRequestContext({ tenantId: () => undefined, tenantScoped: () => false, menuId: () => 42 });
    await request('/a');
    expect(lastHeaders()['H-Menu-Id']).toBe('42');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)(
    'sends a JSON body with %s',
    async (method) => {
      await request('/hpfm/v1/things', { method, body: { name: 'x', list: [1] } });
      expect(calls[0]!.init.method).toBe(method);
      expect(calls[0]!.init.body).toBe('{"name":"x","list":[1]}');
      expect(lastHeaders()['Content-Type']).toBe('application/json; charset=utf-8');
    },
  );

  it('passes FormData through untouched, with no JSON content type', async () => {
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'samples.csv');
    await request('/hfle/v1/files/multipart', { method: 'POST', body: form });
    expect(calls[0]!.init.body).toBe(form);
    expect(lastHeaders()['Content-Type']).toBeUndefined();
  });

  it('sends no body with GET', async () => {
    await request('/a', { body: { ignored: true } });
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('resolves a 204 answer as empty', async () => {
    answer({ status: 204 });
    await expect(request('/a', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('parses JSON answers and returns text answers as text', async () => {
    await expect(request('/a')).resolves.toEqual({ ok: true });
    answer({ body: 'plain words' });
    await expect(request('/a')).resolves.toBe('plain words');
  });

  it('drops empty values from the query and repeats array values', async () => {
    await request('/a', {
      query: {
        name: 'x',
        blank: '',
        none: null,
        missing: undefined,
        empty: [],
        ids: [1, 2],
        page: 0,
      },
    });
    expect(calls[0]!.url).toBe('/a?name=x&ids=1&ids=2&page=0');
  });

  it('uses the configured API host, so one build can talk to another gateway', async () => {
    window.__APP_CONFIG__ = { apiHost: 'https://gateway.example.com' };
    await request('/iam/hzero/v1/users/self');
    expect(calls[0]!.url).toBe('https://gateway.example.com/iam/hzero/v1/users/self');
  });

  it('leaves absolute URLs alone', async () => {
    await request('https://other.example.com/x');
    expect(calls[0]!.url).toBe('https://other.example.com/x');
  });

  it('adds the tenant segment for a tenant-scoped role in tenant mode', async () => {
    tenant = { id: 7, scoped: true };
    await request('/hpfm/v1[/{tenantId}]/lov-view/info', { query: { viewCode: 'V' } });
    expect(calls[0]!.url).toBe('/hpfm/v1/7/lov-view/info?viewCode=V');
  });

  it('leaves the tenant segment out for a site-level role', async () => {
    tenant = { id: 0, scoped: false };
    await request('/hpfm/v1[/{tenantId}]/lov-view/info');
    expect(calls[0]!.url).toBe('/hpfm/v1/lov-view/info');
  });

  it('leaves the tenant segment out when tenant mode is off', async () => {
    window.__APP_CONFIG__ = { tenantMode: false };
    tenant = { id: 7, scoped: true };
    await request('/hpfm/v1[/{tenantId}]/lov-view/info');
    expect(calls[0]!.url).toBe('/hpfm/v1/lov-view/info');
  });

  it('calls the site form of a path whose site address differs, the tenant form otherwise', async () => {
    const config = '/hpfm/v1[/{tenantId}/config|/config/{tenantId}]';
    tenant = { id: 0, scoped: false };
    await request(config);
    tenant = { id: 7, scoped: true };
    await request(config);
    expect(calls.map((c) => c.url)).toEqual(['/hpfm/v1/config/0', '/hpfm/v1/7/config']);
  });

  it('reads the tenant at every call, so a tenant switch is never stale', async () => {
    tenant = { id: 7, scoped: true };
    await request('/hmsg/v1/{tenantId}/messages/user/count');
    tenant = { id: 9, scoped: true };
    await request('/hmsg/v1/{tenantId}/messages/user/count');
    expect(calls.map((c) => c.url)).toEqual([
      '/hmsg/v1/7/messages/user/count',
      '/hmsg/v1/9/messages/user/count',
    ]);
  });

  it('raises an error named by the status, carrying the answer', async () => {
    answer({ status: 404, body: '{"failed":true,"message":"No such thing"}' });
    const error = await request('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ name: '404', status: 404, message: 'No such thing' });
  });

  it('raises on a 501 with the body the server sent', async () => {
    answer({ status: 501, body: 'Not implemented here' });
    await expect(request('/a')).rejects.toMatchObject({
      name: '501',
      body: 'Not implemented here',
    });
  });

  it('raises a business error for failed: true answers, keeping its type', async () => {
    answer({ body: '{"failed":true,"code":"hpfm.x","message":"Name taken","type":"warn"}' });
    const error = await request('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ message: 'Name taken', type: 'warn', code: 'hpfm.x' });
  });

  it('turns a fetch TypeError into a network error', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('/a')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('buildQuery', () => {
  it('is empty when nothing is left', () => {
    expect(buildQuery({ a: '', b: null })).toBe('');
  });
  it('encodes values', () => {
    expect(buildQuery({ q: 'a b&c' })).toBe('?q=a+b%26c');
  });
});
