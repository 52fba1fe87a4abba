/**
 * The API fields (`hiam_api_fields`, the read-only resource `hiam/api-field`): every field of
 * every API, an API being a resource with its own routes and its query permission code. The
 * descriptions are the truth: {@link syncApiFields} writes them at every start, keeping the ids
 * of fields that stay (security groups name them) and dropping fields that are gone (with the
 * group lines naming them).
 */
import type { Field } from '../../domain/engine/fields';
import { permissionCode, resourceKey } from '../../domain/engine/resource';
import { HIAM_TEXTS } from '../../domain/hiam/messages';
import { fill, LANGUAGES, type Language, type Text } from '../../domain/engine/text';
import type { Db } from '../db/database';
import type { Engine } from '../engine/service';

/** The resource key of the API fields. */
export const API_FIELD_RESOURCE = 'hiam/api-field';

/** One API field as the descriptions define it. */
interface ApiFieldDefinition {
  resourceKey: string;
  permissionCode: string;
  fieldName: string;
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

/** The fields of the APIs: resources with routes of their own (not lines), without secrets. */
function definitions(engine: Engine): ApiFieldDefinition[] {
  return [...engine.resources.values()]
    .filter((resource) => !resource.parent)
    .flatMap((resource) =>
      Object.entries(resource.fields)
        .filter(([, field]) => !field.writeOnly)
        .map(([fieldName, field]) => {
          const source = dimensionSource(field);
          const named = (lang: Language) => `${resource.title[lang]} · ${field.label[lang]}`;
          return {
            resourceKey: resourceKey(resource),
            permissionCode: permissionCode(resource, 'query'),
            fieldName,
            name: { en_US: named('en_US'), zh_CN: named('zh_CN') },
            apiName: resource.title,
            dataDimension: source === null ? 0 : 1,
            valueSource: source === null ? null : sourceText(engine, field),
          };
        }),
    );
}

/** Writes the API fields of the engine's descriptions (with their names in every language). */
export function syncApiFields(engine: Engine, db: Db, now: number): void {
  const resource = engine.resource(API_FIELD_RESOURCE);
  const defined = definitions(engine);
  db.transaction(() => {
    const upsert = db.prepare(
      `INSERT INTO hiam_api_fields (resource_key, permission_code, field_name, name, api_name,
         data_dimension, value_source, creation_date, last_update_date)
       VALUES (@resourceKey, @permissionCode, @fieldName, @name, @apiName, @dataDimension,
         @valueSource, @now, @now)
       ON CONFLICT (resource_key, field_name) DO UPDATE SET
         permission_code = excluded.permission_code, name = excluded.name,
         api_name = excluded.api_name, data_dimension = excluded.data_dimension,
         value_source = excluded.value_source, last_update_date = excluded.last_update_date,
         object_version_number = object_version_number + 1
       WHERE permission_code IS NOT excluded.permission_code OR name IS NOT excluded.name
         OR api_name IS NOT excluded.api_name OR data_dimension IS NOT excluded.data_dimension
         OR value_source IS NOT excluded.value_source`,
    );
    for (const item of defined) {
      upsert.run({
        ...item,
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
      db.prepare('DELETE FROM hpfm_multi_language WHERE entity = ? AND row_id = ?').run(
        API_FIELD_RESOURCE,
        id,
      );
    }
    const stored = new Map(
      (
        db
          .prepare(
            'SELECT row_id AS id, field_name AS field, lang, value FROM hpfm_multi_language WHERE entity = ?',
          )
          .all(API_FIELD_RESOURCE) as { id: number; field: string; lang: string; value: string }[]
      ).map((row) => [`${row.id}.${row.field}.${row.lang}`, row.value]),
    );
    // The translations belong to the platform's tenant: a server started without the demo has
    // none yet, and keeps the English names stored above until it has.
    if (!db.prepare('SELECT 1 FROM tenants WHERE id = 0').get()) return;
    const scope = { tenantId: 0, lang: 'en_US' as const };
    for (const item of defined) {
      const id = ids.get(`${item.resourceKey}.${item.fieldName}`);
      if (id === undefined) continue;
      for (const [field, texts] of [
        ['name', item.name],
        ['apiName', item.apiName],
        ['valueSource', item.valueSource],
      ] as const) {
        if (!texts) continue;
        for (const lang of LANGUAGES) {
          if (stored.get(`${id}.${field}.${lang}`) === texts[lang]) continue;
          engine.store.translate(
            resource,
            scope,
            id,
            field,
            lang,
            texts[lang],
            engine.token(resource, id),
            now,
          );
        }
      }
    }
  }).immediate();
}
