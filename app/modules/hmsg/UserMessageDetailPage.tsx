import { Alert, Box, Button, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useRead, useReadAgain } from '../../engine/useRead';
import { useI18n } from '../../i18n';
import { userDateTime } from '../../layouts/NoticeList';
import { isRead, userMessagePath, type ListedUserMessage } from '../../services/messages';
import { markReadRequested } from '../../store/notices';
import { selectCurrentUser } from '../../store/selectors';
import { USER_MESSAGES_PATH } from './paths';
import { useTypeName } from './kinds';

/** A message id of the address: a positive whole number the server takes, else undefined. */
function idOf(param: string | undefined): number | undefined {
  return param && /^[1-9][0-9]{0,11}$/.test(param) ? Number(param) : undefined;
}

/**
 * One of the signed-in user's messages (`/hmsg/user-message/detail/{type}/{userMessageId}`):
 * subject, kind, when it came (in the user's time zone) and its text, shown as text. Opening
 * an unread message marks it read, which the header's bell counts at once. A message that does
 * not exist or is someone else's is not found.
 */
export function UserMessageDetailPage() {
  const param = useParams().userMessageId;
  // A page of its own per message: what it has marked read is its own.
  return <MessageView key={param} id={idOf(param)} />;
}

function MessageView({ id }: { id: number | undefined }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const user = useSelector(selectCurrentUser);
  const typeName = useTypeName();
  const subjectId = useId();
  const path = id === undefined ? undefined : userMessagePath(id);
  const entry = useRead(path, {}, { fresh: true, silent: true });
  const readAgain = useReadAgain(path);
  const message = entry?.data as ListedUserMessage | undefined;

  // The answer cached before the page opened may be stale (read since): only the page's own
  // read tells whether the message is unread, and it is marked read once.
  const cached = useRef(entry?.data);
  const marked = useRef(false);
  useEffect(() => {
    if (entry?.status !== 'ready' || !message || message === cached.current) return;
    if (marked.current || isRead(message)) return;
    marked.current = true;
    dispatch(markReadRequested([message.userMessageId]));
  }, [entry?.status, message, dispatch]);

  const back = (
    <Link asChild color="blue.600" textDecoration="underline" alignSelf="flex-start">
      <RouterLink to={USER_MESSAGES_PATH}>{t('hmsg.messageDetail.back')}</RouterLink>
    </Link>
  );
  const notFound =
    id === undefined ||
    (entry?.status === 'failed' && entry.httpStatus === 404) ||
    (entry?.status === 'ready' && !message);

  let body;
  if (notFound) {
    body = (
      <>
        <Heading as="h1" size="lg">
          {t('hmsg.messageDetail.notFound')}
        </Heading>
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('hmsg.messageDetail.notFoundText')}</Alert.Title>
        </Alert.Root>
      </>
    );
  } else if (entry?.status === 'failed') {
    body = (
      <>
        <Heading as="h1" size="lg">
          {t('hmsg.messageDetail.title')}
        </Heading>
        <Box role="alert">
          <Text>{t('hmsg.messageDetail.loadFailed')}</Text>
          <Button size="sm" marginTop="2" onClick={readAgain}>
            {t('hmsg.messageDetail.retry')}
          </Button>
        </Box>
      </>
    );
  } else if (!message) {
    body = (
      <Text color="fg.muted" role="status" aria-busy="true">
        {t('hmsg.messageDetail.loading')}
      </Text>
    );
  } else {
    body = (
      <chakra.article aria-labelledby={subjectId}>
        <Stack gap="4">
          <Heading as="h1" size="lg" id={subjectId}>
            {message.subject}
          </Heading>
          <chakra.dl
            display="grid"
            gridTemplateColumns="max-content 1fr"
            columnGap="4"
            rowGap="1"
            fontSize="sm"
          >
            <chakra.dt color="fg.muted">{t('hmsg.messageDetail.kind')}</chakra.dt>
            <chakra.dd>
              {typeName(message.userMessageTypeCode, message.userMessageTypeMeaning)}
            </chakra.dd>
            <chakra.dt color="fg.muted">{t('hmsg.messageDetail.received')}</chakra.dt>
            <chakra.dd>
              <time dateTime={message.creationDate}>
                {userDateTime(message.creationDate, user)}
              </time>
            </chakra.dd>
          </chakra.dl>
          <Box
            as="section"
            aria-label={t('hmsg.messageDetail.content')}
            borderTopWidth="1px"
            paddingTop="4"
          >
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {message.content ?? ''}
            </Text>
          </Box>
        </Stack>
      </chakra.article>
    );
  }
  return (
    <Stack gap="4" padding="4" maxWidth="4xl">
      {back}
      {body}
    </Stack>
  );
}
