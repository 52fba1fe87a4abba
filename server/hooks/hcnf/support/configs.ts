/**
 * Configuration sets' items and versions: a value checked against its type, a secret value
 * sealed as the engine seals write-only fields, the snapshot of a set's format and items (the
 * secrets still sealed), a set's status from the comparison of that snapshot with its last
 * version, and publishing a set as its next version.
 */
import { text } from '../../../../domain/engine/text';
import type { ConfigFormat } from '../../../../domain/resources/hcnf/config';
import {
  BOOLEAN_VALUES,
  NUMBER_VALUE,
  type ValueType,
} from '../../../../domain/resources/hcnf/config-item';
import type { HookContext } from '../../../engine/hooks';
import { openSecret, sealSecret, secretPurpose } from '../../../engine/secrets';
import type { Row } from '../../../engine/service';
import { BusinessError } from '../../../http/errors';
import { getUser } from '../../../services/users';
import { say } from '../../hpfm/support/say';

const M = {
  unchanged: text(
    '%{set} has no changes since version %{version}: nothing to publish',
    '%{set} 自版本 %{version} 以来没有修改，无需发布',
  ),
  empty: text(
    '%{set} has no items: add its configuration before publishing it',
    '%{set} 没有配置项：请先添加配置再发布',
  ),
  published: text('%{set} published as version %{version}', '%{set} 已发布为版本 %{version}'),
  stale: text(
    'The configuration set was changed by someone else; reload it and try again',
    '配置集已被他人修改，请刷新后重试',
  ),
} as const;

/** Where the engine seals a configuration item's secret value. */
const SECRET_PURPOSE = secretPurpose({ module: 'hcnf', name: 'config-item' }, 'secretValue');

/** What a secret value reads as wherever a version shows it. */
const MASK = '******';

/** One item of a snapshot, as stored (a secret's value sealed in `secretValue`). */
export interface SnapshotItem {
  configKey: string;
  configValue: string | null;
  valueType: ValueType;
  secretFlag: number;
  secretValue: string | null;
  description: string | null;
}

/** A set's format and items (by key), as published or as they are now. */
export interface Snapshot {
  format: ConfigFormat;
  items: SnapshotItem[];
}

/** Whether `value` is one an item of `type` holds (any text for a string). */
export function fitsType(type: unknown, value: string): boolean {
  if (type === 'number') return NUMBER_VALUE.test(value);
  if (type === 'boolean') return BOOLEAN_VALUES.includes(value);
  return true;
}

/** A secret value sealed for the configuration items' `secretValue`. */
export function seal(context: HookContext, plain: string): string {
  return sealSecret(context.app.rowSecret, SECRET_PURPOSE, plain);
}

/** The plain text of a sealed secret value (undefined when it cannot be opened). */
export function unseal(context: HookContext, sealed: string | null): string | undefined {
  return sealed === null ? undefined : openSecret(context.app.rowSecret, SECRET_PURPOSE, sealed);
}

/** The sealed value of an item as stored (null for none). */
export function storedSecret(context: HookContext, configItemId: number): string | null {
  const row = context.app.db
    .prepare('SELECT secret_value AS sealed FROM hcnf_config_item WHERE config_item_id = ?')
    .get(configItemId) as { sealed: string | null } | undefined;
  return row?.sealed ?? null;
}

/** A set's format and items as they are now (without the item `leaving`, being deleted). */
function snapshotOf(context: HookContext, configSetId: number, leaving?: number): Snapshot {
  const { db } = context.app;
  const set = db
    .prepare('SELECT format FROM hcnf_config_set WHERE config_set_id = ?')
    .get(configSetId) as { format: ConfigFormat } | undefined;
  const items = db
    .prepare(
      `SELECT config_key AS configKey, config_value AS configValue, value_type AS valueType,
         secret_flag AS secretFlag, secret_value AS secretValue, description
       FROM hcnf_config_item WHERE config_set_id = ? AND config_item_id <> ?
       ORDER BY config_key`,
    )
    .all(configSetId, leaving ?? -1) as SnapshotItem[];
  return { format: set?.format ?? 'yaml', items };
}

/** The last version of a set: its number and snapshot (none before the first publish). */
function lastVersion(
  context: HookContext,
  configSetId: number,
): { versionNumber: number; snapshot: Snapshot } | undefined {
  const row = context.app.db
    .prepare(
      `SELECT version_number AS versionNumber, items_json AS json FROM hcnf_config_version
       WHERE config_set_id = ? ORDER BY version_number DESC LIMIT 1`,
    )
    .get(configSetId) as { versionNumber: number; json: string } | undefined;
  return row && { versionNumber: row.versionNumber, snapshot: JSON.parse(row.json) as Snapshot };
}

