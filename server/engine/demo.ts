/**
 * The demo rows of every resource (`demo` in its description), written into each demo tenant
 * (once for a site resource) when that tenant has none of its rows yet, so that a resource
 * added later gets its demo rows in an existing database too.
 */
import {
  resourceKey,
  type LinesDescription,
  type ResourceDescription,
} from '../../domain/engine/resource';
import type { Db } from '../db/database';
import type { SqlValue } from '../db/versioned';
import type { Engine, EngineScope, Row } from './service';

/**
 * The order to seed in: the value lists first, then each resource after the resources its
 * references (and its lines' references) and its `demoAfter` name.
 */
function seedOrder(engine: Engine): ResourceDescription[] {
  const ordered: ResourceDescription[] = [];
  const visiting = new Set<string>();
  const visit = (resource: ResourceDescription): void => {
    const key = resourceKey(resource);
    if (ordered.includes(resource) || visiting.has(key)) return;
    visiting.add(key);
    // The references of its lines too: lines are written with their header.
    const lineFields = (resource.lines ?? []).flatMap((set) =>
      Object.values(engine.resource(set.resource).fields),
    );
    for (const field of [...Object.values(resource.fields), ...lineFields]) {
      if (field.kind === 'reference' && field.resource !== key)
        visit(engine.resource(field.resource));
    }
    for (const other of resource.demoAfter ?? []) visit(engine.resource(other));
    ordered.push(resource);
  };
  // Value lists first: select fields of the others are checked against them.
  const keepsLists = (resource: ResourceDescription) =>
    Boolean(engine.hooks.get(resourceKey(resource))?.lovValues);
  const all = [...engine.resources.values()];
  for (const resource of [...all.filter(keepsLists), ...all]) visit(resource);
  return ordered;
}

/** Replaces `{$ref: {field: value}}` values by the id of the matching row. */
function resolveRefs(
  engine: Engine,
  resource: ResourceDescription,
  scope: EngineScope,
  row: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const resolved: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    const match = (value as { $ref?: Record<string, SqlValue> } | null)?.$ref;
    if (!match) {
      resolved[name] = value;
      continue;
    }
    const field = resource.fields[name];
    const target =
      field?.kind === 'reference'
        ? engine.resource(field.resource)
        : resource.tree?.parentField === name
          ? resource
          : undefined;
    if (!target) throw new Error(`${resourceKey(resource)}.${name}: $ref needs a reference field`);
    const [found] = engine.store.all(
      target,
      scope,
      Object.entries(match).map(([matchField, matchValue]) => ({
        field: matchField,
        op: 'eq' as const,
        value: matchValue,
      })),
      1,
    );
    if (!found)
      throw new Error(`${resourceKey(resource)}.${name}: no row ${JSON.stringify(match)}`);
    resolved[name] = found.id;
  }
  return resolved;
}

/**
 * Whether a demo row or line goes into a tenant: `_tenants` lists them; without it, every
 * tenant's, or for a shared resource the platform's (tenant 0), which every tenant reads.
 */
function inTenant(
  row: Readonly<Record<string, unknown>>,
  tenantId: number,
  shared: boolean,
): boolean {
  const tenants = row._tenants;
  if (Array.isArray(tenants)) return tenants.includes(tenantId);
  return !shared || tenantId === 0;
}

/** Whether lines of `resource` (or of its own lines) are created at their own address. */
function writesLinesApart(engine: Engine, resource: ResourceDescription): boolean {
  return (resource.lines ?? []).some(
    (set) =>
      Boolean(resource.api?.lineWrites?.[set.key]?.create) ||
      writesLinesApart(engine, engine.resource(set.resource)),
  );
}

/**
 * Creates a demo row with its lines of `tenantId`. Lines created at their own address
 * (`api.lineWrites`) follow their header there; a line whose own lines are is created on its
 * own under its header, then its lines.
 */
function createDemoRow(
  engine: Engine,
  resource: ResourceDescription,
  scope: EngineScope,
  tenantId: number,
  body: Record<string, unknown>,
  parent?: { field: string; id: number },
): Row {
  const later: [LinesDescription, Record<string, unknown>[]][] = [];
  for (const set of resource.lines ?? []) {
    const lines = body[set.key];
    if (!Array.isArray(lines)) continue;
    const lineResource = engine.resource(set.resource);
    const resolved = lines
      .filter((line: Record<string, unknown>) => inTenant(line, tenantId, false))
      .map((line: Record<string, unknown>) => {
        const { _status: _ignored, ...rest } = resolveRefs(engine, lineResource, scope, line);
        return rest;
      });
    if (resource.api?.lineWrites?.[set.key]?.create || writesLinesApart(engine, lineResource)) {
      later.push([set, resolved]);
      delete body[set.key];
    } else {
      body[set.key] = resolved.map((line) => ({ ...line, _status: 'create' }));
    }
  }
  const header = engine.create(resource, scope, body, parent);
  const id = Number(header[resource.idField]);
  for (const [set, lines] of later) {
    const lineResource = engine.resource(set.resource);
    const field = lineResource.parent?.field ?? '';
    for (const line of lines) {
      if (resource.api?.lineWrites?.[set.key]?.create) {
        engine.saveLine(resource, scope, set.key, line, 'create', id);
      } else {
        createDemoRow(engine, lineResource, scope, tenantId, line, { field, id });
      }
    }
  }
  return header;
}

/** Writes the demo rows that are due; answers the keys of the resources seeded now. */
export function seedResourceDemo(
  engine: Engine,
  db: Db,
  tenantIds: readonly number[],
  now: number,
): string[] {
  const seeded: string[] = [];
  for (const resource of seedOrder(engine)) {
    if (!resource.demo || resource.demo.length === 0 || resource.parent) continue;
    const tenants = resource.tenancy === 'site' ? [0] : tenantIds;
    const shared = resource.tenancy === 'shared';
    for (const tenantId of tenants) {
      const scope: EngineScope = {
        tenantId,
        lang: 'en_US',
        timeZone: 'GMT+8',
        now,
        userId: null,
        role: null,
        may: () => true,
      };
      if (engine.store.count(resource, scope, {}, undefined, true) > 0) continue;
      if (!(resource.demo ?? []).some((row) => inTenant(row, tenantId, shared))) continue;
      db.transaction(() => {
        for (const row of resource.demo ?? []) {
          if (!inTenant(row, tenantId, shared)) continue;
          createDemoRow(
            engine,
            resource,
            scope,
            tenantId,
            resolveRefs(engine, resource, scope, row),
          );
        }
      })();
      seeded.push(`${resourceKey(resource)}@${tenantId}`);
    }
  }
  return seeded;
}
