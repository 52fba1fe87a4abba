/**
 * One-time demo data of the sequencing portal in NOVO-LAB: the customer team (the demo
 * manager and member), products of every kind, projects in different states with their
 * orders, allocation of two projects to the member, batches in different states with samples,
 * shipping, QC results (one Risk waiting for the customer's decision), status history and a
 * QC report file. Recorded in `seed_history`; written after the demo seed has run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './database';
import { DEMO_SEED_NAME, DEMO_TENANTS } from './seed';

/** Name under which the portal demo data is recorded in `seed_history`. */
export const PORTAL_SEED_NAME = 'demo-portal';

/** Fixed ids of the demo portal data the tests and README refer to. */
export const PORTAL_DEMO = {
  teamId: 1,
  managerId: 4,
  memberId: 5,
  /** Allocated to the member. */
  memberProjects: [1, 2],
  products: { wgs: 1, rnaSeq: 2, library: 3, proteomics: 4 },
} as const;

const DAY = 24 * 3600 * 1000;

/** Directory of uploaded files inside the data directory. */
export function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

type Row = Record<string, string | number | null>;

function dnaRow(rowNo: number, name: string, concentration: string, volume: string): Row {
  return {
    rowNo,
    sampleName: name,
    sampleType: 'DNA',
    species: 'Zea mays',
    concentration,
    volume,
    buffer: 'TE',
    a260280: '1.85',
    a260230: '2.05',
  };
}

function rnaRow(rowNo: number, name: string, rin: string): Row {
  return {
    rowNo,
    sampleName: name,
    sampleType: 'RNA',
    species: 'Mus musculus',
    concentration: '120',
    volume: '30',
    buffer: 'Water',
    a260280: '2.01',
    a260230: '2.10',
    rin,
  };
}

function libraryRow(rowNo: number, name: string, i7: string, i5: string): Row {
  return {
    rowNo,
    sampleName: name,
    sampleType: 'Library',
    species: 'Homo sapiens',
    concentration: '8.5',
    volume: '25',
    buffer: 'Tris-HCl',
    indexType: 'Dual',
    i7,
    i5,
    insertSize: '350',
    dataAmount: '30',
  };
}

function msRow(rowNo: number, name: string): Row {
  return {
    rowNo,
    sampleName: name,
    sampleType: 'Protein',
    species: 'Homo sapiens',
    concentration: '500',
    volume: '50',
    buffer: 'Other',
    sampleForm: 'Liquid',
    quantity: '100',
    detergent: '0.1% SDS',
  };
}

function totalOf(row: Row): string | null {
  const c = Number(row.concentration);
  const v = Number(row.volume);
  if (!Number.isFinite(c) || !Number.isFinite(v)) return null;
  // Seed values have at most 2 decimals each, so the product is exact in 3 decimals.
  return String(Math.round(c * v) / 1000);
}

/** Options of {@link seedPortalDemoData}. */
export interface PortalSeedOptions {
  now: number;
  /** Data directory (the seeded QC report is written under `files/`). */
  dataDir: string;
}

