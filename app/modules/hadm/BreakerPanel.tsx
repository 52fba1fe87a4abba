import { Badge, Box, Checkbox, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useI18n, type MessageKey } from '../../i18n';
import type { BreakerView } from '../../services/hadm';
import { breakerFaultRequested, breakersRequested, selectBreakers } from '../../store/hadm';
import { clockTime } from './time';

/** How often the live state is read again while the page is open. */
const REFRESH_MS = 2_000;

/** The breakers the server has, which the messages name. */
const BREAKER_NAMES = new Set(['MAIL', 'FILE_STORAGE']);

const STATE_PALETTE: Record<BreakerView['state'], string> = {
  CLOSED: 'green',
  OPEN: 'red',
  HALF_OPEN: 'orange',
};

function BreakerCard({ breaker, busy }: { breaker: BreakerView; busy: boolean }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const name = BREAKER_NAMES.has(breaker.key)
    ? t(`hadm.breakers.name.${breaker.key}` as MessageKey)
    : breaker.key;
  const { settings, window, totals } = breaker;
  return (
    <Stack
      as="article"
      aria-label={name}
      gap="2"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      data-state={breaker.state}
    >
      <HStack justify="space-between">
        <Heading as="h3" size="xs">
          {name}{' '}
          <Text as="span" color="fg.muted">
            ({breaker.key})
          </Text>
        </Heading>
        <Badge colorPalette={STATE_PALETTE[breaker.state]} aria-label={t('hadm.monitor.status')}>
          {t(`hadm.breakers.state.${breaker.state}` as MessageKey)}
        </Badge>
      </HStack>
      <Text fontSize="sm">
        {t('hadm.breakers.window', {
          failures: window.failures,
          calls: window.calls,
          percent: window.errorPercent,
        })}
      </Text>
      <Text fontSize="sm">{t('hadm.breakers.totals', totals)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('hadm.breakers.settings', {
          percent: settings.errorPercent,
          volume: settings.volume,
          timeout: settings.timeoutMs,
          sleep: settings.sleepMs,
        })}
        {breaker.configured ? '' : ` · ${t('hadm.breakers.defaults')}`}
      </Text>
      {breaker.retryAt ? (
        <Text fontSize="sm">
          {t('hadm.breakers.retryAt', { time: clockTime(breaker.retryAt) })}
        </Text>
      ) : null}
      <Checkbox.Root
        size="sm"
        checked={breaker.faultInjected}
        disabled={busy}
        onCheckedChange={(event) =>
          dispatch(
            breakerFaultRequested({ key: breaker.key, faultInjected: event.checked === true }),
          )
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('hadm.breakers.fault')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}

/** Each circuit breaker's live state and counters, read again every 2 s, with its fault switch. */
export function BreakerPanel() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { items, status, busyKey } = useSelector(selectBreakers);
  useEffect(() => {
    dispatch(breakersRequested());
    const timer = setInterval(() => dispatch(breakersRequested()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [dispatch]);
  return (
    <Box
      as="section"
      aria-label={t('hadm.breakers.heading')}
      p="4"
      borderWidth="1px"
      borderRadius="md"
    >
      <Heading as="h2" size="sm" mb="3">
        {t('hadm.breakers.heading')}
      </Heading>
      {status === 'failed' && items.length === 0 ? (
        <Text role="alert">{t('hadm.breakers.loadFailed')}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {items.map((breaker) => (
            <BreakerCard key={breaker.key} breaker={breaker} busy={busyKey === breaker.key} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
