import type { Language } from '../../../../domain/engine/text';
import type { AppContext } from '../../../context';
import type { Engine } from '../../../engine/service';

/** Name of the demo import history in `seed_history`. */
const DEMO_SEED_NAME = 'demo-himp';

/**
 * The demo's import history, once (recorded in `seed_history`): a checked upload of the
 * countries template by the demo tenant's administrator, one row valid and one in error.
 */
export function seedImportDemo(ctx: AppContext, engine: Engine): void {
  const { db } = ctx;
  if (!db.prepare("SELECT 1 FROM seed_history WHERE name = 'demo'").get()) return;
  if (db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(DEMO_SEED_NAME)) return;
  const owner = db
    .prepare(
      `SELECT u.id AS userId, h.template_id AS templateId, h.tenant_id AS tenantId
       FROM users u, himp_template_header h
       WHERE u.login_name = 'tenant.admin' AND h.template_code = 'COUNTRY_IMPORT' AND h.tenant_id = 1`,
    )
    .get() as { userId: number; templateId: number; tenantId: number } | undefined;
  const now = ctx.now();
  db.transaction(() => {
    db.prepare('INSERT INTO seed_history (name, applied_at) VALUES (?, ?)').run(
      DEMO_SEED_NAME,
      now,
    );
    if (!owner) return;
    const batch = db
      .prepare(
        `INSERT INTO himp_import_batch (tenant_id, user_id, login_name, template_id,
           template_code, template_name, target_resource, batch, file_name, file_size, status,
           total_count, valid_count, error_count, processed_count, uploaded_at, creation_date,
           last_update_date)
         VALUES (?, ?, 'tenant.admin', ?, 'COUNTRY_IMPORT', 'Countries', 'hpfm/country',
           '20260101-000000000001', 'countries.xlsx', 6144, 'CHECKED', 2, 1, 1, 2, ?, ?, ?)`,
      )
      .run(owner.tenantId, owner.userId, owner.templateId, now, now, now);
    const importId = Number(batch.lastInsertRowid);
    const row = db.prepare(
      `INSERT INTO himp_import_row (tenant_id, import_id, row_number, data_json, data_text,
         data_status, info, creation_date, last_update_date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    row.run(
      owner.tenantId,
      importId,
      2,
      JSON.stringify({ countryCode: 'LU', countryName: 'Luxembourg', quickIndex: 'lsb' }),
      'Country code: LU · Country name: Luxembourg · Quick index: lsb',
      'VALID',
      '',
      now,
      now,
    );
    const error = row.run(
      owner.tenantId,
      importId,
      3,
      JSON.stringify({ countryCode: 'lux', countryName: 'Luxembourg', quickIndex: '' }),
      'Country code: lux · Country name: Luxembourg',
      'ERROR',
      'Country code: 2 or 3 uppercase letters, e.g. CN',
      now,
      now,
    );
    const resource = engine.resource('himp/import-row');
    const id = Number(error.lastInsertRowid);
    const scope = { tenantId: owner.tenantId, lang: 'en_US' as Language };
    engine.store.translate(
      resource,
      scope,
      id,
      'info',
      'zh_CN',
      '国家代码：2 到 3 个大写字母，例如 CN',
      engine.token(resource, id),
      now,
    );
  })();
}
