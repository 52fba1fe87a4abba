/**
 * Demo data: applied once, and only to an empty database. The accounts below are listed in
 * the README and used by the browser tests.
 */
import { hashPasswordSync } from '../security/password';
import { hashToken, newToken } from '../security/tokens';
import type { Db, DbLogger } from './database';

/** A demo account that can sign in. */
export interface DemoAccount {
  /** Login name. */
  loginName: string;
  /** Plain password (demo only). */
  password: string;
  /** What the account is for. */
  description: string;
}

/** Demo accounts with their passwords. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    loginName: 'admin',
    password: 'Admin12345',
    description: 'Site administrator (role administrator, level site, tenant HZERO)',
  },
  {
    loginName: 'tenant.admin',
    password: 'Tenant12345',
    description:
      'Tenant administrator of NOVO-LAB (roles tenant administrator and operator, to switch between)',
  },
  {
    loginName: 'operator',
    password: 'Operator123',
    description: 'Operator in two tenants: NOVO-LAB (default) and GENE-BJ (role operator)',
  },
  {
    loginName: 'manager@lab.example',
    password: 'Manager123',
    description: 'Customer team manager in NOVO-LAB (role portal.manager)',
  },
  {
    loginName: 'member@lab.example',
    password: 'Member123',
    description: 'Customer team member in NOVO-LAB (role portal.member)',
  },
];

/** The invited account: it has no password until activated with the link from the log. */
export const DEMO_INVITED_ACCOUNT = {
  loginName: 'invited@lab.example',
  description:
    'Invited customer team member in NOVO-LAB; the activation link is written to the server log and the outbox table when the demo data is seeded',
} as const;

/** Fixed ids of the demo tenants. */
export const DEMO_TENANTS = { HZERO: 0, NOVO_LAB: 1, GENE_BJ: 2 } as const;

/** Name under which the demo seed is recorded in `seed_history`. */
export const DEMO_SEED_NAME = 'demo';

/** How long the seeded invitation stays valid. */
const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** What seeding did. */
export interface SeedResult {
  /** True when the demo data was written now. */
  seeded: boolean;
  /** The invited account's activation token (only when seeded now). */
  activationToken?: string;
}

/** Options of {@link seedDemoData}. */
export interface SeedOptions {
  /** Clock (epoch ms). */
  now: number;
  /** Logger for the activation link. */
  logger?: DbLogger;
  /** Public origin used in the activation link ('' for a relative link). */
  publicOrigin?: string;
}

interface UserSeed {
  id: number;
  loginName: string;
  realName: string;
  email: string;
  phone: string;
  language: string;
  timeZone: string;
  organizationId: number;
  password: string | null;
  status: 'Active' | 'Invited';
  roles: { roleId: number; tenantId: number }[];
}

function passwordOf(loginName: string): string {
  const account = DEMO_ACCOUNTS.find((item) => item.loginName === loginName);
  if (!account) throw new Error(`No demo password for ${loginName}`);
  return account.password;
}