/** Writes the portal demo data once; true when written now. */
export function seedPortalDemoData(db: Db, options: PortalSeedOptions): boolean {
  const { now, dataDir } = options;
  const tenantId = DEMO_TENANTS.NOVO_LAB;
  const due = (): boolean =>
    !db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(PORTAL_SEED_NAME) &&
    Boolean(db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(DEMO_SEED_NAME)) &&
    Boolean(db.prepare('SELECT 1 FROM users WHERE id = ?').get(PORTAL_DEMO.managerId));
  if (!due()) return false;
  const ago = (days: number): number => now - days * DAY;

  return db
    .transaction(() => {
      if (!due()) return false;
      db.prepare(
        `INSERT INTO portal_teams (team_id, tenant_id, team_code, team_name, creation_date,
         last_update_date) VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(PORTAL_DEMO.teamId, tenantId, 'NOVO-GENOMICS', 'Novo Lab Genomics Group', now, now);
      const member = db.prepare(
        `INSERT INTO portal_team_members (user_id, team_id, member_role, creation_date,
         last_update_date) VALUES (?, ?, ?, ?, ?)`,
      );
      member.run(PORTAL_DEMO.managerId, PORTAL_DEMO.teamId, 'manager', now, now);
      member.run(PORTAL_DEMO.memberId, PORTAL_DEMO.teamId, 'member', now, now);
      // The invited account joins the team as a member once activated.
      if (db.prepare('SELECT 1 FROM users WHERE id = 6').get()) {
        member.run(6, PORTAL_DEMO.teamId, 'member', now, now);
      }

      const product = db.prepare(
        `INSERT INTO portal_products (product_id, tenant_id, product_code, product_name, kind,
         sample_types, description, turnaround_days, creation_date, last_update_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const products: [number, string, string, string, string[], string, number][] = [
        [
          1,
          'WGS-DNA',
          'Whole Genome Sequencing',
          'DNA',
          ['DNA', 'Tissue', 'Cells', 'Blood'],
          'PE150 whole genome resequencing from genomic DNA or source material.',
          30,
        ],
        [
          2,
          'RNA-SEQ',
          'Transcriptome Sequencing (RNA-seq)',
          'RNA',
          ['RNA', 'Tissue', 'Cells'],
          'Poly-A enriched mRNA library and PE150 sequencing.',
          25,
        ],
        [
          3,
          'LIB-SEQ',
          'Sequencing of Ready Libraries',
          'LIBRARY',
          ['Library'],
          'Sequencing of customer-built, indexed libraries.',
          10,
        ],
        [
          4,
          'MS-PROT',
          'Mass Spectrometry Proteomics',
          'MS',
          ['Protein', 'Metabolite'],
          'Label-free quantitative proteomics and metabolomics by LC-MS/MS.',
          35,
        ],
      ];
      for (const [id, code, name, kind, types, description, days] of products) {
        product.run(
          id,
          tenantId,
          code,
          name,
          kind,
          JSON.stringify(types),
          description,
          days,
          now,
          now,
        );
      }

      const project = db.prepare(
        `INSERT INTO portal_projects (project_id, tenant_id, team_id, project_code, project_name,
         product_id, status, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const history = db.prepare(
        `INSERT INTO portal_status_history (entity, entity_id, status, changed_by, changed_date,
         comment, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const PROJECT_FLOW = [
        'Created',
        'SamplesReceived',
        'LibraryPrep',
        'Sequencing',
        'Analysis',
        'DataReleased',
        'Completed',
      ];
      const projects: [number, string, string, number, string, number][] = [
        [1, 'NL-P2024001', 'Maize cultivar resequencing', 1, 'Sequencing', 60],
        [2, 'NL-P2024002', 'Mouse liver transcriptome', 2, 'Created', 20],
        [3, 'NL-P2024003', 'Tumour panel libraries', 3, 'Completed', 120],
        [4, 'NL-P2024004', 'Serum proteomics pilot', 4, 'Analysis', 90],
        [5, 'NL-P2024005', 'Zebrafish genome survey', 1, 'SamplesReceived', 40],
      ];
      for (const [id, code, name, productId, status, days] of projects) {
        project.run(
          id,
          tenantId,
          PORTAL_DEMO.teamId,
          code,
          name,
          productId,
          status,
          ago(days),
          now,
        );
        const last = PROJECT_FLOW.indexOf(status);
        PROJECT_FLOW.slice(0, last + 1).forEach((step, index) => {
          const at = ago(days) + index * 3 * DAY;
          history.run('project', id, step, 3, at, index === 0 ? 'Project created' : null, at, at);
        });
      }
      const allocate = db.prepare(
        `INSERT INTO portal_project_members (project_id, user_id, allocated_by, creation_date,
         last_update_date) VALUES (?, ?, ?, ?, ?)`,
      );
      for (const projectId of PORTAL_DEMO.memberProjects) {
        allocate.run(projectId, PORTAL_DEMO.memberId, PORTAL_DEMO.managerId, ago(15), ago(15));
      }

      const order = db.prepare(
        `INSERT INTO portal_orders (tenant_id, project_id, order_code, type, status, sample_count,
         creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      order.run(tenantId, 1, 'SO-2024001', 'sequencing', 'InProgress', 3, ago(58), now);
      order.run(tenantId, 1, 'LO-2024001', 'libprep', 'Completed', 3, ago(58), now);
      order.run(tenantId, 2, 'SO-2024002', 'sequencing', 'Created', 2, ago(19), now);
      order.run(tenantId, 3, 'SO-2024003', 'sequencing', 'Completed', 2, ago(118), now);
      order.run(tenantId, 4, 'SO-2024004', 'sequencing', 'InProgress', 1, ago(88), now);
      order.run(tenantId, 5, 'LO-2024005', 'libprep', 'InProgress', 2, ago(38), now);

      const batch = db.prepare(
        `INSERT INTO portal_batches (batch_id, tenant_id, team_id, project_id, product_id,
         batch_code, status, step, rows_json, submitted_date, return_reason, created_by,
         creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const sample = db.prepare(
        `INSERT INTO portal_samples (sample_id, batch_id, row_no, sample_name, sample_type,
         row_json, total_amount, arrived, qc_verdict, creation_date, last_update_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const shipping = db.prepare(
        `INSERT INTO portal_shipping (batch_id, courier, tracking_no, shipping_date, box_count,
         storage, sender_contact, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const qc = db.prepare(
        `INSERT INTO portal_qc_results (batch_id, sample_id, verdict, concentration, volume, rin,
         note, report_file_url, recorded_by, creation_date, last_update_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      let sampleId = 0;
      const BATCH_FLOW = ['Draft', 'Submitted', 'Shipped', 'Received', 'QcDone', 'InProgress'];
      const addBatch = (
        id: number,
        projectId: number | null,
        productId: number,
        status: string,
        rows: Row[],
        days: number,
        createdBy: number,
        extra: { verdicts?: string[]; returnReason?: string; flow?: string[] } = {},
      ): number[] => {
        const code = `SB-2024${String(id).padStart(3, '0')}`;
        const submitted = status === 'Draft' ? null : ago(days - 1);
        batch.run(
          id,
          tenantId,
          PORTAL_DEMO.teamId,
          projectId,
          productId,
          code,
          status,
          status === 'Draft' || status === 'Returned' ? 1 : 3,
          JSON.stringify(rows),
          submitted,
          extra.returnReason ?? null,
          createdBy,
          ago(days),
          now,
        );
        const flow = extra.flow ?? BATCH_FLOW.slice(0, BATCH_FLOW.indexOf(status) + 1);
        flow.forEach((step, index) => {
          const at = ago(days) + index * DAY;
          const comment = step === 'Returned' ? (extra.returnReason ?? null) : null;
          history.run('batch', id, step, step === 'Draft' ? createdBy : 3, at, comment, at, at);
        });
        const ids: number[] = [];
        if (status === 'Draft') return ids;
        rows.forEach((row, index) => {
          sampleId += 1;
          const verdict = extra.verdicts?.[index] ?? 'Pending';
          const arrived = ['Received', 'QcDone', 'InProgress', 'Completed'].includes(status)
            ? 1
            : null;
          sample.run(
            sampleId,
            id,
            row.rowNo,
            row.sampleName,
            row.sampleType,
            JSON.stringify(row),
            totalOf(row),
            arrived,
            verdict,
            ago(days),
            now,
          );
          ids.push(sampleId);
        });
        if (status !== 'Draft' && status !== 'Submitted' && status !== 'Returned') {
          shipping.run(
            id,
            'SF Express',
            `SF${1000000 + id}`,
            new Date(ago(days - 1)).toISOString().slice(0, 10),
            1,
            'Dry ice',
            'Mia Manager, +49 30 0000 0000',
            now,
            now,
          );
        }
        return ids;
      };

      // Maize WGS: QC done, one Risk waiting for the customer's decision.
      const maize = addBatch(
        1,
        1,
        1,
        'QcDone',
        [
          dnaRow(1, 'MZ-01', '85.5', '50'),
          dnaRow(2, 'MZ-02', '42', '40'),
          dnaRow(3, 'MZ-03', '12.25', '30'),
        ],
        55,
        PORTAL_DEMO.managerId,
        { verdicts: ['Pass', 'Pass', 'Risk'] },
      );
      const reportUrl = '/portal-qc/reports/seed-qc-report-sb-2024001.csv';
      qc.run(1, maize[0], 'Pass', '84.1', '48', null, null, reportUrl, 3, ago(50), ago(50));
      qc.run(1, maize[1], 'Pass', '40.7', '39', null, null, reportUrl, 3, ago(50), ago(50));
      qc.run(
        1,
        maize[2],
        'Risk',
        '11.9',
        '28',
        null,
        'Total amount below the 0.5 ug the library needs; a library can be built with a lower yield.',
        reportUrl,
        3,
        ago(50),
        ago(50),
      );

      // Mouse RNA-seq: submitted and waiting for shipment; a second sheet still a draft.
      addBatch(
        2,
        2,
        2,
        'Submitted',
        [rnaRow(1, 'LIV-A1', '8.2'), rnaRow(2, 'LIV-A2', '7.6')],
        12,
        PORTAL_DEMO.memberId,
      );
      shipping.run(2, 'DHL', 'DHL7788990011', null, 1, 'Dry ice', 'Max Member', now, now);
      addBatch(
        3,
        2,
        2,
        'Draft',
        [rnaRow(1, 'LIV-B1', '6.4'), { rowNo: 2, sampleName: 'LIV-B2' }],
        2,
        PORTAL_DEMO.memberId,
      );

      // Tumour libraries: all done.
      addBatch(
        4,
        3,
        3,
        'Completed',
        [
          libraryRow(1, 'LIB-T01', 'ATCACG', 'AGATCTCG'),
          libraryRow(2, 'LIB-T02', 'CGATGT', 'AGATCTCG'),
        ],
        115,
        PORTAL_DEMO.managerId,
        {
          verdicts: ['Pass', 'Pass'],
          flow: [...BATCH_FLOW, 'Completed'],
        },
      );

      // Serum proteomics: returned to the customer for a fix.
      addBatch(5, 4, 4, 'Returned', [msRow(1, 'SER-01')], 85, PORTAL_DEMO.managerId, {
        returnReason: 'Please give the detergent concentration used in the lysis buffer.',
        flow: ['Draft', 'Submitted', 'Returned'],
      });

      // Zebrafish: samples received, QC pending.
      addBatch(
        6,
        5,
        1,
        'Received',
        [dnaRow(1, 'ZF-01', '150', '40'), dnaRow(2, 'ZF-02', '132.5', '40')],
        35,
        PORTAL_DEMO.managerId,
      );

      // The QC report of the maize batch, readable by the team and staff.
      const storageKey = 'seed-qc-report-sb-2024001.csv';
      const content =
        'sample,verdict,concentration,volume\nMZ-01,Pass,84.1,48\nMZ-02,Pass,40.7,39\nMZ-03,Risk,11.9,28\n';
      mkdirSync(filesDir(dataDir), { recursive: true });
      writeFileSync(path.join(filesDir(dataDir), storageKey), content);
      db.prepare(
        `INSERT INTO portal_files (tenant_id, team_id, uploaded_by, bucket, directory, file_name,
         file_url, storage_key, content_type, size, creation_date, last_update_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        tenantId,
        PORTAL_DEMO.teamId,
        3,
        'portal-qc',
        'reports',
        'qc-report-SB-2024001.csv',
        reportUrl,
        storageKey,
        'text/csv',
        Buffer.byteLength(content),
        ago(50),
        ago(50),
      );

      db.prepare('INSERT INTO seed_history (name, applied_at) VALUES (?, ?)').run(
        PORTAL_SEED_NAME,
        now,
      );
      return true;
    })
    .immediate();
}
