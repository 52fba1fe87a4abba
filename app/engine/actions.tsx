import { lazy, Suspense, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PermissionButton } from '../../design-system';
import type { RootState } from '../store/reducer';
import { selectWrite, writeReset } from '../store/resources';

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
const ActionResultView = lazy(() => import('./ActionResultView'));

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
export function ActionResultDialog({ writeId, title }: { writeId: string; title: string }) {
  const dispatch = useDispatch();
  const write = useSelector((state: RootState) => selectWrite(state, writeId));
  const rows = write.status === 'done' ? resultRows(write.result) : [];
  if (rows.length === 0) return null;
  const message = (write.result as { message?: unknown }).message;
  return (
    <Suspense fallback={null}>
      <ActionResultView
        title={title}
        rows={rows}
        message={typeof message === 'string' ? message : undefined}
        onClose={() => dispatch(writeReset({ id: writeId }))}
      />
    </Suspense>
  );
}
