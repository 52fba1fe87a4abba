import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import * as yup from 'yup';
import { SelectField, TextareaField, TextField } from '../../../../design-system';
import { apiPathOf } from '../../../../domain/engine/address';
import feedback, {
  FEEDBACK_CATEGORY_NAMES,
  FEEDBACK_LIMITS,
} from '../../../../domain/resources/hfaq/feedback';
import projectScore, { SCORE_RANGE } from '../../../../domain/resources/hfaq/project-score';
import { SaveFailedAlert, ServerFieldErrors } from '../../../engine/form';
import { useText } from '../../../engine/labels';
import { useRead, useReadAgain } from '../../../engine/useRead';
import { useI18n } from '../../../i18n';
import type { Page } from '../../../services/types';
import type { RootState } from '../../../store/reducer';
import { selectWrite, writeRequest, writeReset } from '../../../store/resources';
import { Details, Empty, LoadState, PageTitle, Section, useDateText } from '../views/parts';
import { HelpCentre } from './HelpCentre';
import { PROJECTS_API } from './paths';

const FEEDBACKS_API = apiPathOf(feedback);
const SCORES_API = apiPathOf(projectScore);
const MY_FEEDBACKS_API = '/hfaq/v1[/{tenantId}]/my-feedbacks';
const MY_SCORES_API = '/hfaq/v1[/{tenantId}]/my-project-scores';
const CONTINENTS_API = '/service/v1/nsrv-continent';
const MINE = { page: 0, size: 20, sort: 'receivedDate,desc' } as const;
const ALL_PROJECTS = { page: 0, size: 1000, sort: 'projectCode,asc' } as const;
const MY_SCORES = { page: 0, size: 1000 } as const;

/**
 * The customer's help centre (`/pub/information/help-center`): the knowledge base with search,
 * how to contact the service in the customer's region, feedback (with the replies) and a
 * satisfaction score per project.
 */
