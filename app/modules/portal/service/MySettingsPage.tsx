import { Stack } from '@chakra-ui/react';
import { useI18n } from '../../../i18n';
import { PageTitle, Section } from '../views/parts';
import { MailSettingsForm, PasswordForm, ProfileForm } from './settings';

/** The customer's settings (`/pub/information/my-setting`): profile, password, mails. */
export function MySettingsPage() {
  const { t } = useI18n();
  return (
    <Stack gap="4" padding="6">
      <PageTitle title={t('portal.service.settings.title')} />
      <Section title={t('portal.service.settings.profile')}>
        <ProfileForm />
      </Section>
      <Section title={t('portal.service.settings.password')}>
        <PasswordForm />
      </Section>
      <Section title={t('portal.service.settings.mails')}>
        <MailSettingsForm />
      </Section>
    </Stack>
  );
}
