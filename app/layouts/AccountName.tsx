import { Button } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import type { CurrentUser } from '../../domain/contract/user';
import { selectCurrentUser } from '../store/selectors';

/** The account menu's button text: the user's name, with role and tenant where they switch. */
export function accountLabel(user: CurrentUser, switching: boolean): string {
  return switching
    ? `${user.realName} · ${user.currentRoleName} · ${user.tenantName}`
    : user.realName;
}

/**
 * The account menu's button as it looks, drawn with the header's first paint while the menus'
 * chunk loads (the account menu replaces it, same size, when it comes): who is signed in shows
 * at once. Not a control: it takes no focus and no click.
 */
export function AccountName({ switching = true }: { switching?: boolean }) {
  const user = useSelector(selectCurrentUser);
  if (!user) return null;
  return (
    // The button's look without its type, which a span does not take.
    <Button asChild variant="ghost" type={undefined}>
      <span>{accountLabel(user, switching)}</span>
    </Button>
  );
}