const USERS: UserSeed[] = [
  {
    id: 1,
    loginName: 'admin',
    realName: 'Site Administrator',
    email: 'admin@hzero.example',
    phone: '13800000001',
    language: 'en_US',
    timeZone: 'GMT+8',
    organizationId: DEMO_TENANTS.HZERO,
    password: passwordOf('admin'),
    status: 'Active',
    roles: [{ roleId: 1, tenantId: DEMO_TENANTS.HZERO }],
  },
  {
    id: 2,
    loginName: 'tenant.admin',
    realName: 'Tina Tenant-Admin',
    email: 'tenant.admin@novo-lab.example',
    phone: '13800000002',
    language: 'en_US',
    timeZone: 'GMT+8',
    organizationId: DEMO_TENANTS.NOVO_LAB,
    password: passwordOf('tenant.admin'),
    status: 'Active',
    roles: [
      { roleId: 2, tenantId: DEMO_TENANTS.NOVO_LAB },
      { roleId: 3, tenantId: DEMO_TENANTS.NOVO_LAB },
    ],
  },
  {
    id: 3,
    loginName: 'operator',
    realName: 'Oliver Operator',
    email: 'operator@novo-lab.example',
    phone: '13800000003',
    language: 'zh_CN',
    timeZone: 'GMT+8',
    organizationId: DEMO_TENANTS.NOVO_LAB,
    password: passwordOf('operator'),
    status: 'Active',
    roles: [
      { roleId: 3, tenantId: DEMO_TENANTS.NOVO_LAB },
      { roleId: 4, tenantId: DEMO_TENANTS.GENE_BJ },
    ],
  },
  {
    id: 4,
    loginName: 'manager@lab.example',
    realName: 'Mia Manager',
    email: 'manager@lab.example',
    phone: '13800000004',
    language: 'en_US',
    timeZone: 'GMT+1',
    organizationId: DEMO_TENANTS.NOVO_LAB,
    password: passwordOf('manager@lab.example'),
    status: 'Active',
    roles: [{ roleId: 5, tenantId: DEMO_TENANTS.NOVO_LAB }],
  },
  {
    id: 5,
    loginName: 'member@lab.example',
    realName: 'Max Member',
    email: 'member@lab.example',
    phone: '13800000005',
    language: 'en_US',
    timeZone: 'GMT+1',
    organizationId: DEMO_TENANTS.NOVO_LAB,
    password: passwordOf('member@lab.example'),
    status: 'Active',
    roles: [{ roleId: 6, tenantId: DEMO_TENANTS.NOVO_LAB }],
  },
  {
    id: 6,
    loginName: DEMO_INVITED_ACCOUNT.loginName,
    realName: 'Ivy Invited',
    email: DEMO_INVITED_ACCOUNT.loginName,
    phone: '13800000006',
    language: 'en_US',
    timeZone: 'GMT+1',
    organizationId: DEMO_TENANTS.NOVO_LAB,
    password: null,
    status: 'Invited',
    roles: [{ roleId: 6, tenantId: DEMO_TENANTS.NOVO_LAB }],
  },
];

/** True when the database holds no tenants and no users. */
function isEmpty(db: Db): boolean {
  const row = db
    .prepare('SELECT (SELECT COUNT(*) FROM tenants) + (SELECT COUNT(*) FROM users) AS n')
    .get() as { n: number };
  return row.n === 0;
}

/**
 * Writes the demo data when the database is empty and the seed has never run, and records
 * the run in `seed_history`. Safe to call at every start.
 */
