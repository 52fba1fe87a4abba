import { Box, Button, chakra, Flex, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../../../design-system';
import { cellText, fieldsFor } from '../../../domain/samples';
import { useI18n } from '../../../i18n';
import type { MessageKey } from '../../../i18n';
import type { Batch, Product } from '../../../services/portal';
import { batchInformationPath } from '../paths';
import { fieldLabel } from './sheet';
import { WizardFrame } from './WizardFrame';

/** Hides the page's chrome when printing: only the result and its sample list are printed. */
const PRINT_CSS = `@media print {
  header, nav, [data-print-hide], [data-portal-navigation] { display: none !important; }
  [data-print-area] table { font-size: 10pt; }
  [data-print-area] { break-inside: auto; }
}`;

function Result({ batch, product }: { batch: Batch; product: Product }) {
  const { t, locale } = useI18n();
  if (batch.status === 'Draft' || batch.status === 'Returned') {
    return <Text role="alert">{t('portal.wizard.result.notSubmitted')}</Text>;
  }
  const fields = fieldsFor(product.kind);
  return (
    <Stack gap="5" data-print-area="">
      <style>{PRINT_CSS}</style>
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
        <chakra.dt fontWeight="semibold">{t('portal.wizard.result.batchCode')}</chakra.dt>
        <chakra.dd data-testid="batch-code">{batch.batchCode}</chakra.dd>
        <chakra.dt fontWeight="semibold">{t('portal.wizard.result.status')}</chakra.dt>
        <chakra.dd>
          <StatusBadge
            status={batch.status}
            label={t(`portal.status.batch.${batch.status}` as MessageKey)}
          />
        </chakra.dd>
        <chakra.dt fontWeight="semibold">{t('portal.wizard.preview.product')}</chakra.dt>
        <chakra.dd>{product.productName}</chakra.dd>
      </chakra.dl>
      <Box as="section" aria-labelledby="result-next" data-print-hide="">
        <Heading as="h2" size="md" id="result-next" mb="2">
          {t('portal.wizard.result.nextTitle')}
        </Heading>
        <List.Root as="ol" ps="5">
          <List.Item>{t('portal.wizard.result.nextShip')}</List.Item>
          <List.Item>{t('portal.wizard.result.nextReceive')}</List.Item>
          <List.Item>{t('portal.wizard.result.nextQc')}</List.Item>
        </List.Root>
        <Flex gap="3" mt="3">
          <chakra.a asChild color="blue.600" textDecoration="underline">
            <RouterLink to={batchInformationPath(batch.batchId)}>
              {t('portal.wizard.result.information')}
            </RouterLink>
          </chakra.a>
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            {t('portal.wizard.result.print')}
          </Button>
        </Flex>
      </Box>
      <Box as="section" aria-labelledby="result-list">
        <Heading as="h2" size="md" id="result-list" mb="2">
          {t('portal.wizard.result.list')}
        </Heading>
        <Table.Root size="sm" aria-labelledby="result-list">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              {fields.map((field) => (
                <Table.ColumnHeader key={field}>{fieldLabel(field, locale)}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>{t('portal.wizard.sheet.totalAmount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {batch.samples.map((sample) => (
              <Table.Row key={sample.sampleId}>
                <Table.Cell>{sample.rowNo}</Table.Cell>
                {fields.map((field) => (
                  <Table.Cell key={field}>{cellText(sample[field])}</Table.Cell>
                ))}
                <Table.Cell>{sample.totalAmount ?? ''}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

/** `step3/preview-batch-result`: the submitted batch, what happens next, a printable list. */
export function ResultPage() {
  const { t } = useI18n();
  return (
    <WizardFrame step="preview" title={t('portal.wizard.result.title')} readOnly>
      {({ batch, product }) => <Result batch={batch} product={product} />}
    </WizardFrame>
  );
}
