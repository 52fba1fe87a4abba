import {
  Badge,
  Box,
  Button,
  Link as ChakraLink,
  Heading,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { useI18n } from '../../i18n';
import {
  addressBlockRequested,
  monitorRequested,
  selectMonitor,
  type HadmRoot,
} from '../../store/hadm';
import { CallsChart, UrlList } from './MonitorChart';

/** How often the monitor is read again while open. */
const REFRESH_MS = 5_000;

/**
 * The monitor view of an API monitor rule (`/hadm/api-limit/detail/:monitorRuleId`): calls
 * per address over time, calls per URL, and each address's counts with a button to block it.
 */
export function MonitorPage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const monitorRuleId = Number(useParams().monitorRuleId);
  const { view, status } = useSelector((state: HadmRoot) => selectMonitor(state, monitorRuleId));
  useEffect(() => {
    if (!Number.isInteger(monitorRuleId) || monitorRuleId < 1) return undefined;
    dispatch(monitorRequested(monitorRuleId));
    const timer = setInterval(() => dispatch(monitorRequested(monitorRuleId)), REFRESH_MS);
    return () => clearInterval(timer);
  }, [dispatch, monitorRuleId]);

  if (!view) {
    return (
      <Box p="4">
        <Text role={status === 'failed' ? 'alert' : 'status'}>
          {status === 'failed' ? t('hadm.monitor.loadFailed') : t('hadm.monitor.loading')}
        </Text>
      </Box>
    );
  }
  const chartLabel = t('hadm.monitor.chart', { seconds: view.bucketSeconds });
  return (
    <Stack p="4" gap="4">
      <Box>
        <Heading as="h1" size="md">
          {t('hadm.monitor.heading', { pattern: view.urlPattern })}
        </Heading>
        <Text color="fg.muted">
          {t('hadm.monitor.rule', { max: view.maxCount, window: view.windowSeconds })}
        </Text>
        {view.applied ? null : <Text role="alert">{t('hadm.monitor.notApplied')}</Text>}
        <ChakraLink asChild colorPalette="blue" fontSize="sm">
          <Link to="/hadm/api-limit">{t('hadm.monitor.back')}</Link>
        </ChakraLink>
      </Box>
      <Box as="section" aria-label={chartLabel}>
        <Heading as="h2" size="sm" mb="2">
          {chartLabel}
        </Heading>
        {view.points.length === 0 ? (
          <Text>{t('hadm.monitor.none')}</Text>
        ) : (
          <CallsChart view={view} label={chartLabel} otherLabel={t('hadm.monitor.other')} />
        )}
      </Box>
      {view.urls.length > 0 ? <UrlList view={view} title={t('hadm.monitor.urls')} /> : null}
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={t('hadm.monitor.addresses')}>
          <Table.Caption captionSide="top" textAlign="start">
            {t('hadm.monitor.addresses')}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('hadm.monitor.ip')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('hadm.monitor.calls')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('hadm.monitor.inWindow')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('hadm.monitor.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>{t('engine.actions')}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.addresses.map((item) => {
              const over = item.inWindow > view.maxCount && !item.allowed;
              return (
                <Table.Row key={item.ip}>
                  <Table.Cell>{item.ip}</Table.Cell>
                  <Table.Cell textAlign="end">{item.calls}</Table.Cell>
                  <Table.Cell textAlign="end">{item.inWindow}</Table.Cell>
                  <Table.Cell>
                    <Badge
                      colorPalette={item.blocked || over ? 'red' : item.allowed ? 'green' : 'gray'}
                    >
                      {item.blocked
                        ? t('hadm.monitor.blocked')
                        : item.allowed
                          ? t('hadm.monitor.allowed')
                          : over
                            ? t('hadm.monitor.over')
                            : t('hadm.monitor.normal')}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {item.blocked ? null : (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`${t('hadm.monitor.block')} ${item.ip}`}
                        onClick={() =>
                          dispatch(addressBlockRequested({ monitorRuleId, ip: item.ip }))
                        }
                      >
                        {t('hadm.monitor.block')}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
