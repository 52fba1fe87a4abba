import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { TextField } from '../../../design-system';
import { useI18n } from '../../i18n';
import { linkPolicyRequested } from '../../store/account';
import type { RootState } from '../../store/reducer';
import { newPasswordSchema, passwordHelp } from '../../validation/account';

/** Props of {@link NewPasswordForm}. */
export interface NewPasswordFormProps {
  /** The one-time link's token: the form checks its account's password policy. */
  token: string;
  submitLabel: string;
  sending: boolean;
  onSubmit(password: string): void;
}

/**
 * A new password typed twice, checked by the password policy of the link's account (read when
 * the form opens; the server checks the same rules when the password is sent).
 */
export function NewPasswordForm({ token, submitLabel, sending, onSubmit }: NewPasswordFormProps) {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const stored = useSelector((state: RootState) => state.account.linkPolicy);
  const link = stored?.token === token ? stored.value : undefined;
  useEffect(() => {
    dispatch(linkPolicyRequested({ token }));
  }, [dispatch, token]);
  const schema = useMemo(() => newPasswordSchema(t, locale, link), [t, locale, link]);
  return (
    <Formik
      initialValues={{ password: '', confirm: '' }}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(values.password)}
    >
      <Form noValidate>
        <Stack gap="4">
          <TextField
            name="password"
            type="password"
            label={t('account.newPassword')}
            helperText={link ? passwordHelp(t, locale, link) : undefined}
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
