/**
 * The refresh outcome of a governance header (rate limit, monitor rule, breaker configuration,
 * service configuration): its status, its time and its message in every language, kept as the
 * translations of the header's `refreshMessage`, so that each reader sees the message in their
 * own language whoever refreshed (the server itself at start included).
 */
import { LANGUAGES, type Language, type Text } from '../../domain/engine/text';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { rowToken } from '../db/versioned';

/** A text built once per language. */
export function inEveryLanguage(build: (lang: Language) => string): Text {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, build(lang)])) as Record<
    Language,
    string
  >;
}

/** Where one kind of header keeps its refresh outcome. */
export interface RefreshTarget {
  /** The resource key, e.g. `hadm/rate-limit`. */
  entity: string;
  table: string;
  idColumn: string;
}

/** A refresh status: not refreshed, applied, failed. */
export type RefreshStatus = 'N' | 'S' | 'F';

/** Records the refresh outcomes of one kind of header. */
export class RefreshRecorder {
  private readonly update: Statement;
  private readonly translate: Statement;

  constructor(
    db: Db,
    private readonly rowSecret: Buffer,
    private readonly target: RefreshTarget,
  ) {
    this.update = db.prepare(
      `UPDATE ${target.table} SET refresh_status = ?, refresh_message = ?, refresh_time = ?
       WHERE ${target.idColumn} = ?`,
    );
    this.translate = db.prepare(
      `INSERT INTO hpfm_multi_language (row_token, field_name, lang, value, entity, row_id,
         tenant_id, creation_date, last_update_date)
       VALUES (?, 'refreshMessage', ?, ?, ?, ?, 0, ?, ?)
       ON CONFLICT (row_token, field_name, lang) DO UPDATE SET value = excluded.value,
         last_update_date = excluded.last_update_date,
         object_version_number = object_version_number + 1`,
    );
  }

  /** Records one header's outcome: the English message in the row, every language beside it. */
  record(id: number, status: RefreshStatus, message: Text, now: number): void {
    this.update.run(status, message.en_US, now, id);
    const token = rowToken(this.rowSecret, this.target.table, id);
    for (const lang of LANGUAGES) {
      this.translate.run(token, lang, message[lang], this.target.entity, id, now, now);
    }
  }
}