export function seedDemoData(db: Db, options: SeedOptions): SeedResult {
  const { now } = options;
  const due = (): boolean =>
    !db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(DEMO_SEED_NAME) && isEmpty(db);
  if (!due()) return { seeded: false };
  // Hash outside the transaction: scrypt is the slow part.
  const hashes = new Map(
    USERS.map((user) => [user.id, user.password ? hashPasswordSync(user.password) : null]),
  );
  const activationToken = newToken();

  const seeded = db
    .transaction(() => {
      // Checked again under the write lock: another process may have seeded meanwhile.
      if (!due()) return false;
      const tenant = db.prepare(
        'INSERT INTO tenants (id, tenant_num, tenant_name, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?)',
      );
      tenant.run(DEMO_TENANTS.HZERO, 'HZERO', 'HZERO Platform', now, now);
      tenant.run(DEMO_TENANTS.NOVO_LAB, 'NOVO-LAB', 'Novo Lab', now, now);
      tenant.run(DEMO_TENANTS.GENE_BJ, 'GENE-BJ', 'Gene Beijing', now, now);

      const role = db.prepare(
        'INSERT INTO roles (id, code, name, level, tenant_id, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      role.run(1, 'administrator', 'Site Administrator', 'site', DEMO_TENANTS.HZERO, now, now);
      role.run(2, 'tenant-admin', 'Tenant Administrator', 'organization', 1, now, now);
      role.run(3, 'operator', 'Operator', 'organization', DEMO_TENANTS.NOVO_LAB, now, now);
      role.run(4, 'operator', 'Operator', 'organization', DEMO_TENANTS.GENE_BJ, now, now);
      role.run(5, 'portal.manager', 'Customer Team Manager', 'organization', 1, now, now);
      role.run(6, 'portal.member', 'Customer Team Member', 'organization', 1, now, now);
      role.run(7, 'tenant-admin', 'Tenant Administrator', 'organization', 2, now, now);

      const user = db.prepare(`INSERT INTO users (id, login_name, real_name, email, phone, language,
      time_zone, organization_id, default_tenant_id, password_hash, status, creation_date,
      last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      const member = db.prepare(
        'INSERT INTO member_roles (user_id, role_id, tenant_id, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?)',
      );
      for (const u of USERS) {
        user.run(
          u.id,
          u.loginName,
          u.realName,
          u.email,
          u.phone,
          u.language,
          u.timeZone,
          u.organizationId,
          u.organizationId,
          hashes.get(u.id) ?? null,
          u.status,
          now,
          now,
        );
        for (const r of u.roles) member.run(u.id, r.roleId, r.tenantId, now, now);
      }

      const hierarchy = db.prepare(
        'INSERT INTO data_hierarchies (id, tenant_id, code, name, order_seq, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      const hierarchyValue = db.prepare(
        'INSERT INTO data_hierarchy_values (hierarchy_id, value, meaning, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?)',
      );
      hierarchy.run(1, DEMO_TENANTS.NOVO_LAB, 'COMPANY', 'Company', 10, now, now);
      hierarchyValue.run(1, 'NL-SH', 'Novo Lab Shanghai', now, now);
      hierarchyValue.run(1, 'NL-TJ', 'Novo Lab Tianjin', now, now);
      hierarchy.run(2, DEMO_TENANTS.GENE_BJ, 'COMPANY', 'Company', 10, now, now);
      hierarchyValue.run(2, 'GB-HQ', 'Gene Beijing Headquarters', now, now);

      const continent = db.prepare(
        'INSERT INTO continents (continent_code, continent_name, host, order_seq, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?)',
      );
      continent.run('ASIA', 'Asia', 'https://asia.portal.example.com', 10, now, now);
      continent.run('EUROPE', 'Europe', 'https://europe.portal.example.com', 20, now, now);
      continent.run('AMERICAS', 'Americas', 'https://americas.portal.example.com', 30, now, now);

      // The contact cards are the demo rows of hfaq/contact-us.

      db.prepare(
        `INSERT INTO release_notices (id, tenant_id, version, title, content, release_date,
        creation_date, last_update_date) VALUES (?, NULL, ?, ?, ?, ?, ?, ?)`,
      ).run(
        1,
        '1.0.0',
        'Welcome to the new customer portal',
        'Track projects, submit samples and follow quotations and payments in one place.',
        now,
        now,
        now,
      );

      const invited = USERS.find((u) => u.status === 'Invited');
      if (invited) {
        db.prepare(
          `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at, creation_date,
          last_update_date) VALUES (?, ?, 'activate-account', ?, ?, ?)`,
        ).run(hashToken(activationToken), invited.id, now + INVITATION_TTL_MS, now, now);
        const link = `${options.publicOrigin ?? ''}/pub/activate-account?token=${activationToken}`;
        db.prepare(
          'INSERT INTO outbox (recipient, subject, body, creation_date, last_update_date) VALUES (?, ?, ?, ?, ?)',
        ).run(
          invited.email,
          'You are invited to the customer portal',
          `Activate your account within 7 days: ${link}`,
          now,
          now,
        );
        options.logger?.info(
          { to: invited.email, link },
          'Demo invitation: open this link to activate the invited account',
        );
      }

      db.prepare('INSERT INTO seed_history (name, applied_at) VALUES (?, ?)').run(
        DEMO_SEED_NAME,
        now,
      );
      return true;
    })
    .immediate();
  return seeded ? { seeded: true, activationToken } : { seeded: false };
}
