import type { APIRequestContext } from 'playwright-core';
import JSEncrypt from 'jsencrypt';

/** The demo tenant (NOVO-LAB) the portal's customers and staff work in. */
export const PORTAL_TENANT = 1;

/** Signs in through the portal's JSON endpoint (password RSA-encrypted) and returns the token. */
export async function apiSignIn(
  request: APIRequestContext,
  login: string,
  password: string,
): Promise<string> {
  const key = await request.get('/hpfm/v1/tool/pass/public-key');
  const { publicKey } = (await key.json()) as { publicKey: string };
  const encrypt = new JSEncrypt();
  encrypt.setPublicKey(publicKey);
  const cipher = encrypt.encrypt(password);
  if (cipher === false) throw new Error('jsencrypt could not encrypt the password');
  const res = await request.post('/oauth/public/login', {
    data: { username: login, password: cipher },
  });
  const body = (await res.json()) as { access_token?: string; message?: string };
  if (!body.access_token) throw new Error(`Sign-in of ${login} failed: ${body.message}`);
  return body.access_token;
}

/** Calls the API with a bearer token; throws on an HTTP error or a failed answer. */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    data,
    headers: { Authorization: `bearer ${token}` },
  });
  const body = (await res.json()) as T & { failed?: boolean; message?: string };
  if (!res.ok() || body.failed) {
    throw new Error(`${method} ${path} failed (${res.status()}): ${JSON.stringify(body)}`);
  }
  return body;
}
