import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import * as yup from 'yup';
import { FormLayout, SelectField, TextField, timeZoneOptions } from '../../../../design-system';
import {
  MAIL_TYPE_HELP,
  MESSAGE_CATEGORY_NAMES,
  type MailType,
} from '../../../../domain/portal/messageCategories';
import { SaveFailedAlert, ServerFieldErrors } from '../../../engine/form';
import { useText } from '../../../engine/labels';
import { useRead, useReadAgain } from '../../../engine/useRead';
import { useI18n } from '../../../i18n';
import type { RootState } from '../../../store/reducer';
import { selectWrite, writeRequest, writeReset } from '../../../store/resources';
import { selectCurrentUser } from '../../../store/selectors';
import type { LinkPasswordPolicy, PasswordPolicy } from '../../../../domain/hiam/passwordPolicy';
import { newPasswordSchema, passwordHelp } from '../../../validation/account';
import { LoadState } from '../views/parts';
import { passwordChangeRequested, profileSaveRequested, type ProfileValues } from './actions';
import { MAIL_SETTINGS_API } from './paths';

/** The settings every signed-in user has, for the portal's and the staff's pages. */

const PROFILE_WRITE = 'settings:profile';
const PASSWORD_WRITE = 'settings:password';
const MAILS_WRITE = 'settings:mails';

/**
 * The user's name, e-mail, phone, language and time zone (GMT-12 to GMT+12), saved with one
 * Save (one PUT per changed setting, see sagas/service.ts); then the header, the language and
 * every date shown follow it. A save that went through starts the form again from the user.
 */
export function ProfileForm() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const user = useSelector(selectCurrentUser);
  const languages = useSelector((state: RootState) => state.global.supportLanguage);
  const write = useSelector((state: RootState) => selectWrite(state, PROFILE_WRITE));
  // What was last sent: a save refused after part of it went through keeps it in the form.
  const [sent, setSent] = useState<ProfileValues | null>(null);
  const schema = useMemo(
    () =>
      yup.object({
        realName: yup
          .string()
          .trim()
          .required(t('account.errors.required', { field: t('portal.service.settings.realName') }))
          .max(100),
        email: yup.string().trim().email(t('account.errors.email')).max(254),
        phone: yup
          .string()
          .trim()
          .max(40)
          .matches(/^[0-9+()\- ]*$/, t('portal.service.settings.phoneRule')),
      }),
    [t],
  );
  if (!user) return null;
  const initial: ProfileValues =
    write.status === 'failed' && sent
      ? sent
      : {
          realName: user.realName,
          email: user.email ?? '',
          phone: user.phone ?? '',
          language: user.language,
          timeZone: user.timeZone,
        };
  return (
    <Formik<ProfileValues>
      // A saved profile (a new version) starts the form again from it.
      key={user.objectVersionNumber}
      initialValues={initial}
      validationSchema={schema}
      onSubmit={(values) => {
        setSent(values);
        dispatch(profileSaveRequested({ writeId: PROFILE_WRITE, values }));
      }}
    >
      <Form noValidate aria-label={t('portal.service.settings.profile')}>
        <ServerFieldErrors fields={write.error?.fields} />
        <SaveFailedAlert error={write.error} />
        <Stack gap="4">
          <FormLayout labelSpan={6} columns={2}>
            <TextField name="realName" label={t('portal.service.settings.realName')} required />
            <TextField name="email" type="email" label={t('portal.service.settings.email')} />
            <TextField name="phone" type="tel" label={t('portal.service.settings.phone')} />
            <SelectField
              name="language"
              label={t('portal.service.settings.language')}
              options={languages.map((item) => ({ value: item.code, label: item.name }))}
            />
            <SelectField
              name="timeZone"
              label={t('portal.service.settings.timeZone')}
              helperText={t('portal.service.settings.timeZoneHelp')}
              options={timeZoneOptions()}
            />
          </FormLayout>
          <div>
            <Button type="submit" colorPalette="blue" loading={write.status === 'running'}>
              {t('portal.service.settings.saveProfile')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Formik>
  );
}

/** What the password form edits. */
interface PasswordValues {
  original: string;
  password: string;
  confirm: string;
}

/** Where the current tenant's password policy is read (HZERO's). */
const TENANT_PASSWORD_POLICY = '/iam/v1/{tenantId}/password-policies/query';

/**
 * A password change: the current password, and the new one twice, checked against the account's
 * password policy here and by the server (the same rules, domain/hiam/passwordPolicy.ts). Both
 * passwords leave the browser RSA-encrypted.
 */
