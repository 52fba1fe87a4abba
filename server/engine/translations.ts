/** Reading the texts of a translated field by its row's `_token` (`GET /v1/multi-language`). */
import type { Db } from '../db/database';

/** The row a `_token` stands for, found through its stored translations. */
export interface TokenOwner {
  /** Resource key, `module/name`. */
  key: string;
  rowId: number;
  tenantId: number;
}

/** The row behind a `_token`, or undefined when it has no translations. */
export function tokenOwner(db: Db, token: string): TokenOwner | undefined {
  return db
    .prepare(
      `SELECT entity AS key, row_id AS rowId, tenant_id AS tenantId FROM hpfm_multi_language
       WHERE row_token = ? LIMIT 1`,
    )
    .get(token) as TokenOwner | undefined;
}

/** A language's text of a translated field. */
export interface MultiLanguageValue {
  code: string;
  name: string;
  value: string;
}

/**
 * The text of a translated field in every language (`''` where none is stored). With no token
 * (a row not saved yet) every text is empty.
 */
export function multiLanguageValues(
  db: Db,
  token: string | undefined,
  fieldName: string,
): MultiLanguageValue[] {
  const languages = db
    .prepare('SELECT code, name FROM languages ORDER BY order_seq, code')
    .all() as { code: string; name: string }[];
  const stored = new Map(
    token
      ? (
          db
            .prepare(
              'SELECT lang, value FROM hpfm_multi_language WHERE row_token = ? AND field_name = ?',
            )
            .all(token, fieldName) as { lang: string; value: string }[]
        ).map((row) => [row.lang, row.value])
      : [],
  );
  return languages.map((language) => ({
    code: language.code,
    name: language.name,
    value: stored.get(language.code) ?? '',
  }));
}
