/**
 * The password policy of a tenant (hiam 密码策略) and the one check of a password against it,
 * shared by the server (sign-in, password change, reset, activation) and the app's forms, so
 * that a refused password names the same rule in both, in the user's language. Whether a
 * password is one of the account's last ones needs the stored hashes: the server checks that.
 */
import { fill, type Language, type Text, text } from '../engine/text';

/** The longest password any policy accepts. */
export const PASSWORD_MAX_LENGTH = 64;

/** A tenant's password policy, in the field names of HZERO's (hiam passwordPolicyService.js). */
export interface PasswordPolicy {
  /** Fewest characters. */
  minLength: number;
  /** Fewest digits (0-9). */
  digitsCount: number;
  /** Fewest letters of any case. */
  letterCount: number;
  /** Fewest lower-case letters. */
  lowercaseCount: number;
  /** Fewest upper-case letters. */
  uppercaseCount: number;
  /** Fewest characters that are neither letters nor digits. */
  specialCharCount: number;
  /** 1: the password may not contain the login name (case-blind). */
  notUsername: number;
  /** The password may not be one of the account's last N (0: any). */
  notRecentCount: number;
  /** A password older than this many days must be changed at sign-in (0: never). */
  passwordUpdateRate: number;
  /** Consecutive wrong passwords that lock the account (0: never). */
  maxErrorTime: number;
  /** How long such a lock lasts, in seconds. */
  lockedExpireTime: number;
}

/**
 * The policy of a tenant that has not set its own: 8 characters with a letter and a digit, no
 * expiry, no lock (failed sign-ins only slow the guesser down).
 */
export const DEFAULT_PASSWORD_POLICY: Readonly<PasswordPolicy> = {
  minLength: 8,
  digitsCount: 1,
  letterCount: 1,
  lowercaseCount: 0,
  uppercaseCount: 0,
  specialCharCount: 0,
  notUsername: 0,
  notRecentCount: 0,
  passwordUpdateRate: 0,
  maxErrorTime: 0,
  lockedExpireTime: 1800,
};

/**
 * What a one-time link's form needs to check a new password before sending it
 * (`GET /oauth/public/password-policy?token=`): the account's login name and its policy.
 */
export interface LinkPasswordPolicy {
  loginName: string;
  policy: PasswordPolicy;
}

/** A rule of a policy a password can fail. */
export type PasswordRule =
  | 'minLength'
  | 'maxLength'
  | 'digitsCount'
  | 'letterCount'
  | 'lowercaseCount'
  | 'uppercaseCount'
  | 'specialCharCount'
  | 'notUsername'
  | 'notRecentCount'
  | 'control';

/** What each rule asks, said to the user (`%{count}` the policy's figure). */
export const PASSWORD_RULE_TEXTS: Readonly<Record<PasswordRule, Text>> = {
  minLength: text('at least %{count} characters', '至少 %{count} 个字符'),
  maxLength: text('at most %{count} characters', '最多 %{count} 个字符'),
  digitsCount: text('at least %{count} digit(s)', '至少 %{count} 个数字'),
  letterCount: text('at least %{count} letter(s)', '至少 %{count} 个字母'),
  lowercaseCount: text('at least %{count} lower-case letter(s)', '至少 %{count} 个小写字母'),
  uppercaseCount: text('at least %{count} upper-case letter(s)', '至少 %{count} 个大写字母'),
  specialCharCount: text(
    'at least %{count} character(s) that are neither letters nor digits',
    '至少 %{count} 个非字母数字的字符',
  ),
  notUsername: text('not containing the login name', '不包含登录名'),
  notRecentCount: text(
    'not one of the last %{count} passwords',
    '不能是最近 %{count} 次用过的密码',
  ),
  control: text('no control characters', '不含控制字符'),
};

const REFUSAL: Text = text(
  'The password does not meet the password policy: %{rule}',
  '密码不符合密码策略：%{rule}',
);

/** A rule a password failed, with its message. */
export interface PasswordProblem {
  rule: PasswordRule;
  /** 'The password does not meet the password policy: at least 10 characters'. */
  message: string;
}

/** The figure a rule states (its count), for its text. */
function figureOf(rule: PasswordRule, policy: PasswordPolicy): number {
  if (rule === 'maxLength') return PASSWORD_MAX_LENGTH;
  if (rule === 'notUsername' || rule === 'control') return 0;
  return policy[rule];
}

/** The text of one rule of a policy in `lang`, e.g. 'at least 10 characters'. */
export function ruleText(rule: PasswordRule, policy: PasswordPolicy, lang: Language): string {
  return fill(PASSWORD_RULE_TEXTS[rule][lang], { count: figureOf(rule, policy) });
}

/** The message refusing a password for failing `rule`, in `lang`. */
export function refusalOf(rule: PasswordRule, policy: PasswordPolicy, lang: Language): string {
  return fill(REFUSAL[lang], { rule: ruleText(rule, policy, lang) });
}

/** The rules a policy sets, in the order they are checked and listed. */
export function rulesOf(policy: PasswordPolicy): PasswordRule[] {
  const counted = (
    ['digitsCount', 'letterCount', 'lowercaseCount', 'uppercaseCount', 'specialCharCount'] as const
  ).filter((rule) => policy[rule] > 0);
  return [
    'minLength',
    ...counted,
    ...(policy.notUsername === 1 ? (['notUsername'] as const) : []),
    ...(policy.notRecentCount > 0 ? (['notRecentCount'] as const) : []),
  ];
}

/** What a policy asks of a password, rule by rule, in `lang` (a form's help). */
export function describePolicy(policy: PasswordPolicy, lang: Language): string[] {
  return rulesOf(policy).map((rule) => ruleText(rule, policy, lang));
}

const count = (password: string, pattern: RegExp): number =>
  [...password].filter((char) => pattern.test(char)).length;

/**
 * The first rule of `policy` that `password` fails (all but the history of the account), or
 * null when it meets them: its length (in characters), its classes of characters, the login
 * name, control characters.
 */
export function passwordProblem(
  password: string,
  policy: PasswordPolicy,
  loginName: string,
  lang: Language,
): PasswordProblem | null {
  const length = [...password].length;
  const checks: [PasswordRule, boolean][] = [
    ['minLength', length >= policy.minLength],
    ['maxLength', length <= PASSWORD_MAX_LENGTH],
    ['control', !/\p{Cc}/u.test(password)],
    ['digitsCount', count(password, /\p{Nd}/u) >= policy.digitsCount],
    ['letterCount', count(password, /\p{L}/u) >= policy.letterCount],
    ['lowercaseCount', count(password, /\p{Ll}/u) >= policy.lowercaseCount],
    ['uppercaseCount', count(password, /\p{Lu}/u) >= policy.uppercaseCount],
    ['specialCharCount', count(password, /[^\p{L}\p{Nd}]/u) >= policy.specialCharCount],
    [
      'notUsername',
      policy.notUsername !== 1 ||
        loginName.trim() === '' ||
        !password.toLowerCase().includes(loginName.trim().toLowerCase()),
    ],
  ];
  const failed = checks.find(([, ok]) => !ok)?.[0];
  return failed ? { rule: failed, message: refusalOf(failed, policy, lang) } : null;
}
