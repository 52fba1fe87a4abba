import { Box, Button, Flex, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  DataTable,
  StatusBadge,
  useConfirm,
  type DataTableColumn,
} from '../../../../design-system';
import {
  MESSAGE_CATEGORIES,
  MESSAGE_CATEGORY_NAMES,
  isMessageCategory,
} from '../../../../domain/portal/messageCategories';
import { useText } from '../../../engine/labels';
import { useRead, useReadAgain } from '../../../engine/useRead';
import { useI18n } from '../../../i18n';
import { userDateTime } from '../../../layouts/NoticeList';
import { isRead, type UserMessage } from '../../../services/messages';
import type { Page } from '../../../services/types';
import {
  clearRequested,
  markAllReadRequested,
  markReadRequested,
  selectNotices,
  selectNotifyCount,
} from '../../../store/notices';
import { selectCurrentUser } from '../../../store/selectors';
import { useTableLabels } from '../common';
import { PageTitle } from '../views/parts';
import { MESSAGES_API } from './paths';

/** A message as the full list answers it: with what it is about. */
type Message = UserMessage & { category?: string };

/** The read states of the filter: Y read, N unread (SPEC.md section 3). */
type ReadState = '' | 'Y' | 'N';

/** Every kind of message the notification centre keeps. */
const ALL_TYPES = ['MSG', 'APPROVE', 'NOTICE'] as const;

/**
 * Every message of the customer (`/pub/information/message-center`): status changes, QC
 * results, quotations, payments, announcements…, filtered by kind and read state, each opened
 * in place and marked read; all marked read at once, or cleared. The bell and this page agree:
 * both read the notification centre, and this page reads again whenever the count changes.
 */
