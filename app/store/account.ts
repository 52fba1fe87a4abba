import type { UnknownAction } from 'redux';
import type { LinkPasswordPolicy } from '../../domain/hiam/passwordPolicy';
import { createAction } from './action';

/** A portal account request (password reset, activation) and how it went. */
export interface AccountState {
  kind: 'forgotPassword' | 'resetPassword' | 'activate' | null;
  status: 'idle' | 'sending' | 'done' | 'failed';
  /** What to tell the user, in their language. */
  message: string | null;
  /** Whether the service is under maintenance, once asked. */
  maintenance: { maintenance: boolean; message?: string } | null;
  /** The password policy of a one-time link's account, once read (by the link's token). */
  linkPolicy: { token: string; value: LinkPasswordPolicy } | null;
}

/** Asks for a password-reset link. */
export const forgotPassword = createAction<{ email: string }>('account/forgotPassword');
/** Sets a new password from a one-time link. */
export const resetPasswordRequested = createAction<{ token: string; password: string }>(
  'account/resetPassword',
);
/** Activates an invited account with its first password. */
export const activateRequested = createAction<{ token: string; password: string }>(
  'account/activate',
);
/** The request finished. */
export const accountDone = createAction<{ ok: boolean; message: string | null }>('account/done');
/** Asks whether the service is under maintenance. */
export const fetchMaintenanceRequested = createAction('account/fetchMaintenance');
/** Reads the password policy a one-time link's account must meet. */
export const linkPolicyRequested = createAction<{ token: string }>('account/linkPolicy');
/** The password policy of a link's account. */
export const linkPolicyLoaded = createAction<{ token: string; value: LinkPasswordPolicy }>(
  'account/linkPolicyLoaded',
);
/** The maintenance state. */
export const maintenanceLoaded = createAction<{ maintenance: boolean; message?: string }>(
  'account/maintenanceLoaded',
);

const initialState: AccountState = {
  kind: null,
  status: 'idle',
  message: null,
  maintenance: null,
  linkPolicy: null,
};

const KINDS = [
  [forgotPassword, 'forgotPassword'],
  [resetPasswordRequested, 'resetPassword'],
  [activateRequested, 'activate'],
] as const;

/** Reducer of {@link AccountState}. */
export function accountReducer(
  state: AccountState = initialState,
  action: UnknownAction,
): AccountState {
  for (const [creator, kind] of KINDS) {
    if (creator.match(action)) return { ...state, kind, status: 'sending', message: null };
  }
  if (accountDone.match(action)) {
    return {
      ...state,
      status: action.payload.ok ? 'done' : 'failed',
      message: action.payload.message,
    };
  }
  if (maintenanceLoaded.match(action)) return { ...state, maintenance: action.payload };
  if (linkPolicyLoaded.match(action)) return { ...state, linkPolicy: action.payload };
  return state;
}
