import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { TextField } from '../../../design-system';
import { useI18n } from '../../i18n';
import { newPasswordSchema } from '../../validation/account';

/** Props of {@link NewPasswordForm}. */
export interface NewPasswordFormProps {
  submitLabel: string;
  sending: boolean;
  onSubmit(password: string): void;
}

/** A new password typed twice, checked by the portal's password rule. */
export function NewPasswordForm({ submitLabel, sending, onSubmit }: NewPasswordFormProps) {
  const { t } = useI18n();
  return (
    <Formik
      initialValues={{ password: '', confirm: '' }}
      validationSchema={newPasswordSchema(t)}
      onSubmit={(values) => onSubmit(values.password)}
    >
      <Form noValidate>
        <Stack gap="4">
          <TextField
            name="password"
            type="password"
            label={t('account.newPassword')}
            helperText={t('account.passwordHelp')}
            autoComplete="new-password"
            required
          />
          <TextField
            name="confirm"
            type="password"
            label={t('account.confirmPassword')}
            autoComplete="new-password"
            required
          />
          <Button type="submit" colorPalette="blue" loading={sending}>
            {submitLabel}
          </Button>
        </Stack>
      </Form>
    </Formik>
  );
}
