import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useRead } from '../../../../engine/useRead';
import { useI18n } from '../../../../i18n';
import type { Quotation } from '../../../../services/money';
import type { Product } from '../../../../services/portal';
import { Details, LoadState } from '../../views/parts';
import { LinkButton, MoneyStatus, PRINT_CSS, PriceTable, useIdParam } from '../parts';
import { quotationStepPath } from '../paths';
import { RequestSummary } from './RequestPages';
import { useQuotation } from './useQuotation';

/**
 * A quotation as a document: who it is for, when it was priced and until when it holds, the
 * request, the price lines and totals (the server's amounts). The print stylesheet prints only
 * this (`data-print-area`).
 */
export function QuotationDocument({
  quotation,
  actions,
  level = 'h1',
}: {
  quotation: Quotation;
  /** The heading's level: a page's own title, or a part of a page titled already. */
  level?: 'h1' | 'h2';
  /** Buttons beside the heading, not printed. */
  actions?: ReactNode;
}) {
  const { t } = useI18n();
  const products = (useRead('/hsif/v1/{tenantId}/products')?.data as Product[] | undefined) ?? [];
  return (
    <Box data-print-area="" display="grid" gap="4">
      <style>{PRINT_CSS}</style>
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as={level} size="lg">
          {t('portal.money.quotation.title', { code: quotation.quotationCode })}
        </Heading>
        <MoneyStatus kind="quotation" status={quotation.status} />
        <Flex gap="2" marginInlineStart="auto" data-print-hide="">
          {actions}
          <Button size="sm" colorPalette="blue" onClick={() => window.print()}>
            {t('portal.money.print')}
          </Button>
        </Flex>
      </Flex>
      <Details
        items={[
          { label: t('portal.money.quotation.customer'), value: quotation.teamName },
          { label: t('portal.money.fields.title'), value: quotation.title ?? '' },
          { label: t('portal.money.quotation.quotedOn'), value: quotation.quotedDate ?? '' },
          { label: t('portal.money.quotation.quotedBy'), value: quotation.quotedByName ?? '' },
          { label: t('portal.money.fields.expiryDate'), value: quotation.expiryDate ?? '' },
        ]}
      />
      <RequestSummary request={quotation.request} products={products} />
      <PriceTable
        caption={t('portal.money.quotation.prices')}
        lines={quotation.lines}
        totals={quotation}
        currency={quotation.currencyCode}
        precision={quotation.precision}
      />
      <Text fontSize="sm" color="fg.muted">
        {t('portal.money.roundingNote')}
      </Text>
    </Box>
  );
}

/** `/pub/quotation/print?quotationId=`: the printable quotation. */
export function QuotationPrintPage() {
  const { t } = useI18n();
  const id = useIdParam('quotationId');
  const { quotation, status, reload } = useQuotation(id);
  if (!quotation) {
    return (
      <Stack padding="6">
        <LoadState status={status === 'failed' ? 'failed' : 'loading'} onRetry={reload} />
      </Stack>
    );
  }
  return (
    <Stack padding="6" maxWidth="6xl">
      <QuotationDocument
        quotation={quotation}
        actions={
          <LinkButton to={quotationStepPath(3, quotation.quotationId)}>
            {t('portal.money.back')}
          </LinkButton>
        }
      />
    </Stack>
  );
}
