import { Box, Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SheetGrid, type SheetGridLabels, type SheetRow } from '../../../../design-system';
import { templateCsv } from '../../../../domain/portal/sampleImport';
import { useI18n } from '../../../i18n';
import { StaticText } from '../../../layouts/StaticText';
import { downloadText } from '../../../services/download';
import type { Product } from '../../../services/portal';
import {
  importFileChosen,
  rowsChanged,
  selectIssueCounts,
  selectSheetIssues,
  selectSubmission,
} from '../../../store/submission';
import { useGridConflicts } from './DraftConflicts';
import { fromSheetRows, gridIssues, sheetColumns, toSheetRows } from './sheet';
import { productStepPath, sampleEditPath, shippingPath } from './steps';
import { WizardFrame } from './WizardFrame';

/** The sample sheet grid's texts in the user's language. */
export function useGridLabels(): SheetGridLabels {
  const { t } = useI18n();
  return useMemo(
    () => ({
      row: t('portal.wizard.sheet.grid.row'),
      cell: t('portal.wizard.sheet.grid.cell'),
      addRow: t('portal.wizard.sheet.grid.addRow'),
      removeRow: t('portal.wizard.sheet.grid.removeRow'),
      fillDown: t('portal.wizard.sheet.grid.fillDown'),
      setColumn: t('portal.wizard.sheet.grid.setColumn'),
      value: t('portal.wizard.sheet.grid.value'),
      apply: t('portal.wizard.sheet.grid.apply'),
      cancel: t('portal.wizard.sheet.grid.cancel'),
      emptyOption: t('portal.wizard.sheet.grid.emptyOption'),
      noRows: t('portal.wizard.sheet.grid.noRows'),
      toolbar: t('portal.wizard.sheet.grid.toolbar'),
      conflict: t('portal.wizard.sheet.grid.conflict'),
      keepMine: t('portal.wizard.sheet.grid.keepMine'),
      takeTheirs: t('portal.wizard.sheet.grid.takeTheirs'),
    }),
    [t],
  );
}

/** The grid columns of a product's sheet in the user's language. */
export function useSheetColumns(product: Product) {
  const { t, locale } = useI18n();
  return useMemo(
    () =>
      sheetColumns(product.kind, product.sampleTypes, locale, t('portal.wizard.sheet.totalAmount')),
    [product, locale, t],
  );
}

function downloadTemplate(product: Product, locale: 'en_US' | 'zh_CN') {
  downloadText(`sample-sheet-${product.productCode}.csv`, templateCsv(locale, product.kind));
}

function Sheet({ product, batchId }: { product: Product; batchId: number }) {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { rows } = useSelector(selectSubmission);
  const issues = useSelector(selectSheetIssues);
  const counts = useSelector(selectIssueCounts);
  const columns = useSheetColumns(product);
  const labels = useGridLabels();
  const fileInput = useRef<HTMLInputElement>(null);
  const [rowToEdit, setRowToEdit] = useState('1');
  const sheetRows = useMemo(() => toSheetRows(rows, product.kind), [rows, product.kind]);
  const cellIssues = useMemo(() => gridIssues(rows, issues, t), [rows, issues, t]);
  const conflicts = useGridConflicts(product.kind);
  const onChange = useCallback(
    (next: SheetRow[]) => dispatch(rowsChanged(fromSheetRows(next, product.kind))),
    [dispatch, product.kind],
  );
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) dispatch(importFileChosen(file));
    event.target.value = '';
  };

  return (
    <Box>
      <StaticText textCode="PORTAL.HELP.SAMPLE_SHEET" maxW="4xl" mb="3" />
      <Flex gap="3" wrap="wrap" align="center" mb="3">
        <Button variant="outline" size="sm" onClick={() => downloadTemplate(product, locale)}>
          {t('portal.wizard.sheet.template')}
        </Button>
        <chakra.label
          htmlFor="wizard-import"
          fontSize="sm"
          fontWeight="medium"
          display="inline-flex"
          gap="2"
          alignItems="center"
        >
          {t('portal.wizard.sheet.importFile')}
          <input
            id="wizard-import"
            ref={fileInput}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={onFile}
          />
        </chakra.label>
      </Flex>
      <Text role="status" fontWeight="semibold" mb="2" data-testid="issue-counts">
        {t('portal.wizard.sheet.counts', counts)}
      </Text>
      <SheetGrid
        caption={t('portal.wizard.sheet.caption', { product: product.productName })}
        columns={columns}
        rows={sheetRows}
        onChange={onChange}
        issues={cellIssues}
        labels={labels}
        conflicts={conflicts.cells}
        onResolveConflict={conflicts.onResolve}
      />
      <Flex gap="2" align="end" mt="3" wrap="wrap">
        <Box>
          <chakra.label htmlFor="wizard-row-to-edit" fontSize="sm" display="block">
            {t('portal.wizard.sheet.rowToEdit')}
          </chakra.label>
          <Input
            id="wizard-row-to-edit"
            size="sm"
            width="24"
            type="number"
            min={1}
            max={Math.max(rows.length, 1)}
            value={rowToEdit}
            onChange={(event) => setRowToEdit(event.target.value)}
          />
        </Box>
        <Button
          size="sm"
          variant="outline"
          disabled={rows.length === 0}
          onClick={() => navigate(sampleEditPath(batchId, Number(rowToEdit) || 1))}
        >
          {t('portal.wizard.sheet.editRow')}
        </Button>
        {product.kind === 'MS' ? (
          <>
            <chakra.a asChild color="blue.600" textDecoration="underline" fontSize="sm">
              <RouterLink to={`/pub/sample/step2/bifForMSM?batchId=${batchId}`}>
                {t('portal.wizard.sheet.bifM')}
              </RouterLink>
            </chakra.a>
            <chakra.a asChild color="blue.600" textDecoration="underline" fontSize="sm">
              <RouterLink to={`/pub/sample/step2/bifForMSPC?batchId=${batchId}`}>
                {t('portal.wizard.sheet.bifP')}
              </RouterLink>
            </chakra.a>
          </>
        ) : null}
      </Flex>
      <Flex justify="space-between" mt="6">
        <Button variant="outline" onClick={() => navigate(productStepPath(product.kind))}>
          {t('portal.wizard.back')}
        </Button>
        <Button colorPalette="blue" onClick={() => navigate(shippingPath(batchId))}>
          {t('portal.wizard.next')}
        </Button>
      </Flex>
    </Box>
  );
}

/** Step 2: the sample sheet (`step2` for sequencing and library products, `step2ForMS`). */
export function SheetStep() {
  const { t } = useI18n();
  return (
    <WizardFrame step="sheet" title={t('portal.wizard.sheet.title')} conflictsInGrid>
      {({ batch, product }) => <Sheet product={product} batchId={batch.batchId} />}
    </WizardFrame>
  );
}
