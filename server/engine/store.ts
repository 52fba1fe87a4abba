/**
 * The storage adapter of the resource engine: every read and write of a resource's rows goes
 * through {@link ResourceStore}, so that another database can be added by writing another
 * adapter, without touching any resource. Values cross it in stored form by API field name
 * (datetimes as epoch milliseconds, decimals as text, flags as 0/1).
 */
import type { ResourceDescription } from '../../domain/engine/resource';
import type { Language } from '../../domain/engine/text';
import type { SqlValue } from '../db/versioned';
import type { SortRefusal } from './paging';

/** Where an operation works: the tenant (for tenant resources) and the language of texts. */
export interface StoreScope {
  tenantId: number;
  lang: Language;
}

/** A row as stored, with its common columns apart. */
export interface StoredRow {
  id: number;
  tenantId: number | null;
  version: number;
  /** 1 or 0; null for a resource without `enabledFlag`. */
  enabled: number | null;
  /** Epoch ms. */
  created: number;
  /** Epoch ms. */
  updated: number;
  /** Field values (translated fields in the scope's language) and reference display values. */
  values: Record<string, unknown>;
}

/**
 * One condition of a list: on a field's value (`gte` and `lt` bound it; `notIn` lets null
 * through), or `any` of several groups of conditions (each group all of its own).
 */
export type Condition =
  | { field: string; op: 'eq' | 'gte' | 'lt'; value: SqlValue }
  | { field: string; op: 'contains'; value: string }
  | { field: string; op: 'isNull' }
  | { field: string; op: 'in' | 'notIn'; values: readonly SqlValue[] }
  | { op: 'any'; of: readonly (readonly Condition[])[] };

/** A page to read. */
export interface ListRequest {
  conditions: readonly Condition[];
  sort: readonly string[];
  page: number;
  size: number;
}

/** What a write came to. */
export type WriteOutcome = 'ok' | 'stale' | 'gone';

/** Reads and writes the rows of any resource. */
export interface ResourceStore {
  /** A page of rows matching every condition, sorted (an unknown sort field is a 400). */
  list(
    resource: ResourceDescription,
    scope: StoreScope,
    request: ListRequest,
    refusal: SortRefusal,
  ): { rows: StoredRow[]; total: number };
  /** Up to `limit` rows matching every condition, in the default order. */
  all(
    resource: ResourceDescription,
    scope: StoreScope,
    conditions: readonly Condition[],
    limit: number,
  ): StoredRow[];
  /** One row of the scope, or undefined. */
  get(resource: ResourceDescription, scope: StoreScope, id: number): StoredRow | undefined;
  /**
   * Rows of the scope whose fields equal the values (text compared without case), minus one;
   * with `ownOnly`, a shared resource's platform rows are not counted.
   */
  count(
    resource: ResourceDescription,
    scope: StoreScope,
    equals: Readonly<Record<string, SqlValue>>,
    exceptId?: number,
    ownOnly?: boolean,
  ): number;
  /** Adds a row; answers its id. */
  insert(
    resource: ResourceDescription,
    scope: StoreScope,
    values: Readonly<Record<string, SqlValue>>,
    enabled: number | null,
    now: number,
  ): number;
  /** Changes a row when its version is `version`, bumping the version. */
  update(
    resource: ResourceDescription,
    scope: StoreScope,
    id: number,
    version: number,
    values: Readonly<Record<string, SqlValue>>,
    enabled: number | undefined,
    now: number,
  ): WriteOutcome;
  /** Deletes a row when its version is `version` (with its translations). */
  remove(
    resource: ResourceDescription,
    scope: StoreScope,
    id: number,
    version: number,
  ): WriteOutcome;
  /** A translated field's texts by language. */
  translations(resource: ResourceDescription, id: number, field: string): Map<Language, string>;
  /** Sets a translated field's text in one language. */
  translate(
    resource: ResourceDescription,
    scope: StoreScope,
    id: number,
    field: string,
    lang: Language,
    value: string,
    token: string,
    now: number,
  ): void;
  /** Runs `work` in one transaction (all or nothing). */
  transaction<T>(work: () => T): T;
}
