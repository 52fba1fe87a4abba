/**
 * The APIs (`hiam_apis`, the read-only resource `hiam/api`) and their fields (`hiam_api_fields`,
 * `hiam/api-field`), as HZERO's field permissions read them: an API is a resource with its own
 * routes and its query permission code. The descriptions are the truth: {@link syncApiFields}
 * writes them at every start, keeping the ids of APIs and fields that stay (security groups name
 * them) and dropping those that are gone (with the group lines naming them).
 */
import type { Field } from '../../domain/engine/fields';
import {
  permissionCode,
  resourceKey,
  type ResourceDescription,
} from '../../domain/engine/resource';
import { endpointsOf } from '../../domain/engine/address';
import { HIAM_TEXTS } from '../../domain/hiam/messages';
import { fill, LANGUAGES, type Language, type Text } from '../../domain/engine/text';
import type { Db } from '../db/database';
import type { Engine } from '../engine/service';

/** The resource key of the API fields. */
export const API_FIELD_RESOURCE = 'hiam/api-field';

/** The resource key of the APIs. */
export const API_RESOURCE = 'hiam/api';

/** One API as the descriptions define it. */
interface ApiDefinition {
  resourceKey: string;
  permissionCode: string;
  serviceName: string;
  method: string;
  path: string;
  description: Text;
}

/** One API field as the descriptions define it. */
interface ApiFieldDefinition {
  resourceKey: string;
  permissionCode: string;
  fieldName: string;
  fieldDescription: Text;
  fieldType: 'NUMBER' | 'STRING';
  orderSeq: number;
  name: Text;
  apiName: Text;
  dataDimension: 0 | 1;
  /** What a dimension's values are, in every language (null for other fields). */
  valueSource: Text | null;
}

/**
 * What a field's values are when it can restrict rows (a data dimension): the resource its
 * references name, or the value list (or `options`) of a choice; null for other fields.
 */
export function dimensionSource(field: Field): string | null {
  if (field.kind === 'reference') return field.resource;
  if (field.kind === 'select') return field.lovCode ?? 'options';
  return null;
}

/**
 * What a dimension's values are, said to an administrator typing one: the title of the
 * referenced list, the value list's code, or the choices themselves.
 */
function sourceText(engine: Engine, field: Field): Text | null {
  const each = (say: (lang: Language) => string): Text => ({
    en_US: say('en_US'),
    zh_CN: say('zh_CN'),
  });
  if (field.kind === 'reference') return engine.resource(field.resource).title;
  if (field.kind !== 'select') return null;
  const { lovCode, options } = field;
  if (lovCode) return each((lang) => fill(HIAM_TEXTS.valueList[lang], { code: lovCode }));
  return each((lang) =>
    (options ?? []).map((option) => option.label[lang]).join(lang === 'zh_CN' ? '、' : ', '),
  );
}

/** The APIs: resources with routes of their own (not lines). */
function apiResources(engine: Engine): ResourceDescription[] {
  return [...engine.resources.values()].filter((resource) => !resource.parent);
}

/** An API: its service (the first segment of its paths), its list's method and path, its title. */
function apiDefinition(resource: ResourceDescription): ApiDefinition {
  const list = endpointsOf(resource).list;
  return {
    resourceKey: resourceKey(resource),
    permissionCode: permissionCode(resource, 'query'),
    serviceName: list.path.split('/')[1] ?? '',
    method: list.method,
    path: list.path,
    description: resource.title,
  };
}

/** The fields of the APIs, without secrets. */
function definitions(engine: Engine): ApiFieldDefinition[] {
  return apiResources(engine).flatMap((resource) =>
    Object.entries(resource.fields)
      .filter(([, field]) => !field.writeOnly)
      .map(([fieldName, field], index) => {
        const source = dimensionSource(field);
        const named = (lang: Language) => `${resource.title[lang]} · ${field.label[lang]}`;
        const numeric = ['integer', 'decimal', 'flag', 'reference'].includes(field.kind);
        return {
          resourceKey: resourceKey(resource),
          permissionCode: permissionCode(resource, 'query'),
          fieldName,
          fieldDescription: field.label,
          fieldType: numeric ? ('NUMBER' as const) : ('STRING' as const),
          orderSeq: index + 1,
          name: { en_US: named('en_US'), zh_CN: named('zh_CN') },
          apiName: resource.title,
          dataDimension: source === null ? 0 : 1,
          valueSource: source === null ? null : sourceText(engine, field),
        };
      }),
  );
}

