import { Box, Flex, Heading, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useI18n, type MessageKey } from '../../../i18n';
import type { Batch } from '../../../services/portal';
import { PortalStatus } from '../common';
import { staffBatchPath, staffPrintPath } from '../paths';
import { STAFF_STEPS, stepRefusal, type StaffStep } from './steps';

/** The label of a batch status in the user's language. */
export function useBatchStatusLabel() {
  const { t } = useI18n();
  return (status: string) => t(`portal.status.batch.${status}` as MessageKey);
}

/**
 * The batch's code, status, team, product, project, sample count and submitted date,
 * with a link to its print page unless `printLink` is false.
 */
export function BatchHeader({ batch, printLink = true }: { batch: Batch; printLink?: boolean }) {
  const { t } = useI18n();
  const none = t('portal.staff.none');
  const facts: [string, React.ReactNode][] = [
    [t('portal.staff.header.status'), <PortalStatus key="s" kind="batch" status={batch.status} />],
    [t('portal.staff.header.team'), batch.teamName],
    [t('portal.staff.header.product'), batch.productCode],
    [t('portal.staff.header.project'), batch.projectCode ?? none],
    [t('portal.staff.header.sampleCount'), batch.sampleCount],
    [t('portal.staff.header.submitted'), batch.submittedDate ?? none],
  ];
  return (
    <Box as="section" aria-label={t('portal.staff.header.label')}>
      <Flex align="baseline" justify="space-between" gap="4" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('portal.staff.heading', { code: batch.batchCode })}
        </Heading>
        {printLink ? (
          <Link asChild color="blue.600" fontSize="sm">
            <RouterLink to={staffPrintPath(batch.batchId)}>
              {t('portal.staff.header.print')}
            </RouterLink>
          </Link>
        ) : null}
      </Flex>
      <Flex as="dl" gap="6" wrap="wrap" marginTop="2" fontSize="sm">
        {facts.map(([term, value]) => (
          <Box key={term}>
            <Text as="dt" color="fg.muted">
              {term}
            </Text>
            <Text as="dd">{value}</Text>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

/**
 * The workbench's steps as links; a step the batch's status does not allow is shown disabled
 * with the reason.
 */
export function StepNav({ batch, current }: { batch: Batch; current: StaffStep }) {
  const { t } = useI18n();
  return (
    <Box as="nav" aria-label={t('portal.staff.steps.label')} marginY="4" data-print-hide="">
      <List.Root
        as="ol"
        display="flex"
        flexDirection="row"
        alignItems="stretch"
        gap="2"
        flexWrap="wrap"
        listStyleType="none"
      >
        {STAFF_STEPS.map((step) => {
          const name = `${step}. ${t(`portal.staff.steps.step${step}`)}`;
          const refusal = stepRefusal(step, batch);
          const active = step === current;
          return (
            <List.Item
              key={step}
              borderWidth="1px"
              borderRadius="l2"
              paddingX="3"
              paddingY="1"
              maxWidth="15rem"
              bg={active ? 'blue.50' : undefined}
              borderColor={active ? 'blue.500' : 'border'}
            >
              {refusal ? (
                <Text as="span" color="fg.subtle" aria-disabled="true">
                  {name}
                  <Text as="span" display="block" fontSize="xs">
                    {t(refusal.key, refusal.vars)}
                  </Text>
                </Text>
              ) : (
                <Link
                  asChild
                  color={active ? 'blue.700' : 'blue.600'}
                  fontWeight={active ? 'semibold' : undefined}
                >
                  <RouterLink
                    to={staffBatchPath(batch.batchId, step)}
                    aria-current={active ? 'step' : undefined}
                  >
                    {name}
                  </RouterLink>
                </Link>
              )}
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}