export function HelpCenterPage() {
  const { t } = useI18n();
  return (
    <Stack gap="4" padding="6">
      <PageTitle title={t('portal.service.help.title')} />
      <HelpCentre />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Stack gap="4">
          <Section title={t('portal.service.help.feedback')}>
            <FeedbackForm />
          </Section>
          <Section title={t('portal.service.help.score')}>
            <ScoreForm />
          </Section>
        </Stack>
        <Stack gap="4">
          <Section title={t('portal.service.help.contact')}>
            <ContactCard />
          </Section>
          <Section title={t('portal.service.help.myFeedback')}>
            <MyFeedback />
          </Section>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

interface Continent {
  continentCode: string;
  currentFlag: number;
  contactId: number | null;
}

interface Contact {
  email: string;
  phone: string;
  address: string;
  workingHours: string;
}

/** The contact card of the customer's continent (`/service/v1/nsrv-contact-uss/{contactId}`). */
function ContactCard() {
  const { t } = useI18n();
  const continents = useRead(CONTINENTS_API)?.data as Continent[] | undefined;
  const current = continents?.find((item) => item.currentFlag === 1) ?? continents?.[0];
  const path = current?.contactId ? `/service/v1/nsrv-contact-uss/${current.contactId}` : undefined;
  const entry = useRead(path);
  const retry = useReadAgain(path);
  const contact = entry?.data as Contact | undefined;
  if (continents && !current?.contactId) return <Empty>{t('portal.service.none')}</Empty>;
  if (!contact)
    return <LoadState status={entry?.status === 'failed' ? 'failed' : 'loading'} onRetry={retry} />;
  return (
    <Details
      items={[
        { label: t('portal.service.help.contactEmail'), value: contact.email },
        { label: t('portal.service.help.contactPhone'), value: contact.phone },
        { label: t('portal.service.help.contactAddress'), value: contact.address },
        { label: t('portal.service.help.contactHours'), value: contact.workingHours },
      ]}
    />
  );
}

const FEEDBACK_WRITE = 'help:feedback';

/** Feedback to the service: what kind, a subject and the text. */
function FeedbackForm() {
  const { t } = useI18n();
  const text = useText();
  const dispatch = useDispatch();
  const write = useSelector((state: RootState) => selectWrite(state, FEEDBACK_WRITE));
  const [round, setRound] = useState(0);
  const [sentResult, setSentResult] = useState<unknown>(undefined);
  if (write.status === 'done' && write.result !== sentResult) {
    setSentResult(write.result);
    setRound(round + 1);
  }
  const schema = useMemo(
    () =>
      yup.object({
        subject: yup
          .string()
          .trim()
          .required(
            t('account.errors.required', { field: t('portal.service.help.feedbackSubject') }),
          )
          .max(FEEDBACK_LIMITS.subject),
        content: yup
          .string()
          .trim()
          .required(
            t('account.errors.required', { field: t('portal.service.help.feedbackContent') }),
          )
          .max(FEEDBACK_LIMITS.content),
      }),
    [t],
  );
  return (
    <Formik
      key={round}
      initialValues={{ category: 'QUESTION', subject: '', content: '' }}
      validationSchema={schema}
      onSubmit={(values) => {
        dispatch(
          writeRequest({
            id: FEEDBACK_WRITE,
            method: 'POST',
            path: MY_FEEDBACKS_API,
            body: { ...values, subject: values.subject.trim(), content: values.content.trim() },
            invalidate: [FEEDBACKS_API],
            fields: ['category', 'subject', 'content'],
          }),
        );
      }}
    >
      <Form noValidate aria-label={t('portal.service.help.feedback')}>
        <ServerFieldErrors fields={write.error?.fields} />
        <SaveFailedAlert error={write.error} />
        <Stack gap="3">
          <SelectField
            name="category"
            label={t('portal.service.help.feedbackKind')}
            options={Object.entries(FEEDBACK_CATEGORY_NAMES).map(([value, label]) => ({
              value,
              label: text(label),
            }))}
          />
          <TextField name="subject" label={t('portal.service.help.feedbackSubject')} required />
          <TextareaField name="content" label={t('portal.service.help.feedbackContent')} required />
          <div>
            <Button type="submit" colorPalette="blue" loading={write.status === 'running'}>
              {t('portal.service.help.feedbackSend')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Formik>
  );
}

interface FeedbackRow {
  feedbackId: number;
  subject: string;
  receivedDate: string;
  status: 'OPEN' | 'REPLIED';
  reply: string | null;
}

/** The customer's own feedback, newest first, with the service's replies. */
function MyFeedback() {
  const { t } = useI18n();
  const date = useDateText();
  const entry = useRead(FEEDBACKS_API, MINE, { fresh: true });
  const retry = useReadAgain(FEEDBACKS_API, MINE);
  const rows = (entry?.data as Page<FeedbackRow> | undefined)?.content;
  if (!rows)
    return <LoadState status={entry?.status === 'failed' ? 'failed' : 'loading'} onRetry={retry} />;
  if (rows.length === 0) return <Empty>{t('portal.service.help.myFeedbackEmpty')}</Empty>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {rows.map((row) => (
        <Box
          as="li"
          key={row.feedbackId}
          borderBottomWidth="1px"
          paddingBottom="2"
          _last={{ borderBottomWidth: 0 }}
        >
          <Text fontWeight="medium">{row.subject}</Text>
          <Text fontSize="sm" color="fg.muted">
            {date(row.receivedDate)}
          </Text>
          <Text fontSize="sm">
            {row.reply
              ? t('portal.service.help.reply', { reply: row.reply })
              : t('portal.service.help.waiting')}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

const SCORE_WRITE = 'help:score';

interface ProjectChoice {
  projectId: number;
  projectCode: string;
  projectName: string;
}

interface ScoreRow {
  projectId: number;
  score: number;
}

/** A score of 1 to 5 for one of the customer's projects, with a comment. */
function ScoreForm() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const write = useSelector((state: RootState) => selectWrite(state, SCORE_WRITE));
  const projects = useRead(PROJECTS_API, ALL_PROJECTS);
  const retry = useReadAgain(PROJECTS_API, ALL_PROJECTS);
  const scores = useRead(SCORES_API, MY_SCORES, { fresh: true });
  const list = (projects?.data as Page<ProjectChoice> | undefined)?.content;
  const given = (scores?.data as Page<ScoreRow> | undefined)?.content ?? [];
  if (!list)
    return (
      <LoadState status={projects?.status === 'failed' ? 'failed' : 'loading'} onRetry={retry} />
    );
  if (list.length === 0) return <Empty>{t('portal.service.team.noProjects')}</Empty>;
  const options = Array.from({ length: SCORE_RANGE.max - SCORE_RANGE.min + 1 }, (_, index) => {
    const value = String(SCORE_RANGE.max - index);
    return { value, label: value };
  });
  return (
    <Formik
      initialValues={{ projectId: String(list[0]?.projectId ?? ''), score: '5', comment: '' }}
      onSubmit={(values) => {
        dispatch(writeReset({ id: SCORE_WRITE }));
        dispatch(
          writeRequest({
            id: SCORE_WRITE,
            method: 'PUT',
            path: MY_SCORES_API,
            body: {
              projectId: Number(values.projectId),
              score: Number(values.score),
              comment: values.comment.trim() || null,
            },
            invalidate: [SCORES_API],
            fields: ['projectId', 'score', 'comment'],
          }),
        );
      }}
    >
      {({ values }) => {
        const previous = given.find((row) => String(row.projectId) === values.projectId);
        return (
          <Form noValidate aria-label={t('portal.service.help.score')}>
            <SaveFailedAlert error={write.error} />
            <Stack gap="3">
              <Text color="fg.muted" fontSize="sm">
                {t('portal.service.help.scoreHelp')}
              </Text>
              <SelectField
                name="projectId"
                label={t('portal.service.help.scoreProject')}
                options={list.map((project) => ({
                  value: String(project.projectId),
                  label: `${project.projectCode} · ${project.projectName}`,
                }))}
                helperText={
                  previous
                    ? t('portal.service.help.scoreGiven', { score: previous.score })
                    : undefined
                }
              />
              <SelectField
                name="score"
                label={t('portal.service.help.scoreValue')}
                options={options}
              />
              <TextField name="comment" label={t('portal.service.help.scoreComment')} />
              <div>
                <Button type="submit" colorPalette="blue" loading={write.status === 'running'}>
                  {t('portal.service.help.scoreSend')}
                </Button>
              </div>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
