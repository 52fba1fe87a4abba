/**
 * Server behaviour beyond CRUD, per resource (`server/hooks/<module>/<name>.ts`): checks and
 * completions around writes, custom actions, and the rows each caller may read (`scope`).
 */
import type { ResourceDescription } from '../../domain/engine/resource';
import type { AppContext } from '../context';
import type { SqlValue } from '../db/versioned';
import type { Condition } from './store';
import type { Engine, EngineScope, Row } from './service';

/** What a hook works with. */
export interface HookContext {
  engine: Engine;
  scope: EngineScope;
  resource: ResourceDescription;
  /** The server's shared context (database, configuration, secrets), for work beyond rows. */
  app: AppContext;
}

/** What a user's write did. */
export type WriteOperation = 'CREATE' | 'UPDATE' | 'DELETE' | 'ENABLE' | 'DISABLE' | 'ACTION';

/**
 * A write the engine carried out for a user, as its observer (the operation audit) hears of it:
 * inside the write's transaction, so a write rolled back leaves nothing of it.
 */
export interface WriteRecord {
  resource: ResourceDescription;
  scope: EngineScope;
  operation: WriteOperation;
  /** The row written (none for a toolbar action). */
  row?: Row;
  /** A custom action's key. */
  actionKey?: string;
}

/** What a custom action answers: the row as it is now and/or a message, or any data. */
export interface ActionResult {
  row?: Row;
  /** Said to the user, in their language. */
  message?: string;
  data?: unknown;
}

/** One enabled value of a value list, as `lovs/value` answers it. */
export interface LovValue {
  value: string;
  /** In the scope's language. */
  meaning: string;
  description: string | null;
  tag: string | null;
  parentValue: string | null;
  orderSeq: number;
}

/** The hooks of one resource; every one is optional. */
export interface ResourceHooks {
  /**
   * Checks or completes the values of a create (`current` undefined) or an update before they
   * are stored; throw a BusinessError to refuse. `values` may be changed in place.
   */
  beforeWrite?(
    context: HookContext,
    values: Record<string, SqlValue>,
    current: Row | undefined,
  ): void;
  /** After a create or update, inside its transaction. */
  afterWrite?(context: HookContext, row: Row, created: boolean): void;
  /** Before a row is enabled or disabled (not when it already is), inside the transaction; throw to refuse. */
  beforeEnable?(context: HookContext, row: Row, enabled: boolean): void;
  /** Before a delete, inside its transaction; throw to refuse. */
  beforeDelete?(context: HookContext, row: Row): void;
  /**
   * Custom actions by key: `row` for a row action, undefined for a toolbar action; `selected`
   * the rows a selection action names, read in the caller's scope (one the caller cannot read
   * is refused as not there, 404, before the action runs), empty for the others. A synchronous
   * action runs in one transaction; an asynchronous one (network, files) runs its part before
   * the first `await` in it, and each write after that on its own.
   */
  actions?: Readonly<
    Record<
      string,
      (
        context: HookContext,
        row: Row | undefined,
        body: unknown,
        selected: readonly Row[],
      ) => ActionResult | Promise<ActionResult>
    >
  >;
  /**
   * The rows the caller may read: conditions every read of the resource gets (e.g. a customer
   * reads their team's rows); throw (403) to refuse a caller who may read none.
   */
  scope?(context: HookContext): Condition[];
  /**
   * Of the resource keeping value lists: the enabled values of the list `lovCode` seen from the
   * scope, in order (none when there is no such enabled list; undefined when its values live
   * elsewhere). The engine refuses a select field's value not among those of its `lovCode`.
   */
  lovValues?(context: HookContext, lovCode: string): readonly LovValue[] | undefined;
}