/**
 * Writes the APIs of the engine's descriptions (their descriptions in every language: the
 * platform's translations, when the platform's tenant exists); answers their ids by resource key.
 * An API is its query permission, as in HZERO: its id is the permission's (the id the role's
 * field permissions name, `apis/{permissionId}/role/{roleId}`); a resource without a query
 * permission (read by every signed-in user, or under another's row) is none.
 */
function syncApis(engine: Engine, db: Db, now: number): Map<string, number> {
  const permissionIds = new Map(
    (db.prepare('SELECT id, code FROM permissions').all() as { id: number; code: string }[]).map(
      (row) => [row.code, row.id],
    ),
  );
  const defined = apiResources(engine)
    .map(apiDefinition)
    .flatMap((item) => {
      const id = permissionIds.get(item.permissionCode);
      return id === undefined ? [] : [{ ...item, id }];
    });
  // An API whose permission is another now is another API.
  const wanted = new Map(defined.map((item) => [item.resourceKey, item.id]));
  for (const row of db.prepare('SELECT id, resource_key AS "key" FROM hiam_apis').all() as {
    id: number;
    key: string;
  }[]) {
    if (wanted.get(row.key) === row.id) continue;
    for (const field of db
      .prepare('SELECT id FROM hiam_api_fields WHERE permission_id = ?')
      .all(row.id) as { id: number }[]) {
      dropTranslations(db, API_FIELD_RESOURCE, field.id);
    }
    // Its fields and the group lines naming them go with it.
    db.prepare('DELETE FROM hiam_apis WHERE id = ?').run(row.id);
    dropTranslations(db, API_RESOURCE, row.id);
  }
  const upsert = db.prepare(
    `INSERT INTO hiam_apis (id, resource_key, permission_code, service_name, method, path,
       description, creation_date, last_update_date)
     VALUES (@id, @resourceKey, @permissionCode, @serviceName, @method, @path, @description,
       @now, @now)
     ON CONFLICT (id) DO UPDATE SET
       permission_code = excluded.permission_code, service_name = excluded.service_name,
       method = excluded.method, path = excluded.path, description = excluded.description,
       last_update_date = excluded.last_update_date,
       object_version_number = object_version_number + 1
     WHERE permission_code IS NOT excluded.permission_code
       OR service_name IS NOT excluded.service_name OR method IS NOT excluded.method
       OR path IS NOT excluded.path OR description IS NOT excluded.description`,
  );
  for (const item of defined) upsert.run({ ...item, description: item.description.en_US, now });
  translate(
    engine,
    db,
    API_RESOURCE,
    defined.map((item) => ({ id: item.id, texts: [['description', item.description] as const] })),
    now,
  );
  return wanted;
}

/** Drops the translations of a row. */
function dropTranslations(db: Db, entity: string, id: number): void {
  db.prepare('DELETE FROM hpfm_multi_language WHERE entity = ? AND row_id = ?').run(entity, id);
}

/**
 * Writes the texts of rows of `key` in every language where they differ from those stored; they
 * belong to the platform's tenant: a server started without the demo has none yet, and keeps the
 * English texts of the rows until it has.
 */
function translate(
  engine: Engine,
  db: Db,
  key: string,
  rows: readonly { id: number; texts: readonly (readonly [string, Text | null])[] }[],
  now: number,
): void {
  if (!db.prepare('SELECT 1 FROM tenants WHERE id = 0').get()) return;
  const resource = engine.resource(key);
  const stored = new Map(
    (
      db
        .prepare(
          'SELECT row_id AS id, field_name AS field, lang, value FROM hpfm_multi_language WHERE entity = ?',
        )
        .all(key) as { id: number; field: string; lang: string; value: string }[]
    ).map((row) => [`${row.id}.${row.field}.${row.lang}`, row.value]),
  );
  const scope = { tenantId: 0, lang: 'en_US' as const };
  for (const { id, texts } of rows) {
    for (const [field, text] of texts) {
      if (!text) continue;
      for (const lang of LANGUAGES) {
        if (stored.get(`${id}.${field}.${lang}`) === text[lang]) continue;
        engine.store.translate(
          resource,
          scope,
          id,
          field,
          lang,
          text[lang],
          engine.token(resource, id),
          now,
        );
      }
    }
  }
}

