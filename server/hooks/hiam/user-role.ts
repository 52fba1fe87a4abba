import { memberRoleHooks } from './support/accounts';

/** The roles a platform account holds: any role the caller reads, held in the role's tenant. */
export default memberRoleHooks(false);
