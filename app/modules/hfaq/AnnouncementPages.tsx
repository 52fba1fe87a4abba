import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { DateTimeField, StatusBadge } from '../../../design-system';
import { permissionCode } from '../../../domain/engine/resource';
import { apiPathOf } from '../../../domain/engine/address';
import announcement, {
  PUBLISHABLE,
  type AnnouncementStatus,
} from '../../../domain/resources/hfaq/announcement';
import { ActionButton } from '../../engine/actions';
import { definitionOf } from '../../engine/definition';
import {
  FormFields,
  formValidator,
  initialFormValues,
  SaveFailedAlert,
  ServerFieldErrors,
} from '../../engine/form';
import { useText } from '../../engine/labels';
import { ResourcePage } from '../../engine/ResourcePage';
import type { ListRow } from '../../engine/types';
import { useRead } from '../../engine/useRead';
import { useI18n } from '../../i18n';
import type { RootState } from '../../store/reducer';
import { selectWrite, writeRequest, writeReset } from '../../store/resources';
import { PageLink, PageTitle, Section } from '../portal/views/parts';

const API = apiPathOf(announcement);
const LIST_ROUTE = announcement.route ?? '';
const detailPath = (id: unknown) => `/hfaq/announcement/detail/${String(id)}`;

/** The name of an option of the description's select field. */
function useOptionName() {
  const text = useText();
  return (field: 'status' | 'audience', value: unknown) => {
    const described = announcement.fields[field];
    const option = described.options?.find((item) => item.value === value);
    return option ? text(option.label) : String(value ?? '');
  };
}

/**
 * A new announcement (`/hfaq/announcement/create`): its texts in each language and its
 * readers, saved as a draft; its page then publishes it, now or at a set time.
 */
export function AnnouncementCreatePage() {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const definition = useMemo(() => definitionOf(announcement), []);
  const validate = useMemo(
    () => formValidator(definition.formFields, announcement, 'create', null, locale),
    [definition, locale],
  );
  const writeId = 'announcement:create';
  const write = useSelector((state: RootState) => selectWrite(state, writeId));
  const created = write.status === 'done' ? (write.result as ListRow | undefined) : undefined;
  // Saved: its page publishes it.
  useEffect(() => {
    if (created?.announcementId === undefined) return;
    dispatch(writeReset({ id: writeId }));
    navigate(detailPath(created.announcementId));
  }, [created, dispatch, navigate]);
  return (
    <Stack gap="4" padding="6" maxWidth="4xl">
      <PageLink to={LIST_ROUTE}>{t('serviceDesk.announcement.back')}</PageLink>
      <PageTitle title={t('serviceDesk.announcement.create')} />
      <Text color="fg.muted">{t('serviceDesk.announcement.createIntro')}</Text>
      <Formik<ListRow>
        initialValues={initialFormValues(definition.formFields, null, definition.defaultValues)}
        validate={validate}
        onSubmit={(values) => {
          dispatch(
            writeRequest({
              id: writeId,
              method: 'POST',
              path: API,
              body: values,
              invalidate: [API],
              fields: definition.formFields.map((field) => field.name),
            }),
          );
        }}
      >
        <Form noValidate aria-label={t('serviceDesk.announcement.create')}>
          <ServerFieldErrors fields={write.error?.fields} />
          <SaveFailedAlert error={write.error} />
          <FormFields fields={definition.formFields} editing={false} />
          <Button
            type="submit"
            colorPalette="blue"
            marginTop="4"
            loading={write.status === 'running'}
          >
            {t('serviceDesk.announcement.saveDraft')}
          </Button>
        </Form>
      </Formik>
    </Stack>
  );
}

/**
 * One announcement (`/hfaq/announcement/detail/{id}`): its state and publishing at a set time,
 * above the engine's page editing it (which offers publishing now and withdrawing).
 */
export function AnnouncementDetailPage() {
  return (
    <Stack gap="0">
      <PublishingPanel />
      <ResourcePage />
    </Stack>
  );
}

function PublishingPanel() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const optionName = useOptionName();
  const { announcementId = '' } = useParams();
  const path = /^\d+$/.test(announcementId) ? `${API}/${announcementId}` : undefined;
  const row = useRead(path)?.data as ListRow | undefined;
  const [scheduling, setScheduling] = useState(false);
  if (!path || !row) return null;
  const status = String(row.status) as AnnouncementStatus;
  const code = (action: string) => [permissionCode(announcement, action)];
  const scheduleWrite = `announcement:schedule:${announcementId}`;
  const schedule = (publishAt: string) =>
    dispatch(
      writeRequest({
        id: scheduleWrite,
        method: 'POST',
        path: `${path}/publish`,
        body: { publishAt },
        invalidate: [API],
        notifyFailure: true,
      }),
    );
  return (
    <Stack gap="3" paddingX="6" paddingTop="6">
      <Section title={t('serviceDesk.announcement.actions')}>
        <Stack gap="3">
          <Flex gap="6" wrap="wrap" fontSize="sm">
            <span>
              {t('serviceDesk.announcement.status')}:{' '}
              <StatusBadge
                status={status}
                label={optionName('status', status)}
                tone={announcement.fields.status.tones?.[status] ?? 'default'}
              />
            </span>
            <span>
              {t('serviceDesk.announcement.readers')}: {optionName('audience', row.audience)}
            </span>
            {row.publishAt ? (
              <span>
                {t('serviceDesk.announcement.publishAt')}: {String(row.publishAt)}
              </span>
            ) : null}
            {row.publishedDate ? (
              <span>
                {t('serviceDesk.announcement.publishedDate')}: {String(row.publishedDate)}
              </span>
            ) : null}
          </Flex>
          {PUBLISHABLE.includes(status) ? (
            <div>
              <ActionButton
                writeId={`announcement:schedule:${announcementId}`}
                codes={code('publish')}
                onClick={() => setScheduling(!scheduling)}
              >
                {t('serviceDesk.announcement.schedule')}
              </ActionButton>
            </div>
          ) : null}
          {scheduling && PUBLISHABLE.includes(status) ? (
            <Formik<{ publishAt: string | null }>
              initialValues={{ publishAt: null }}
              validate={(values) =>
                values.publishAt
                  ? {}
                  : { publishAt: t('serviceDesk.announcement.scheduleRequired') }
              }
              onSubmit={(values) => {
                if (values.publishAt) schedule(values.publishAt);
                setScheduling(false);
              }}
            >
              <Form noValidate aria-label={t('serviceDesk.announcement.schedule')}>
                <Flex gap="3" align="flex-end" wrap="wrap">
                  <DateTimeField
                    name="publishAt"
                    label={t('serviceDesk.announcement.scheduleAt')}
                    helperText={t('serviceDesk.announcement.scheduleHelp')}
                    required
                  />
                  <Button type="submit" colorPalette="blue">
                    {t('serviceDesk.announcement.schedule')}
                  </Button>
                </Flex>
              </Form>
            </Formik>
          ) : null}
        </Stack>
      </Section>
    </Stack>
  );
}
