import { Button, Link, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../design-system';
import { SIGN_IN_NOTICE } from '../../../domain/contract/staticText';
import { useI18n } from '../../i18n';
import { StaticText } from '../../layouts/StaticText';
import { portalSignIn } from '../../store/account';
import { signInSchema } from '../../validation/account';
import { AccountCard } from './AccountCard';
import { useAccountRequest } from './useAccountRequest';

/**
 * `/pub/sign-in`: customers sign in; the password leaves the browser RSA-encrypted. The
 * sign-in notice (a static text) follows the form.
 */
export function PortalSignInPage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const { sending, status } = useAccountRequest('signIn');
  return (
    <AccountCard
      title={t('account.signIn.title')}
      status={status?.type === 'error' ? status : null}
    >
      <Formik
        initialValues={{ username: '', password: '' }}
        validationSchema={signInSchema(t)}
        onSubmit={(values) => {
          dispatch(
            portalSignIn({
              username: values.username.trim(),
              password: values.password,
              returnTo: params.get('returnTo') ?? undefined,
            }),
          );
        }}
      >
        <Form noValidate>
          <Stack gap="4">
            <TextField
              name="username"
              label={t('account.signIn.username')}
              autoComplete="username"
              required
            />
            <TextField
              name="password"
              type="password"
              label={t('account.signIn.password')}
              autoComplete="current-password"
              required
            />
            <Button type="submit" colorPalette="blue" loading={sending}>
              {t('account.signIn.submit')}
            </Button>
            <Link asChild color="blue.600">
              <RouterLink to="/pub/forgot-password">{t('account.signIn.forgot')}</RouterLink>
            </Link>
          </Stack>
        </Form>
      </Formik>
      <StaticText textCode={SIGN_IN_NOTICE} />
    </AccountCard>
  );
}
