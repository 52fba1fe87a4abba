/**
 * Field permissions (hiam `field/{roleId}/{permissionId}`): per role and API (a resource's query
 * permission), the fields its answers hide or keep read-only. A role has its own rules, those
 * of its parent roles and those of the enabled security groups assigned to any of them; the
 * strictest rule of a field wins (hidden over read-only).
 */
import type { Language } from '../../domain/engine/text';
import type { Db } from '../db/database';
import type { FieldRule } from '../engine/service';
import { ROLE_CHAIN, ROLE_GROUPS } from './permissions';

/** The rules a role (with its parent roles) has on the fields behind a permission code. */
export function fieldRulesOf(db: Db, roleId: number, code: string): Map<string, FieldRule> {
  const rows = db
    .prepare(
      `${ROLE_CHAIN}
       SELECT f.field_name AS name, f.rule FROM hiam_field_permissions f
       JOIN permissions p ON p.id = f.permission_id
       WHERE p.code = @code AND f.role_id IN (SELECT id FROM role_chain)
       UNION ALL
       SELECT af.field_name AS name, gf.rule FROM hiam_sec_grp_fields gf
       JOIN hiam_api_fields af ON af.id = gf.api_field_id
       WHERE af.permission_code = @code AND gf.sec_grp_id IN ${ROLE_GROUPS}`,
    )
    .all({ roleId, code }) as { name: string; rule: FieldRule }[];
  const rules = new Map<string, FieldRule>();
  for (const { name, rule } of rows) {
    if (rules.get(name) !== 'hidden') rules.set(name, rule);
  }
  return rules;
}

/**
 * The rules a role (with its parent roles) holds on the fields behind a permission code through
 * the enabled security groups assigned to them, by field, each with its group's name in `lang`.
 */
export function groupFieldRules(
  db: Db,
  roleId: number,
  code: string,
  lang: Language,
): Map<string, { group: string; rule: FieldRule }[]> {
  const rows = db
    .prepare(
      `${ROLE_CHAIN}
       SELECT af.field_name AS name, gf.rule, COALESCE(tl.value, g.name) AS "group"
       FROM hiam_sec_grp_fields gf
       JOIN hiam_api_fields af ON af.id = gf.api_field_id
       JOIN hiam_sec_grps g ON g.sec_grp_id = gf.sec_grp_id
       LEFT JOIN hpfm_multi_language tl ON tl.entity = 'hiam/security-group'
         AND tl.row_id = g.sec_grp_id AND tl.field_name = 'name' AND tl.lang = @lang
       WHERE af.permission_code = @code AND gf.sec_grp_id IN ${ROLE_GROUPS}
       ORDER BY g.code`,
    )
    .all({ roleId, code, lang }) as { name: string; rule: FieldRule; group: string }[];
  const rules = new Map<string, { group: string; rule: FieldRule }[]>();
  for (const { name, rule, group } of rows) {
    rules.set(name, [...(rules.get(name) ?? []), { group, rule }]);
  }
  return rules;
}

/** A role's own rules behind a permission (not its parents'), by field. */
export function ownFieldRules(
  db: Db,
  roleId: number,
  permissionId: number,
): Map<string, FieldRule> {
  const rows = db
    .prepare(
      'SELECT field_name AS name, rule FROM hiam_field_permissions WHERE role_id = ? AND permission_id = ?',
    )
    .all(roleId, permissionId) as { name: string; rule: FieldRule }[];
  return new Map(rows.map((row) => [row.name, row.rule]));
}

/** Replaces a role's own rules behind a permission. */
export function setFieldRules(
  db: Db,
  roleId: number,
  permissionId: number,
  rules: ReadonlyMap<string, FieldRule>,
  now: number,
): void {
  db.transaction(() => {
    db.prepare('DELETE FROM hiam_field_permissions WHERE role_id = ? AND permission_id = ?').run(
      roleId,
      permissionId,
    );
    const insert = db.prepare(
      `INSERT INTO hiam_field_permissions (role_id, permission_id, field_name, rule,
         creation_date, last_update_date) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const [name, rule] of rules) insert.run(roleId, permissionId, name, rule, now, now);
  }).immediate();
}
