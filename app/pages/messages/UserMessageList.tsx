import {
  Box,
  Button,
  Flex,
  Heading,
  Link,
  NativeSelect,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, StatusBadge, useConfirm, type DataTableColumn } from '../../../design-system';
import { engineLabels } from '../../engine/labels';
import { useRead, useReadAgain } from '../../engine/useRead';
import { useI18n } from '../../i18n';
import { userDateTime } from '../../layouts/NoticeList';
import {
  USER_MESSAGES_API,
  isRead,
  type ListedUserMessage,
  type UserMessageTypeCode,
} from '../../services/messages';
import type { Page } from '../../services/types';
import {
  clearRequested,
  markAllReadRequested,
  markReadRequested,
  selectNotices,
  selectNotifyCount,
} from '../../store/notices';
import { selectCurrentUser } from '../../store/selectors';

/** The read states of the filter: Y read, N unread (SPEC.md section 3). */
type ReadState = '' | 'Y' | 'N';

/** The texts of a {@link UserMessageList}, in the user's language. */
export interface UserMessageListTexts {
  /** The page's heading and the table's caption. */
  title: string;
  /** How many messages are unread (beside the heading). */
  unreadCount: (count: number) => string;
  /** The kind filter's label and the kind column's title. */
  kind: string;
  /** The read-state filter's label and the state column's title. */
  state: string;
  /** The filters' option for no filter. */
  all: string;
  read: string;
  unread: string;
  subject: string;
  received: string;
  /** The row button marking one message read. */
  markRead: string;
  /** That button's accessible name, naming the message. */
  markReadOf: (subject: string) => string;
  markAllRead: string;
  /** Shown when no message matches. */
  empty: string;
  /** Shown when the list could not be read. */
  loadFailed: string;
  /** The clear confirmation's cancel button. */
  cancel: string;
}

/** What the kind filter filters by. */
export interface UserMessageKinds {
  /** The list's query parameter (`userMessageTypeCode`, `category`). */
  param: 'userMessageTypeCode' | 'category';
  /** The kinds to choose from, with their names ("all" comes first by itself). */
  options: readonly { value: string; label: string }[];
  /** The kind of a row, as the kind column shows it. */
  nameOf: (message: ListedUserMessage) => string;
}

/** What the clear button deletes, with its texts. */
export interface UserMessageClear {
  /** The button's text, and the confirmation's title and confirming button. */
  label: string;
  /** The confirmation's question. */
  description: string;
  /** The kinds of message deleted. */
  types: readonly UserMessageTypeCode[];
}

/** Props of {@link UserMessageList}. */
export interface UserMessageListProps {
  texts: UserMessageListTexts;
  kinds: UserMessageKinds;
  /** What the clear button deletes while the kind filter holds `kind` ('' for every kind). */
  clearOf: (kind: string) => UserMessageClear;
  /**
   * The page of a message, which its subject links to; without it, the subject opens the
   * message's text in place (marking it read).
   */
  detailPathOf?: (message: ListedUserMessage) => string;
  /** Space around the page; `6` when left out. */
  padding?: string;
}

/**
 * The signed-in user's messages of the notification centre, filtered by kind and read state and
 * paged: each opened (in place, or on its page) and marked read, all marked read at once, or
 * cleared after a confirmation. It and the header's bell agree: both read the notification
 * centre's store, and the list reads again whenever the unread count changes or a clear ends.
 */
