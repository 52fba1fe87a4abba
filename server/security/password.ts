/**
 * Password hashing with scrypt (node:crypto); the rules a password must meet are the tenant's
 * password policy (server/services/passwordPolicy.ts).
 * Stored form: `scrypt$N$r$p$<salt base64>$<hash base64>`.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLEL = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function encode(salt: Buffer, hash: Buffer): string {
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLEL,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

/** Hashes a password synchronously (seeding, scripts). */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLEL,
  });
  return encode(salt, hash);
}

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password without blocking the event loop. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scryptAsync(password.normalize('NFC'), salt, KEY_LENGTH, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLEL,
  });
  return encode(salt, hash);
}

/** A well-formed hash of a random secret, checked against when the account is unknown. */
const DUMMY_HASH = hashPasswordSync(randomBytes(18).toString('base64'));

/**
 * Checks `password` against a stored hash in constant time. A null or malformed hash
 * still costs one scrypt run so that unknown accounts cannot be told apart by timing.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  const [scheme, n, r, p, saltText, hashText] = parts;
  const wellFormed =
    parts.length === 6 && scheme === 'scrypt' && saltText !== undefined && hashText !== undefined;
  const [useN, useR, useP, useSalt, useHash] = wellFormed
    ? [
        Number(n),
        Number(r),
        Number(p),
        Buffer.from(saltText, 'base64'),
        Buffer.from(hashText, 'base64'),
      ]
    : [COST, BLOCK_SIZE, PARALLEL, randomBytes(SALT_BYTES), randomBytes(KEY_LENGTH)];
  const actual = await scryptAsync(password.normalize('NFC'), useSalt, useHash.length, {
    N: useN,
    r: useR,
    p: useP,
  });
  return stored !== null && wellFormed && timingSafeEqual(actual, useHash);
}
