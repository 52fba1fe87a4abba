/**
 * Data permissions (hiam security groups, lines `data`): which rows of an API a role reads.
 *
 * The design: a *dimension* is a field of a resource that names a value of a list, i.e. a
 * reference to another resource's row (the country of a region, the company of a department)
 * or a choice (fixed options or a value list). A security group's data line names one dimension
 * and one value of it (stored as what the rows hold: the referenced row's id, or the choice's
 * value). A role holds the data lines of the enabled groups assigned to it or to its parent
 * roles. When it holds lines on a resource, every read of that resource by the role (list, get,
 * tree, export, the Lov, the reference checks of other writes, and so the updates and deletes
 * that find their row first) gets one condition per dimension field: the field is one of the
 * values its lines give (values of one field are alternatives, different fields all apply). A
 * role without data lines on a resource reads all of it, as before.
 *
 * The engine applies these conditions generically through its scope conditions
 * (`EngineScope.dataConditions`), beside each resource's own `scope` hook, so that every
 * resource is covered without a hook of its own. Line resources are read through their header,
 * whose conditions hold.
 */
import type { ResourceDescription } from '../../domain/engine/resource';
import { resourceKey } from '../../domain/engine/resource';
import type { Db } from '../db/database';
import type { SqlValue } from '../db/versioned';
import type { Condition } from '../engine/store';
import { ROLE_CHAIN, ROLE_GROUPS } from './permissions';

/** The conditions a role's data permissions put on every read of a resource (none: all rows). */
export function dataConditionsOf(
  db: Db,
  roleId: number,
  resource: ResourceDescription,
): Condition[] {
  const rows = db
    .prepare(
      `${ROLE_CHAIN}
       SELECT af.field_name AS name, d.value_key AS value FROM hiam_sec_grp_data d
       JOIN hiam_api_fields af ON af.id = d.api_field_id
       WHERE af.resource_key = @key AND d.sec_grp_id IN ${ROLE_GROUPS}`,
    )
    .all({ roleId, key: resourceKey(resource) }) as { name: string; value: string }[];
  const values = new Map<string, SqlValue[]>();
  for (const { name, value } of rows) {
    const field = resource.fields[name];
    if (!field) continue;
    const numeric = field.kind === 'reference' || field.kind === 'integer';
    values.set(name, [...(values.get(name) ?? []), numeric ? Number(value) : value]);
  }
  return [...values].map(([field, allowed]) => ({ field, op: 'in', values: allowed }));
}
