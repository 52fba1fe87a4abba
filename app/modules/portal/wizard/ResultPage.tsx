import { Box, Button, chakra, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import type { Batch, Product } from '../../../services/portal';
import { PortalStatus } from '../common';
import { batchInformationPath } from '../paths';
import { SampleSheet } from '../sampleSheet';
import { WizardFrame } from './WizardFrame';

/** Hides the page's chrome when printing: only the result and its sample list are printed. */
const PRINT_CSS = `@media print {
  header, nav, [data-print-hide], [data-portal-navigation] { display: none !important; }
  [data-print-area] table { font-size: 10pt; }
  [data-print-area] { break-inside: auto; }
}`;

function Result({ batch, product }: { batch: Batch; product: Product }) {
  const { t } = useI18n();
  if (batch.status === 'Draft' || batch.status === 'Returned') {
    return <Text role="alert">{t('portal.wizard.result.notSubmitted')}</Text>;
  }
  return (
    <Stack gap="5" data-print-area="">
      <style>{PRINT_CSS}</style>
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
        <chakra.dt fontWeight="semibold">{t('portal.wizard.result.batchCode')}</chakra.dt>
        <chakra.dd data-testid="batch-code">{batch.batchCode}</chakra.dd>
        <chakra.dt fontWeight="semibold">{t('portal.wizard.result.status')}</chakra.dt>
        <chakra.dd>
          <PortalStatus kind="batch" status={batch.status} />
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
        <SampleSheet samples={batch.samples} caption={t('portal.wizard.result.list')} />
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
