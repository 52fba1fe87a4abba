import { Box, Button, chakra, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { SheetGrid, type SheetGridColumn, type SheetRow } from '../../../../design-system';
import type { ImportCheckLine } from '../../../../domain/portal/sampleImport';
import { hasErrors } from '../../../../domain/portal/samples';
import { useI18n } from '../../../i18n';
import type { MessageKey } from '../../../i18n';
import type { Product } from '../../../services/portal';
import { notify } from '../../../services/notification';
import {
  importAccepted,
  importDiscarded,
  importRowsChanged,
  selectImportIssues,
  selectImportLines,
  selectSubmission,
} from '../../../store/submission';
import { fieldLabel, FILE_ROW, fromSheetRows, gridIssues, issueText, toSheetRows } from './sheet';
import { useGridLabels, useSheetColumns } from './SheetStep';
import { sheetPath } from './steps';
import { WizardFrame } from './WizardFrame';

function CheckLines({ lines }: { lines: ImportCheckLine[] }) {
  const { t, locale } = useI18n();
  const why = (line: ImportCheckLine) =>
    line.code.startsWith('import.')
      ? t(`samples.${line.code}` as MessageKey, line.params)
      : issueText(
          {
            code: line.code as Exclude<ImportCheckLine['code'], `import.${string}`>,
            params: line.params,
          },
          t,
        );
  return (
    <Table.Root size="sm" aria-labelledby="import-problems">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('portal.wizard.importCheck.row')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('portal.wizard.importCheck.column')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('portal.wizard.importCheck.value')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('portal.wizard.importCheck.why')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('portal.wizard.importCheck.severity')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line, index) => (
          <Table.Row key={`${line.rowNo}-${line.column}-${line.code}-${index}`}>
            <Table.Cell>{line.rowNo}</Table.Cell>
            <Table.Cell>{line.field ? fieldLabel(line.field, locale) : line.column}</Table.Cell>
            <Table.Cell>{line.value}</Table.Cell>
            <Table.Cell>{why(line)}</Table.Cell>
            <Table.Cell color={line.severity === 'error' ? 'red.600' : 'orange.600'}>
              {t(`portal.wizard.importCheck.${line.severity}`)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function ImportCheck({ product, batchId }: { product: Product; batchId: number }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { imported } = useSelector(selectSubmission);
  const lines = useSelector(selectImportLines);
  const issues = useSelector(selectImportIssues);
  const labels = useGridLabels();
  const sheetColumns = useSheetColumns(product);
  const columns = useMemo<SheetGridColumn[]>(
    () => [
      {
        key: FILE_ROW,
        title: t('portal.wizard.importCheck.row'),
        type: 'number',
        readOnly: true,
        width: 110,
      },
      ...sheetColumns,
    ],
    [sheetColumns, t],
  );
  const [mode, setMode] = useState<'append' | 'replace'>('append');
  const leaving = useRef(false);

  useEffect(() => {
    if (!imported && !leaving.current) {
      notify({ type: 'warning', title: t('portal.wizard.importCheck.nothing') });
      navigate(sheetPath(product.kind, batchId), { replace: true });
    }
  }, [imported, navigate, product.kind, batchId, t]);

  const rows = useMemo(() => imported?.rows ?? [], [imported]);
  const sheetRows = useMemo(() => toSheetRows(rows, product.kind), [rows, product.kind]);
  const cellIssues = useMemo(() => gridIssues(rows, issues, t), [rows, issues, t]);
  const onChange = useCallback(
    (next: SheetRow[]) => dispatch(importRowsChanged(fromSheetRows(next, product.kind, true))),
    [dispatch, product.kind],
  );
  if (!imported) return null;

  const errors = lines.filter((line) => line.severity === 'error').length;
  const rowsWithErrors = rows.filter((row) => hasErrors(issues.get(row.rowNo) ?? []));
  // A number the file wrote ambiguously is read by no one until it is typed again.
  const unread = lines.some((line) => line.code === 'import.ambiguousNumber');
  const blocked = rowsWithErrors.length > 0 || rows.length === 0 || unread;
  const back = () => {
    leaving.current = true;
    navigate(sheetPath(product.kind, batchId));
  };

  return (
    <Stack gap="4">
      <Text>{t('portal.wizard.importCheck.file', { name: imported.fileName })}</Text>
      <Heading as="h2" size="md" id="import-problems">
        {t('portal.wizard.importCheck.problems')}
      </Heading>
      <Text role="status" fontWeight="semibold">
        {lines.length === 0
          ? t('portal.wizard.importCheck.none')
          : t('portal.wizard.importCheck.counts', {
              errors,
              warnings: lines.length - errors,
              rows: new Set(lines.map((line) => line.rowNo)).size,
            })}
      </Text>
      {lines.length > 0 ? <CheckLines lines={lines} /> : null}
      <SheetGrid
        caption={t('portal.wizard.importCheck.caption')}
        columns={columns}
        rows={sheetRows}
        onChange={onChange}
        issues={cellIssues}
        labels={labels}
        minRows={0}
      />
      <Box>
        <Button
          size="sm"
          variant="outline"
          disabled={rowsWithErrors.length === 0}
          onClick={() =>
            dispatch(
              importRowsChanged(rows.filter((row) => !hasErrors(issues.get(row.rowNo) ?? []))),
            )
          }
        >
          {t('portal.wizard.importCheck.dropErrors')}
        </Button>
      </Box>
      <chakra.fieldset>
        <chakra.legend fontWeight="semibold">{t('portal.wizard.importCheck.mode')}</chakra.legend>
        <Flex gap="4">
          {(['append', 'replace'] as const).map((value) => (
            <chakra.label key={value} display="inline-flex" gap="2" alignItems="center">
              <input
                type="radio"
                name="import-mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {t(`portal.wizard.importCheck.${value}`)}
            </chakra.label>
          ))}
        </Flex>
      </chakra.fieldset>
      {blocked && rows.length > 0 ? (
        <Text color="red.600">{t('portal.wizard.importCheck.blocked')}</Text>
      ) : null}
      <Flex gap="3" justify="space-between">
        <Button
          variant="outline"
          onClick={() => {
            back();
            dispatch(importDiscarded());
          }}
        >
          {t('portal.wizard.importCheck.cancel')}
        </Button>
        <Button
          colorPalette="blue"
          disabled={blocked}
          onClick={() => {
            back();
            dispatch(importAccepted(mode));
          }}
        >
          {t('portal.wizard.importCheck.add', { count: rows.length })}
        </Button>
      </Flex>
    </Stack>
  );
}

/** `step2/import-check`: every bad cell of an imported file, fixed or dropped before adding. */
export function ImportCheckPage() {
  const { t } = useI18n();
  return (
    <WizardFrame step="sheet" title={t('portal.wizard.importCheck.title')}>
      {({ batch, product }) => <ImportCheck product={product} batchId={batch.batchId} />}
    </WizardFrame>
  );
}
