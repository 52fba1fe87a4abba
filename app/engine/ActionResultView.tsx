import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { DataTable } from '../../design-system';
import { useI18n } from '../i18n';
import type { CustomAction } from '../../domain/engine/resource';
import type { ResultRow } from './actions';
import { engineLabels, useText } from './labels';

/** The table of records a custom action answered, in a dialog (see ActionResultDialog). */
export default function ActionResultView({
  title,
  rows,
  columns,
  message,
  onClose,
}: {
  title: string;
  rows: ResultRow[];
  columns?: CustomAction['resultColumns'];
  message: string | undefined;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const text = useText();
  const keys = [
    ...new Set([...Object.keys(columns ?? {}), ...rows.flatMap((row) => Object.keys(row))]),
  ];
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
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
              {message ? <Text mb="3">{message}</Text> : null}
              <DataTable<ResultRow>
                caption={title}
                columns={keys.map((key) => {
                  const heading = columns?.[key];
                  return { key, title: heading ? text(heading) : key };
                })}
                rows={rows}
                rowKey={(row) => String(row[keys[0] ?? ''] ?? JSON.stringify(row))}
                labels={engineLabels(t).table}
                virtual={rows.length > 50 ? 400 : undefined}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                {t('engine.ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
