import { Box, Button, Flex, Heading, Link, Spinner, Text, chakra } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../../design-system';
import { dateText } from '../../../engine/cells';
import { useI18n } from '../../../i18n';
import type { LoadStatus } from '../../../store/workplace';
import { selectNotifyCount } from '../../../store/notices';
import { selectCurrentUser } from '../../../store/selectors';

/** A link to a page of the app, styled as a link. */
export function PageLink({
  to,
  children,
  'aria-label': ariaLabel,
}: {
  to: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Link asChild color="blue.600" textDecoration="underline" aria-label={ariaLabel}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A date (`YYYY-MM-DD`) of a server date-time, in the user's date format. */
export function useDateText(): (value: string | null | undefined) => string {
  const user = useSelector(selectCurrentUser);
  const timeZone = user?.timeZone;
  const format = user?.dateFormat;
  return useCallback(
    (value: string | null | undefined) => dateText(value, formatDate, timeZone, format),
    [timeZone, format],
  );
}

/** A titled part of a page (a region named by its heading). */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} bg="bg" borderWidth="1px" borderRadius="l3" padding="4">
      <Flex align="center" justify="space-between" gap="3" marginBottom="3">
        <Heading as="h2" id={id} size="md">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

/** What a page shows while its data loads or after loading failed. */
export function LoadState({ status, onRetry }: { status: LoadStatus; onRetry: () => void }) {
  const { t } = useI18n();
  if (status === 'failed') {
    return (
      <Flex role="alert" align="center" gap="3">
        <Text color="fg.error">{t('portal.views.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('portal.views.retry')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex role="status" align="center" gap="2" color="fg.muted">
      <Spinner size="sm" />
      <Text>{t('portal.views.loading')}</Text>
    </Flex>
  );
}

/** A text that says what to do when a list is empty. */
export function Empty({ children }: { children: ReactNode }) {
  return <Text color="fg.muted">{children}</Text>;
}

/** Label and value pairs, as a description list. */
export function Details({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns="max-content 1fr"
      columnGap="4"
      rowGap="1"
      fontSize="sm"
    >
      {items.map((item) => (
        <chakra.div key={item.label} display="contents">
          <chakra.dt color="fg.muted">{item.label}</chakra.dt>
          <chakra.dd margin="0">{item.value}</chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  );
}

/** A page's main heading with what goes beside it. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}

/**
 * Calls `onNew` when the unread-message count rises (the server pushes it): a status change or
 * a QC result has arrived, so a page showing the batch or the overview loads it again.
 */
export function useOnNewMessages(onNew: () => void) {
  const count = useSelector(selectNotifyCount);
  const previous = useRef<number | null>(null);
  const latest = useRef(onNew);
  useEffect(() => {
    latest.current = onNew;
  });
  useEffect(() => {
    if (previous.current !== null && count > previous.current) latest.current();
    previous.current = count;
  }, [count]);
}
