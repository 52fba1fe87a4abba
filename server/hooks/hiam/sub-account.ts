import { accountHooks } from './support/accounts';

/** A tenant's own accounts: invited on creation, locked, unlocked, mailed links. */
export default accountHooks;
