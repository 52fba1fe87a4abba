import * as yup from 'yup';
import {
  describePolicy,
  passwordProblem,
  type LinkPasswordPolicy,
} from '../../domain/hiam/passwordPolicy';
import type { Locale, Translate } from '../i18n';

/**
 * Schema of a new password typed twice, with messages in the user's language: the password must
 * meet the account's policy when it is known (the same check the server makes).
 */
export function newPasswordSchema(
  t: Translate,
  locale: Locale,
  link: LinkPasswordPolicy | undefined,
) {
  const required = t('account.errors.required', { field: t('account.newPassword') });
  return yup.object({
    password: yup
      .string()
      .required(required)
      .test('policy', (value, context) => {
        const problem = link
          ? passwordProblem(value ?? '', link.policy, link.loginName, locale)
          : null;
        return problem ? context.createError({ message: problem.message }) : true;
      }),
    confirm: yup
      .string()
      .required(t('account.errors.required', { field: t('account.confirmPassword') }))
      .oneOf([yup.ref('password')], t('account.errors.mismatch')),
  });
}

/** What the account's policy asks of a new password, as a form's help. */
export function passwordHelp(t: Translate, locale: Locale, link: LinkPasswordPolicy): string {
  return t('account.passwordHelp', {
    rules: describePolicy(link.policy, locale).join(locale === 'zh_CN' ? '，' : ', '),
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
