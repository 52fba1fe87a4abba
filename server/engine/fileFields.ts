/**
 * Who reads a stored file that records name: a file field's file is read by whoever reads one
 * of the rows naming it. The download (`engineFileVisible`) asks it of one file, the file list
 * (hfile) of a whole tenant's files; both ask it here.
 */
import { columnOf, type FileField } from '../../domain/engine/fields';
import { idColumnOf, permissionCode, type ResourceDescription } from '../../domain/engine/resource';
import { HttpError } from '../http/errors';
import type { Engine, EngineScope } from './service';

/** A file field whose rows name their files, with the SQL names its rows are read by. */
export interface FileColumn {
  resource: ResourceDescription;
  field: FileField;
  table: string;
  idColumn: string;
  column: string;
}

const SQL_NAME = /^[a-z_][a-z0-9_]*$/;

/** Every file field of the engine's resources whose rows are records of their files. */
export function fileColumns(engine: Engine): FileColumn[] {
  const found: FileColumn[] = [];
  for (const resource of engine.resources.values()) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind !== 'file' || field.names === false) continue;
      const [table, idColumn, column] = [
        resource.table,
        idColumnOf(resource),
        columnOf(name, field),
      ];
      for (const item of [table, idColumn, column]) {
        if (!SQL_NAME.test(item)) throw new Error(`${resource.table}: not an SQL name: ${item}`);
      }
      found.push({ resource, field, table, idColumn, column });
    }
  }
  return found;
}

/**
 * Whether `scope` reads the row `id` of `naming`, which names a file of tenant `fileTenantId`:
 * the resource's query permission (unless every signed-in user reads it or the field's bucket is
 * `public`), the row in the caller's scope and of the file's tenant (a site resource's rows are
 * every tenant's). A caller the resource refuses altogether (its scope hook) reads none.
 */
export function readsNamingRow(
  engine: Engine,
  scope: EngineScope,
  naming: FileColumn,
  id: number,
  fileTenantId: number,
): boolean {
  const { resource, field } = naming;
  const mayRead =
    resource.permissionLogin === true ||
    field.bucket === 'public' ||
    scope.may(permissionCode(engine.owner(resource), 'query'));
  if (!mayRead) return false;
  try {
    const row = engine.find(resource, scope, id);
    return !!row && (resource.tenancy === 'site' || row.tenantId === fileTenantId);
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}
