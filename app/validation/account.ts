import * as yup from 'yup';
import type { Translate } from '../i18n';

/** Passwords of portal accounts: 8 to 64 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;

/** Schema of a new password typed twice, with messages in the user's language. */
export function newPasswordSchema(t: Translate) {
  return yup.object({
    password: yup
      .string()
      .required(t('account.errors.required', { field: t('account.newPassword') }))
      .matches(PASSWORD_PATTERN, t('account.errors.passwordRule')),
    confirm: yup
      .string()
      .required(t('account.errors.required', { field: t('account.confirmPassword') }))
      .oneOf([yup.ref('password')], t('account.errors.mismatch')),
  });
}

/** Schema of the portal's sign-in form. */
export function signInSchema(t: Translate) {
  return yup.object({
    username: yup
      .string()
      .trim()
      .required(t('account.errors.required', { field: t('account.signIn.username') })),
    password: yup
      .string()
      .required(t('account.errors.required', { field: t('account.signIn.password') })),
  });
}

/** Schema of the forgotten-password form. */
export function emailSchema(t: Translate) {
  return yup.object({
    email: yup
      .string()
      .trim()
      .required(t('account.errors.required', { field: t('account.forgot.email') }))
      .email(t('account.errors.email')),
  });
}