export function MessageCenterPage() {
  const { t } = useI18n();
  const text = useText();
  const dispatch = useDispatch();
  const labels = useTableLabels();
  const user = useSelector(selectCurrentUser);
  const count = useSelector(selectNotifyCount);
  const { clearing, markingAll } = useSelector(selectNotices);
  const { confirm, dialog } = useConfirm();
  const [category, setCategory] = useState('');
  const [readState, setReadState] = useState<ReadState>('');
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [open, setOpen] = useState<number | null>(null);
  const query = useMemo(
    () => ({
      page: paging.page - 1,
      size: paging.size,
      category: category || undefined,
      readFlag: readState || undefined,
    }),
    [paging, category, readState],
  );
  const entry = useRead(MESSAGES_API, query, { fresh: true });
  const readAgain = useReadAgain(MESSAGES_API, query);
  const list = entry?.data as Page<Message> | undefined;

  // The count changed (read here or elsewhere, a new message pushed) or a clear finished.
  const seen = useRef({ count, clearing: clearing.length });
  useEffect(() => {
    const before = seen.current;
    seen.current = { count, clearing: clearing.length };
    if (before.count !== count || (before.clearing > 0 && clearing.length === 0)) readAgain();
  }, [count, clearing.length, readAgain]);

  const kindName = (value: string | undefined) =>
    value && isMessageCategory(value) ? text(MESSAGE_CATEGORY_NAMES[value]) : '';

  const columns = useMemo<DataTableColumn<Message>[]>(
    () => [
      {
        key: 'readFlag',
        title: t('portal.service.messages.state'),
        width: 100,
        render: (row) =>
          isRead(row) ? (
            <StatusBadge status="P" label={t('portal.service.messages.read')} />
          ) : (
            <StatusBadge status="RUNNING" label={t('portal.service.messages.unread')} />
          ),
      },
      {
        key: 'subject',
        title: t('portal.service.messages.subject'),
        width: 460,
        render: (row) => {
          const shown = open === row.userMessageId;
          return (
            <Stack gap="1">
              <chakra.button
                type="button"
                textAlign="start"
                fontWeight={isRead(row) ? 'normal' : 'semibold'}
                color="blue.700"
                aria-expanded={shown}
                onClick={() => {
                  setOpen(shown ? null : row.userMessageId);
                  if (!shown && !isRead(row)) dispatch(markReadRequested([row.userMessageId]));
                }}
              >
                {row.subject}
              </chakra.button>
              {shown ? (
                <Text fontSize="sm" whiteSpace="pre-wrap">
                  {row.content}
                </Text>
              ) : null}
            </Stack>
          );
        },
      },
      {
        key: 'category',
        title: t('portal.service.messages.kind'),
        width: 150,
        render: (row) => kindName(row.category) || row.userMessageTypeMeaning,
      },
      {
        key: 'creationDate',
        title: t('portal.service.messages.received'),
        width: 180,
        render: (row) => userDateTime(row.creationDate, user),
      },
      {
        key: 'userMessageId',
        title: t('engine.actions'),
        width: 130,
        render: (row) =>
          isRead(row) ? null : (
            <Button
              size="xs"
              variant="outline"
              aria-label={t('portal.service.messages.markReadOf', { subject: row.subject })}
              onClick={() => dispatch(markReadRequested([row.userMessageId]))}
            >
              {t('portal.service.messages.markRead')}
            </Button>
          ),
      },
    ],
    // `kindName` reads the kinds' names in the current language (`text`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, text, user, open, dispatch],
  );

  const select = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { value: string; label: string }[],
  ) => (
    <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
      {label}
      <NativeSelect.Root size="sm" width="44">
        <NativeSelect.Field
          // Named by the label alone: wrapped in it, the select would add its options to its name.
          aria-label={label}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </chakra.label>
  );

  return (
    <Stack gap="4" padding="6">
      <PageTitle title={t('portal.service.messages.title')}>
        <Text color="fg.muted" role="status">
          {t('portal.service.messages.unreadCount', { count })}
        </Text>
      </PageTitle>
      <Flex gap="4" wrap="wrap" align="center" justify="space-between">
        <Flex gap="4" wrap="wrap">
          {select(t('portal.service.messages.kind'), category, setCategory, [
            { value: '', label: t('portal.service.messages.all') },
            ...MESSAGE_CATEGORIES.map((value) => ({
              value,
              label: text(MESSAGE_CATEGORY_NAMES[value]),
            })),
          ])}
          {select(
            t('portal.service.messages.state'),
            readState,
            (value) => setReadState(value as ReadState),
            [
              { value: '', label: t('portal.service.messages.all') },
              { value: 'N', label: t('portal.service.messages.unread') },
              { value: 'Y', label: t('portal.service.messages.read') },
            ],
          )}
        </Flex>
        <Flex gap="2">
          <Button
            size="sm"
            colorPalette="blue"
            variant="outline"
            disabled={count === 0}
            loading={markingAll}
            onClick={() => dispatch(markAllReadRequested())}
          >
            {t('portal.service.messages.markAllRead')}
          </Button>
          <Button
            size="sm"
            colorPalette="red"
            variant="outline"
            disabled={(list?.totalElements ?? 0) === 0 && !category && !readState}
            loading={clearing.length > 0}
            onClick={() =>
              void confirm({
                title: t('portal.service.messages.clear'),
                description: t('portal.service.messages.clearConfirm'),
                danger: true,
                labels: {
                  ok: t('portal.service.messages.clear'),
                  cancel: t('portal.service.cancel'),
                },
                onOk: () => {
                  dispatch(clearRequested([...ALL_TYPES]));
                },
              })
            }
          >
            {t('portal.service.messages.clear')}
          </Button>
        </Flex>
      </Flex>
      <Box>
        <DataTable<Message>
          caption={t('portal.service.messages.title')}
          columns={columns}
          rows={list?.content ?? []}
          rowKey="userMessageId"
          labels={labels}
          loading={entry?.status === 'loading'}
          error={entry?.status === 'failed' ? t('portal.service.loadFailed') : null}
          onRetry={readAgain}
          emptyText={t('portal.service.messages.empty')}
          pagination={{ page: paging.page, size: paging.size, total: list?.totalElements ?? 0 }}
          onChange={({ pagination }) => setPaging(pagination)}
          size="sm"
        />
      </Box>
      {dialog}
    </Stack>
  );
}
