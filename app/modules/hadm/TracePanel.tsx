import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useI18n } from '../../i18n';
import {
  selectTrace,
  traceEndRequested,
  traceExportRequested,
  traceStartRequested,
  traceStatusRequested,
} from '../../store/hadm';
import { clockTime } from './time';

/**
 * The user's own trace: its state with Start and End, and the requests the trace ended last
 * recorded (`trace/end`), kept for the session, with its CSV download. The list of every trace is below it.
 */
export function TracePanel() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { status, log, busy } = useSelector(selectTrace);
  useEffect(() => {
    dispatch(traceStatusRequested());
  }, [dispatch]);
  const tracing = status?.tracing === true;
  return (
    <Stack
      as="section"
      aria-label={t('hadm.trace.heading')}
      gap="3"
      p="4"
      borderWidth="1px"
      borderRadius="md"
    >
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Box>
          <Heading as="h2" size="sm">
            {t('hadm.trace.heading')}
          </Heading>
          <Text role="status" fontSize="sm" color="fg.muted">
            {tracing
              ? t('hadm.trace.running', {
                  time: status?.startedAt ? clockTime(status.startedAt) : '',
                  count: status?.count ?? 0,
                })
              : t('hadm.trace.idle')}
          </Text>
        </Box>
        {tracing ? (
          <Button
            size="sm"
            colorPalette="red"
            loading={busy}
            onClick={() => dispatch(traceEndRequested())}
          >
            {t('hadm.trace.end')}
          </Button>
        ) : (
          <Button
            size="sm"
            colorPalette="blue"
            loading={busy}
            onClick={() => dispatch(traceStartRequested())}
          >
            {t('hadm.trace.start')}
          </Button>
        )}
      </HStack>
      {log ? (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={t('hadm.trace.log', { count: log.traceList.length })}>
            <Table.Caption captionSide="top" textAlign="start">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text as="span">{t('hadm.trace.log', { count: log.traceList.length })}</Text>
                {log.traceGroupId === null ? null : (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() =>
                      log.traceGroupId !== null && dispatch(traceExportRequested(log.traceGroupId))
                    }
                  >
                    {t('hadm.trace.export')}
                  </Button>
                )}
              </HStack>
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('hadm.trace.at')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('hadm.trace.method')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('hadm.trace.url')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('hadm.trace.status')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('hadm.trace.duration')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('hadm.trace.db')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('hadm.trace.queries')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {log.traceList.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={7}>{t('hadm.trace.empty')}</Table.Cell>
                </Table.Row>
              ) : (
                log.traceList.map((item) => (
                  <Table.Row key={item.traceRequestId}>
                    <Table.Cell>{clockTime(item.startedAt)}</Table.Cell>
                    <Table.Cell>{item.method}</Table.Cell>
                    <Table.Cell wordBreak="break-all">{item.url}</Table.Cell>
                    <Table.Cell textAlign="end">{item.statusCode}</Table.Cell>
                    <Table.Cell textAlign="end">{item.durationMs.toFixed(2)}</Table.Cell>
                    <Table.Cell textAlign="end">{item.dbMs.toFixed(2)}</Table.Cell>
                    <Table.Cell textAlign="end">{item.dbQueries}</Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
    </Stack>
  );
}
