import { useCallback, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { lazyChunk, PermissionButton, type ConfirmOptions } from '../../design-system';
import type { CustomAction, ResourceDescription } from '../../domain/engine/resource';
import { useI18n } from '../i18n';
import type { RootState } from '../store/reducer';
import { selectWrite, writeReset } from '../store/resources';
import { useText } from './labels';
import type { ListRow } from './types';

/** A guarded button of a custom action: busy while its action runs. */
export function ActionButton({
  writeId,
  codes,
  disabled,
  onClick,
  children,
}: {
  writeId: string;
  codes: string[];
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const running = useSelector(
    (state: RootState) => selectWrite(state, writeId).status === 'running',
  );
  return (
    <PermissionButton
      codes={codes}
      variant="outline"
      disabled={disabled}
      loading={running}
      onClick={onClick}
    >
      {children}
    </PermissionButton>
  );
}

/** A record of an action's answer. */
export type ResultRow = Record<string, unknown>;

// The answer's dialog (zag's dialog machine) loads when an action answers rows.
const ActionResultView = lazyChunk(() =>
  import('./ActionResultView').then((module) => module.default),
).Component;

/** The rows an action answered in `data`, when it answered a list of records. */
export function resultRows(result: unknown): ResultRow[] {
  const data = (result as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(data) && data.every((item) => item !== null && typeof item === 'object')
    ? (data as ResultRow[])
    : [];
}

/**
 * What a custom action answered as a list of records (a system tool's figures), in a table;
 * closed, the answer is forgotten.
 */
export function ActionResultDialog({
  writeId,
  title,
  columns,
}: {
  writeId: string;
  title: string;
  /** The headings of the records' keys (the action's `resultColumns`). */
  columns?: CustomAction['resultColumns'];
}) {
  const dispatch = useDispatch();
  const write = useSelector((state: RootState) => selectWrite(state, writeId));
  const rows = write.status === 'done' ? resultRows(write.result) : [];
  if (rows.length === 0) return null;
  const message = (write.result as { message?: unknown }).message;
  return (
    <ActionResultView
      title={title}
      rows={rows}
      columns={columns}
      message={typeof message === 'string' ? message : undefined}
      onClose={() => dispatch(writeReset({ id: writeId }))}
    />
  );
}

/** The dialog of an action that asks for values before it runs: loaded on first use. */
const ActionFormDialog = lazyChunk(() =>
  import('./ActionFormDialog').then((module) => module.ActionFormDialog),
).Component;

/** What a page gives {@link useActionRunner}. */
export interface ActionRunnerOptions<Target> {
  /** The resource whose actions run (none: no action asks for values). */
  resource: ResourceDescription | undefined;
  /** The id of an action's write (its button's busy state, its dialog's failure). */
  writeId: (action: CustomAction) => string;
  /** The page's confirmation question. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Sends the action for `target` (a row, the selected rows, the form), with asked values. */
  send: (action: CustomAction, target: Target, asked?: ListRow) => void;
}

/**
 * Runs a custom action as the user asks for it, the same on every page: an action with a `form`
 * opens its dialog of values, one with a `confirm` asks its question first, any other is sent
 * at once. `dialog` is the dialog of values, for the page to render.
 */
export function useActionRunner<Target>({
  resource,
  writeId,
  confirm,
  send,
}: ActionRunnerOptions<Target>): {
  run: (action: CustomAction, target: Target) => void;
  dialog: ReactNode;
} {
  const dispatch = useDispatch();
  const { t } = useI18n();
  const text = useText();
  const [asking, setAsking] = useState<{ action: CustomAction; target: Target } | null>(null);
  const run = useCallback(
    (action: CustomAction, target: Target) => {
      if (action.form) {
        dispatch(writeReset({ id: writeId(action) }));
        setAsking({ action, target });
      } else if (action.confirm) {
        void confirm({
          title: text(action.label),
          description: text(action.confirm),
          labels: { ok: t('engine.ok'), cancel: t('engine.cancel') },
          onOk: () => send(action, target),
        });
      } else send(action, target);
    },
    [confirm, dispatch, send, t, text, writeId],
  );
  const dialog =
    asking && resource ? (
      <ActionFormDialog
        resource={resource}
        action={asking.action}
        writeId={writeId(asking.action)}
        onClose={() => setAsking(null)}
        onSubmit={(values) => send(asking.action, asking.target, values)}
      />
    ) : null;
  return { run, dialog };
}