/**
 * Writes the APIs and their fields of the engine's descriptions (with their names in every
 * language), and the API of each security group line from its field.
 */
export function syncApiFields(engine: Engine, db: Db, now: number): void {
  db.transaction(() => {
    const apis = syncApis(engine, db, now);
    // The fields of the APIs only.
    const defined = definitions(engine).filter((item) => apis.has(item.resourceKey));
    const upsert = db.prepare(
      `INSERT INTO hiam_api_fields (permission_id, resource_key, permission_code, field_name,
         field_description, field_type, order_seq, name, api_name, data_dimension, value_source,
         creation_date, last_update_date)
       VALUES (@permissionId, @resourceKey, @permissionCode, @fieldName, @fieldDescription,
         @fieldType, @orderSeq, @name, @apiName, @dataDimension, @valueSource, @now, @now)
       ON CONFLICT (resource_key, field_name) DO UPDATE SET
         permission_id = excluded.permission_id,
         field_description = excluded.field_description, field_type = excluded.field_type,
         order_seq = excluded.order_seq,
         permission_code = excluded.permission_code, name = excluded.name,
         api_name = excluded.api_name, data_dimension = excluded.data_dimension,
         value_source = excluded.value_source, last_update_date = excluded.last_update_date,
         object_version_number = object_version_number + 1
       WHERE permission_id IS NOT excluded.permission_id
         OR field_description IS NOT excluded.field_description
         OR field_type IS NOT excluded.field_type OR order_seq IS NOT excluded.order_seq
         OR permission_code IS NOT excluded.permission_code OR name IS NOT excluded.name
         OR api_name IS NOT excluded.api_name OR data_dimension IS NOT excluded.data_dimension
         OR value_source IS NOT excluded.value_source`,
    );
    for (const item of defined) {
      upsert.run({
        ...item,
        permissionId: apis.get(item.resourceKey),
        fieldDescription: item.fieldDescription.en_US,
        name: item.name.en_US,
        apiName: item.apiName.en_US,
        valueSource: item.valueSource?.en_US ?? null,
        now,
      });
    }
    const ids = new Map(
      (
        db
          .prepare('SELECT id, resource_key AS "key", field_name AS name FROM hiam_api_fields')
          .all() as {
          id: number;
          key: string;
          name: string;
        }[]
      ).map((row) => [`${row.key}.${row.name}`, row.id]),
    );
    const kept = new Set(defined.map((item) => `${item.resourceKey}.${item.fieldName}`));
    for (const [key, id] of ids) {
      if (kept.has(key)) continue;
      db.prepare('DELETE FROM hiam_api_fields WHERE id = ?').run(id);
      dropTranslations(db, API_FIELD_RESOURCE, id);
    }
    for (const table of ['hiam_sec_grp_fields', 'hiam_sec_grp_data']) {
      db.prepare(
        `UPDATE ${table} SET permission_id =
           (SELECT f.permission_id FROM hiam_api_fields f WHERE f.id = ${table}.api_field_id)
         WHERE permission_id IS NOT
           (SELECT f.permission_id FROM hiam_api_fields f WHERE f.id = ${table}.api_field_id)`,
      ).run();
    }
    translate(
      engine,
      db,
      API_FIELD_RESOURCE,
      defined.flatMap((item) => {
        const id = ids.get(`${item.resourceKey}.${item.fieldName}`);
        return id === undefined
          ? []
          : [
              {
                id,
                texts: [
                  ['fieldDescription', item.fieldDescription],
                  ['name', item.name],
                  ['apiName', item.apiName],
                  ['valueSource', item.valueSource],
                ] as const,
              },
            ];
      }),
      now,
    );
  }).immediate();
}