/** Whether two snapshots hold the same format and items, secrets compared by their plain text. */
function same(context: HookContext, a: Snapshot, b: Snapshot): boolean {
  if (a.format !== b.format || a.items.length !== b.items.length) return false;
  return a.items.every((item, index) => {
    const other = b.items[index];
    return (
      other !== undefined &&
      item.configKey.toLowerCase() === other.configKey.toLowerCase() &&
      item.configValue === other.configValue &&
      item.valueType === other.valueType &&
      item.secretFlag === other.secretFlag &&
      item.description === other.description &&
      (item.secretFlag !== 1 ||
        unseal(context, item.secretValue) === unseal(context, other.secretValue))
    );
  });
}

/**
 * Writes a set's status: PUBLISHED while its format and items (without the item `leaving`)
 * equal its last version, DRAFT otherwise. The set's version number is left as it is: the
 * status is the server's reading of its rows, not a change of the set.
 */
export function refreshStatus(context: HookContext, configSetId: number, leaving?: number): void {
  const last = lastVersion(context, configSetId);
  const published = last && same(context, snapshotOf(context, configSetId, leaving), last.snapshot);
  context.app.db
    .prepare('UPDATE hcnf_config_set SET status = ? WHERE config_set_id = ?')
    .run(published ? 'PUBLISHED' : 'DRAFT', configSetId);
}

/** A value as a format writes it: numbers and booleans bare, text quoted where the format needs. */
function literal(format: ConfigFormat, item: SnapshotItem): string {
  if (item.secretFlag === 1) return format === 'properties' ? MASK : JSON.stringify(MASK);
  const value = item.configValue ?? '';
  if (item.valueType !== 'string' && value !== '') return value;
  if (format === 'properties') return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  return JSON.stringify(value);
}

/** A snapshot's items in its format, secret values masked: what a version's page shows. */
export function render(snapshot: Snapshot): string {
  const { format, items } = snapshot;
  if (format === 'json') {
    const entries = items.map(
      (item) => `  ${JSON.stringify(item.configKey)}: ${literal(format, item)}`,
    );
    return entries.length === 0 ? '{}\n' : `{\n${entries.join(',\n')}\n}\n`;
  }
  const separator = format === 'properties' ? '=' : ': ';
  return items.map((item) => `${item.configKey}${separator}${literal(format, item)}\n`).join('');
}

/** How a set is named in messages: its service and environment, `hzero-order (prod)`. */
function nameOf(row: Row): string {
  return `${String(row.serviceCode)} (${String(row.environment)})`;
}

/**
 * Publishes a set (`row`, at its current version) as its next version: refused while it has no
 * items, or while its format and items equal its last version; its snapshot (secrets sealed)
 * and rendered content are kept, and the set is PUBLISHED at that number.
 */
export function publishSet(context: HookContext, row: Row): string {
  const { db } = context.app;
  const { scope } = context;
  const id = Number(row.configSetId);
  const set = nameOf(row);
  const snapshot = snapshotOf(context, id);
  const last = lastVersion(context, id);
  if (last && same(context, snapshot, last.snapshot)) {
    throw new BusinessError(
      'error.hcnf.unchanged',
      say(context, M.unchanged, { set, version: last.versionNumber }),
      'warn',
    );
  }
  if (snapshot.items.length === 0) {
    throw new BusinessError('error.hcnf.no_items', say(context, M.empty, { set }), 'warn');
  }
  const version = (last?.versionNumber ?? 0) + 1;
  const user = scope.userId === null ? undefined : getUser(db, scope.userId);
  const publisher = user?.login_name ?? 'system';
  db.prepare(
    `INSERT INTO hcnf_config_version (tenant_id, config_set_id, version_number, published_date,
       published_by, format, item_count, items_json, content, creation_date, last_update_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    Number(row.tenantId),
    id,
    version,
    scope.now,
    publisher,
    snapshot.format,
    snapshot.items.length,
    JSON.stringify(snapshot),
    render(snapshot),
    scope.now,
    scope.now,
  );
  const changed = db
    .prepare(
      `UPDATE hcnf_config_set SET status = 'PUBLISHED', published_version = ?, published_date = ?,
         published_by = ?, last_update_date = ?, object_version_number = object_version_number + 1
       WHERE config_set_id = ? AND object_version_number = ?`,
    )
    .run(version, scope.now, publisher, scope.now, id, Number(row.objectVersionNumber)).changes;
  if (changed !== 1) throw new BusinessError('error.optimistic_lock', say(context, M.stale));
  return say(context, M.published, { set, version });
}