export function UserMessageList({
  texts,
  kinds,
  clearOf,
  detailPathOf,
  padding = '6',
}: UserMessageListProps) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const labels = useMemo(() => engineLabels(t).table, [t]);
  const user = useSelector(selectCurrentUser);
  const count = useSelector(selectNotifyCount);
  const { clearing, markingAll } = useSelector(selectNotices);
  const { confirm, dialog } = useConfirm();
  const [kind, setKind] = useState('');
  const [readState, setReadState] = useState<ReadState>('');
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [open, setOpen] = useState<number | null>(null);
  const query = useMemo(
    () => ({
      page: paging.page - 1,
      size: paging.size,
      [kinds.param]: kind || undefined,
      readFlag: readState || undefined,
    }),
    [paging, kinds.param, kind, readState],
  );
  const entry = useRead(USER_MESSAGES_API, query, { fresh: true });
  const readAgain = useReadAgain(USER_MESSAGES_API, query);
  const list = entry?.data as Page<ListedUserMessage> | undefined;

  // The count changed (read here or elsewhere, a new message pushed) or a clear finished.
  const seen = useRef({ count, clearing: clearing.length });
  useEffect(() => {
    const before = seen.current;
    seen.current = { count, clearing: clearing.length };
    if (before.count !== count || (before.clearing > 0 && clearing.length === 0)) readAgain();
  }, [count, clearing.length, readAgain]);

  const columns = useMemo<DataTableColumn<ListedUserMessage>[]>(
    () => [
      {
        key: 'readFlag',
        title: texts.state,
        width: 100,
        render: (row) =>
          isRead(row) ? (
            <StatusBadge status="P" label={texts.read} />
          ) : (
            <StatusBadge status="RUNNING" label={texts.unread} />
          ),
      },
      {
        key: 'subject',
        title: texts.subject,
        width: 460,
        render: (row) => {
          const weight = isRead(row) ? 'normal' : 'semibold';
          if (detailPathOf) {
            return (
              <Link asChild fontWeight={weight} color="blue.700">
                <RouterLink to={detailPathOf(row)}>{row.subject}</RouterLink>
              </Link>
            );
          }
          const shown = open === row.userMessageId;
          return (
            <Stack gap="1">
              <chakra.button
                type="button"
                textAlign="start"
                fontWeight={weight}
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
        key: kinds.param,
        title: texts.kind,
        width: 150,
        render: (row) => kinds.nameOf(row),
      },
      {
        key: 'creationDate',
        title: texts.received,
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
              aria-label={texts.markReadOf(row.subject)}
              onClick={() => dispatch(markReadRequested([row.userMessageId]))}
            >
              {texts.markRead}
            </Button>
          ),
      },
    ],
    [t, texts, kinds, detailPathOf, user, open, dispatch],
  );

  const select = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: readonly { value: string; label: string }[],
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

  const clear = clearOf(kind);
  return (
    <Stack gap="4" padding={padding}>
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {texts.title}
        </Heading>
        <Text color="fg.muted" role="status">
          {texts.unreadCount(count)}
        </Text>
      </Flex>
      <Flex gap="4" wrap="wrap" align="center" justify="space-between">
        <Flex gap="4" wrap="wrap">
          {select(texts.kind, kind, setKind, [{ value: '', label: texts.all }, ...kinds.options])}
          {select(texts.state, readState, (value) => setReadState(value as ReadState), [
            { value: '', label: texts.all },
            { value: 'N', label: texts.unread },
            { value: 'Y', label: texts.read },
          ])}
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
            {texts.markAllRead}
          </Button>
          <Button
            size="sm"
            colorPalette="red"
            variant="outline"
            disabled={(list?.totalElements ?? 0) === 0 && !kind && !readState}
            loading={clearing.length > 0}
            onClick={() =>
              void confirm({
                title: clear.label,
                description: clear.description,
                danger: true,
                labels: { ok: clear.label, cancel: texts.cancel },
                onOk: () => {
                  dispatch(clearRequested([...clear.types]));
                },
              })
            }
          >
            {clear.label}
          </Button>
        </Flex>
      </Flex>
      <Box>
        <DataTable<ListedUserMessage>
          caption={texts.title}
          columns={columns}
          rows={list?.content ?? []}
          rowKey="userMessageId"
          labels={labels}
          loading={entry?.status === 'loading'}
          error={entry?.status === 'failed' ? texts.loadFailed : null}
          onRetry={readAgain}
          emptyText={texts.empty}
          pagination={{ page: paging.page, size: paging.size, total: list?.totalElements ?? 0 }}
          onChange={({ pagination }) => setPaging(pagination)}
          size="sm"
        />
      </Box>
      {dialog}
    </Stack>
  );
}
