import { Button, Flex, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormItem } from '../../../../design-system';
import {
  cellText,
  fieldsFor,
  totalAmount,
  type SampleField,
} from '../../../../domain/portal/samples';
import { useI18n } from '../../../i18n';
import type { Product } from '../../../services/portal';
import { rowsChanged, selectSheetIssues, selectSubmission } from '../../../store/submission';
import { issueText } from './sheet';
import { useSheetColumns } from './SheetStep';
import { sampleEditPath, sheetPath } from './steps';
import { WizardFrame } from './WizardFrame';

function SampleForm({ product, batchId }: { product: Product; batchId: number }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { rows } = useSelector(selectSubmission);
  const issues = useSelector(selectSheetIssues);
  const columns = useSheetColumns(product);
  const rowNo = Number(params.get('rowNo')) || 1;
  const row = rows[rowNo - 1];
  const back = () => navigate(sheetPath(product.kind, batchId));
  if (!row) {
    return (
      <Stack gap="3">
        <Text role="alert">{t('portal.wizard.edit.notFound', { n: rowNo })}</Text>
        <Button alignSelf="start" variant="outline" onClick={back}>
          {t('portal.wizard.edit.backToSheet')}
        </Button>
      </Stack>
    );
  }
  const rowIssues = issues.get(row.rowNo) ?? [];
  const set = (field: SampleField, value: string) =>
    dispatch(rowsChanged(rows.map((each) => (each === row ? { ...row, [field]: value } : each))));

  return (
    <Stack gap="4" as="form" onSubmit={(event) => event.preventDefault()}>
      <Text fontWeight="semibold">
        {t('portal.wizard.edit.title', { n: rowNo, count: rows.length })}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="4xl">
        {fieldsFor(product.kind).map((field) => {
          const column = columns.find((each) => each.key === field)!;
          const fieldIssues = rowIssues.filter((issue) => issue.field === field);
          const error = fieldIssues.find((issue) => issue.severity === 'error');
          const warning = fieldIssues.find((issue) => issue.severity === 'warning');
          const value = cellText(row[field]);
          return (
            <FormItem
              key={field}
              label={column.title}
              error={error ? issueText(error, t) : undefined}
              helperText={warning ? issueText(warning, t) : undefined}
            >
              {(aria) =>
                column.options ? (
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      {...aria}
                      value={value}
                      onChange={(event) => set(field, event.target.value)}
                    >
                      <option value="" />
                      {column.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : (
                  <Input
                    {...aria}
                    value={value}
                    inputMode={column.type === 'number' ? 'decimal' : undefined}
                    onChange={(event) => set(field, event.target.value)}
                  />
                )
              }
            </FormItem>
          );
        })}
        <FormItem label={t('portal.wizard.sheet.totalAmount')} readOnly>
          {(aria) => <Input {...aria} readOnly value={totalAmount(row)} />}
        </FormItem>
      </SimpleGrid>
      <Flex gap="3" wrap="wrap">
        <Button
          variant="outline"
          disabled={rowNo <= 1}
          onClick={() => navigate(sampleEditPath(batchId, rowNo - 1))}
        >
          {t('portal.wizard.edit.previous')}
        </Button>
        <Button
          variant="outline"
          disabled={rowNo >= rows.length}
          onClick={() => navigate(sampleEditPath(batchId, rowNo + 1))}
        >
          {t('portal.wizard.edit.next')}
        </Button>
        <Button colorPalette="blue" onClick={back}>
          {t('portal.wizard.edit.backToSheet')}
        </Button>
      </Flex>
    </Stack>
  );
}

/** `step2/edit?batchId&rowNo`: one sample of the sheet in a form, saved with the draft. */
export function SampleEditPage() {
  const { t } = useI18n();
  return (
    <WizardFrame step="sheet" title={t('portal.wizard.sheet.title')}>
      {({ batch, product }) => <SampleForm product={product} batchId={batch.batchId} />}
    </WizardFrame>
  );
}
