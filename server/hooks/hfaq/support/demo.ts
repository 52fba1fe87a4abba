/**
 * The customer service's demo data, written after the portal's (it names its team, users and
 * projects): the stored files behind the demo's released data files (`DEMO_DATA_FILES` of
 * `hfaq/data-file`, whose demo rows name them; their size and checksum are computed from
 * them), and what the demo customers told the service (feedback, project scores), which
 * customers write and so has no demo rows of its own.
 */
import { DATA_FILE_BUCKET, DEMO_DATA_FILES } from '../../../../domain/resources/hfaq/data-file';
import type { Db } from '../../../db/database';
import { storeDemoFile } from '../../../db/demoFiles';
import { PORTAL_SEED_NAME } from '../../../db/portalSeed';
import { DEMO_TENANTS } from '../../../db/seed';

/** Name under which the customers' demo feedback and scores are recorded in `seed_history`. */
export const SERVICE_SEED_NAME = 'demo-service';

const DAY = 24 * 3600 * 1000;

/** Writes the demo data that is missing (after the portal's demo data only). */
export function seedServiceDemo(db: Db, options: { now: number; dataDir: string }): void {
  if (!db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(PORTAL_SEED_NAME)) return;
  seedDataFiles(db, options);
  db.transaction(() => {
    if (db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(SERVICE_SEED_NAME)) return;
    seedCustomersSay(db, options.now);
    db.prepare('INSERT INTO seed_history (name, applied_at) VALUES (?, ?)').run(
      SERVICE_SEED_NAME,
      options.now,
    );
  }).immediate();
}

/** The demo customers' feedback (one answered) and their scores of two projects. */
function seedCustomersSay(db: Db, now: number): void {
  const tenant = DEMO_TENANTS.NOVO_LAB;
  const feedback = db.prepare(
    `INSERT INTO hfaq_feedback (tenant_id, team_id, user_id, customer_name, team_name, category,
       subject, content, status, reply, replied_by, replied_date, creation_date,
       last_update_date) VALUES (?, 1, ?, ?, 'Novo Lab Genomics Group', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  feedback.run(
    tenant,
    4,
    'Mia Manager',
    'SUGGESTION',
    'Download all files of a project at once',
    'It would help to download every released file of a project as one archive.',
    'OPEN',
    null,
    null,
    null,
    now - 2 * DAY,
    now - 2 * DAY,
  );
  feedback.run(
    tenant,
    5,
    'Max Member',
    'QUESTION',
    'Which courier do you recommend?',
    'We ship from Tianjin; which courier keeps dry ice best?',
    'REPLIED',
    'We recommend SF Express cold chain; please add enough dry ice for 48 hours.',
    2,
    now - 5 * DAY,
    now - 6 * DAY,
    now - 5 * DAY,
  );
  const score = db.prepare(
    `INSERT INTO hfaq_project_score (tenant_id, team_id, project_id, user_id, project_code,
       customer_name, score, comment, creation_date, last_update_date)
     VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  score.run(
    tenant,
    3,
    4,
    'NL-P2024003',
    'Mia Manager',
    5,
    'Fast and clear reports',
    now - 40 * DAY,
    now - 40 * DAY,
  );
  score.run(
    tenant,
    1,
    5,
    'NL-P2024001',
    'Max Member',
    4,
    'Good data, QC took a while',
    now - 3 * DAY,
    now - 3 * DAY,
  );
}

/** Writes the demo data files that are missing. */
function seedDataFiles(db: Db, options: { now: number; dataDir: string }): void {
  for (const file of DEMO_DATA_FILES) {
    const segments = file.url.split('/').filter(Boolean);
    const name = segments.at(-1) ?? 'file';
    storeDemoFile(
      db,
      options.dataDir,
      {
        tenantId: DEMO_TENANTS.NOVO_LAB,
        bucket: DATA_FILE_BUCKET,
        directory: segments.slice(1, -1).join('/'),
        name,
        url: file.url,
        contentType: name.endsWith('.csv') ? 'text/csv' : 'text/plain',
        content: () => Buffer.from(file.text, 'utf8'),
      },
      options.now,
    );
  }
}
