import { useSelector } from 'react-redux';
import type { AccountState } from '../../store/account';
import type { RootState } from '../../store/reducer';

/** The state of the portal account request of `kind`, and its outcome as a message. */
export function useAccountRequest(kind: NonNullable<AccountState['kind']>) {
  const account = useSelector((state: RootState) => state.account);
  const mine = account.kind === kind;
  const sending = mine && account.status === 'sending';
  const status =
    mine && account.message && (account.status === 'failed' || account.status === 'done')
      ? {
          type: account.status === 'failed' ? ('error' as const) : ('success' as const),
          message: account.message,
        }
      : null;
  return { sending, done: mine && account.status === 'done', status };
}