export function PasswordForm() {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const write = useSelector((state: RootState) => selectWrite(state, PASSWORD_WRITE));
  const [round, setRound] = useState(0);
  // A change that went through empties the form.
  const [doneResult, setDoneResult] = useState<unknown>(undefined);
  if (write.status === 'done' && write.result !== doneResult) {
    setDoneResult(write.result);
    setRound(round + 1);
  }
  // The account's password policy: the form checks and describes it as the server does.
  const loginName = useSelector(selectCurrentUser)?.loginName;
  const tenantPolicy = useRead(TENANT_PASSWORD_POLICY)?.data as PasswordPolicy | undefined;
  const policy = useMemo<LinkPasswordPolicy | undefined>(
    () =>
      tenantPolicy && loginName !== undefined ? { loginName, policy: tenantPolicy } : undefined,
    [tenantPolicy, loginName],
  );
  const schema = useMemo(
    () =>
      newPasswordSchema(t, locale, policy).shape({
        original: yup
          .string()
          .required(
            t('account.errors.required', { field: t('portal.service.settings.currentPassword') }),
          ),
      }),
    [t, locale, policy],
  );
  return (
    <Formik<PasswordValues>
      key={round}
      initialValues={{ original: '', password: '', confirm: '' }}
      validationSchema={schema}
      onSubmit={(values) => {
        dispatch(
          passwordChangeRequested({
            writeId: PASSWORD_WRITE,
            original: values.original,
            password: values.password,
          }),
        );
      }}
    >
      <Form noValidate aria-label={t('portal.service.settings.password')}>
        <SaveFailedAlert error={write.error} />
        <Stack gap="4" maxWidth="md">
          <TextField
            name="original"
            type="password"
            autoComplete="current-password"
            label={t('portal.service.settings.currentPassword')}
            required
          />
          <TextField
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('account.newPassword')}
            helperText={policy ? passwordHelp(t, locale, policy) : undefined}
            required
          />
          <TextField
            name="confirm"
            type="password"
            autoComplete="new-password"
            label={t('account.confirmPassword')}
            required
          />
          <div>
            <Button type="submit" colorPalette="blue" loading={write.status === 'running'}>
              {t('portal.service.settings.changePassword')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Formik>
  );
}

/** One kind of mail and whether the user receives it. */
interface MailSetting {
  mailType: MailType;
  receiveFlag: 0 | 1;
}

/**
 * Which kinds of message also come by e-mail: one box per kind; the mails the service sends
 * follow the choice.
 */
export function MailSettingsForm() {
  const { t } = useI18n();
  const text = useText();
  const dispatch = useDispatch();
  const entry = useRead(MAIL_SETTINGS_API, {}, { fresh: true });
  const retry = useReadAgain(MAIL_SETTINGS_API);
  const write = useSelector((state: RootState) => selectWrite(state, MAILS_WRITE));
  const stored = entry?.data as MailSetting[] | undefined;
  const [chosen, setChosen] = useState<Partial<Record<MailType, boolean>>>({});
  if (!stored) {
    return <LoadState status={entry?.status === 'failed' ? 'failed' : 'loading'} onRetry={retry} />;
  }
  const receives = (setting: MailSetting) => chosen[setting.mailType] ?? setting.receiveFlag === 1;
  return (
    <Stack
      gap="3"
      as="form"
      aria-label={t('portal.service.settings.mails')}
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(writeReset({ id: MAILS_WRITE }));
        dispatch(
          writeRequest({
            id: MAILS_WRITE,
            method: 'PUT',
            path: MAIL_SETTINGS_API,
            body: {
              settings: stored.map((setting) => ({
                mailType: setting.mailType,
                receiveFlag: receives(setting) ? 1 : 0,
              })),
            },
            invalidate: [MAIL_SETTINGS_API],
            notifyFailure: true,
          }),
        );
        setChosen({});
      }}
    >
      <Text color="fg.muted" fontSize="sm">
        {t('portal.service.settings.mailsHelp')}
      </Text>
      {stored.map((setting) => (
        <Checkbox.Root
          key={setting.mailType}
          checked={receives(setting)}
          onCheckedChange={(details) =>
            setChosen({ ...chosen, [setting.mailType]: details.checked === true })
          }
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Text fontWeight="medium">{text(MESSAGE_CATEGORY_NAMES[setting.mailType])}</Text>
            <Text fontSize="sm" color="fg.muted">
              {text(MAIL_TYPE_HELP[setting.mailType])}
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
      <div>
        <Button type="submit" colorPalette="blue" loading={write.status === 'running'}>
          {t('portal.service.settings.saveMails')}
        </Button>
      </div>
    </Stack>
  );
}
