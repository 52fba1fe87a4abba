/** Secrets generated once and kept in `server_settings` so they survive restarts. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { generateRsaKeys, loadRsaKeys, type RsaKeys } from './rsa';

function getOrCreateSetting(db: Db, key: string, create: () => string, now: number): string {
  return db
    .transaction(() => {
      const row = db
        .prepare('SELECT setting_value AS value FROM server_settings WHERE setting_key = ?')
        .get(key) as { value: string } | undefined;
      if (row) return row.value;
      const value = create();
      db.prepare(
        `INSERT INTO server_settings (setting_key, setting_value, creation_date, last_update_date)
         VALUES (?, ?, ?, ?)`,
      ).run(key, value, now, now);
      return value;
    })
    .immediate();
}

/** The RSA key pair for password encryption, generated on first start. */
export function loadOrCreateRsaKeys(db: Db, now: number): RsaKeys {
  const pem = getOrCreateSetting(
    db,
    'password.rsa_private_key',
    () => generateRsaKeys().privateKeyPem,
    now,
  );
  return loadRsaKeys(pem);
}

/** The secret behind opaque row tokens (`_token`), generated on first start. */
export function loadOrCreateRowSecret(db: Db, now: number): Buffer {
  return Buffer.from(
    getOrCreateSetting(db, 'row_token.secret', () => randomBytes(32).toString('hex'), now),
    'hex',
  );
}
