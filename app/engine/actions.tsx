import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DataTable, PermissionButton } from '../../design-system';
import { useI18n } from '../i18n';
import type { RootState } from '../store/reducer';
import { selectWrite, writeReset } from '../store/resources';
import { engineLabels } from './labels';

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

type ResultRow = Record<string, unknown>;

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
  const { t } = useI18n();
  const dispatch = useDispatch();
  const write = useSelector((state: RootState) => selectWrite(state, writeId));
  const rows = write.status === 'done' ? resultRows(write.result) : [];
  if (rows.length === 0) return null;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const message = (write.result as { message?: unknown }).message;
  const close = () => dispatch(writeReset({ id: writeId }));
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      size="lg"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {typeof message === 'string' ? <Text mb="3">{message}</Text> : null}
              <DataTable<ResultRow>
                caption={title}
                columns={keys.map((key) => ({ key, title: key }))}
                rows={rows}
                rowKey={(row) => String(row[keys[0] ?? ''] ?? JSON.stringify(row))}
                labels={engineLabels(t).table}
                virtual={rows.length > 50 ? 400 : undefined}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={close}>
                {t('engine.ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
