/**
 * Secrets of write-only fields (passwords of data sources, mail accounts): AES-256-GCM under a
 * key derived from the server's row secret and the field, stored as `v1:<iv>:<tag>:<cipher>`
 * (base64url). The engine seals them on every write; a hook that must use one opens it.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { resourceKey, type ResourceDescription } from '../../domain/engine/resource';

const PREFIX = 'v1';

function keyOf(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`hpfm.secret:${purpose}`).digest();
}

/** What a write-only field's secret is sealed for: its resource and name. */
export function secretPurpose(
  resource: Pick<ResourceDescription, 'module' | 'name'>,
  field: string,
) {
  return `${resourceKey(resource)}.${field}`;
}

/** Encrypts `plain` for `purpose` (e.g. `datasource.password`). */
export function sealSecret(secret: Buffer, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** Decrypts what {@link sealSecret} wrote; undefined when it was not sealed with this secret. */
export function openSecret(secret: Buffer, purpose: string, sealed: string): string | undefined {
  const [prefix, iv, tag, body] = sealed.split(':');
  if (prefix !== PREFIX || !iv || !tag || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(secret, purpose),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
