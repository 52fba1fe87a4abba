import { Button, Link, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../design-system';
import { PORTAL_SIGN_IN } from '../../../domain/contract/portalSignIn';
import { useI18n } from '../../i18n';
import { forgotPassword, resetPasswordRequested } from '../../store/account';
import { emailSchema } from '../../validation/account';
import { AccountCard } from './AccountCard';
import { NewPasswordForm } from './NewPasswordForm';
import { useAccountRequest } from './useAccountRequest';

function BackToSignIn() {
  const { t } = useI18n();
  return (
    <Link asChild color="blue.600">
      <RouterLink to={PORTAL_SIGN_IN} reloadDocument>
        {t('account.forgot.backToSignIn')}
      </RouterLink>
    </Link>
  );
}

/**
 * `/pub/forgot-password`: asks for a one-time reset link; opened from that link
 * (`?token=...`) it sets the new password.
 */
export function ForgotPasswordPage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const token = params.get('token');
  const request = useAccountRequest('forgotPassword');
  const reset = useAccountRequest('resetPassword');

  if (token) {
    return (
      <AccountCard title={t('account.reset.title')} status={reset.status}>
        {reset.done ? null : (
          <NewPasswordForm
            token={token}
            submitLabel={t('account.reset.submit')}
            sending={reset.sending}
            onSubmit={(password) => dispatch(resetPasswordRequested({ token, password }))}
          />
        )}
        <BackToSignIn />
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title={t('account.forgot.title')}
      intro={t('account.forgot.intro')}
      status={request.status}
    >
      <Formik
        initialValues={{ email: '' }}
        validationSchema={emailSchema(t)}
        onSubmit={(values) => {
          dispatch(forgotPassword({ email: values.email.trim() }));
        }}
      >
        <Form noValidate>
          <Stack gap="4">
            <TextField
              name="email"
              type="email"
              label={t('account.forgot.email')}
              autoComplete="email"
              required
            />
            <Button type="submit" colorPalette="blue" loading={request.sending}>
              {t('account.forgot.submit')}
            </Button>
          </Stack>
        </Form>
      </Formik>
      <BackToSignIn />
    </AccountCard>
  );
}
