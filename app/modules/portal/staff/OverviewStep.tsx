import { Box, Heading, Text } from '@chakra-ui/react';
import { useI18n } from '../../../i18n';
import type { Batch, Shipping } from '../../../services/portal';
import { batchTotal, SampleSheet } from '../sampleSheet';

const SHIPPING_FIELDS: (keyof Shipping)[] = [
  'courier',
  'trackingNo',
  'shippingDate',
  'boxCount',
  'storage',
  'senderContact',
];

/** Step 1: the submitted sheet with its total amount, the shipping information and the team. */
export function OverviewStep({ batch }: { batch: Batch }) {
  const { t } = useI18n();
  const shipping = batch.shipping;
  const given = SHIPPING_FIELDS.filter(
    (field) => shipping?.[field] != null && shipping[field] !== '',
  );
  return (
    <Box display="grid" gridTemplateColumns="minmax(0, 1fr)" gap="6">
      <Box as="section" aria-labelledby="staff-overview-sheet">
        <Heading as="h2" size="md" id="staff-overview-sheet" marginBottom="2">
          {t('portal.staff.overview.sheet')}
        </Heading>
        <SampleSheet samples={batch.samples} caption={t('portal.staff.overview.sheet')} />
        <Text marginTop="2" fontWeight="semibold">
          {t('portal.staff.overview.batchTotal', { total: batchTotal(batch.samples) })}
        </Text>
      </Box>
      <Box as="section" aria-labelledby="staff-overview-shipping">
        <Heading as="h2" size="md" id="staff-overview-shipping" marginBottom="2">
          {t('portal.staff.overview.shipping')}
        </Heading>
        {given.length === 0 ? (
          <Text>{t('portal.staff.overview.noShipping')}</Text>
        ) : (
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns="max-content 1fr"
            columnGap="4"
            rowGap="1"
          >
            {given.map((field) => (
              <Box key={field} display="contents">
                <Text as="dt" color="fg.muted">
                  {t(`portal.staff.overview.${field}`)}
                </Text>
                <Text as="dd">{String(shipping?.[field])}</Text>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Box as="section" aria-labelledby="staff-overview-team">
        <Heading as="h2" size="md" id="staff-overview-team" marginBottom="2">
          {t('portal.staff.overview.team')}
        </Heading>
        <Text>{batch.teamName}</Text>
      </Box>
    </Box>
  );
}
