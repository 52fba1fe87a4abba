import { memberRoleHooks } from './support/accounts';

/** The roles a tenant's account holds: the tenant's own roles only. */
export default memberRoleHooks(true);
