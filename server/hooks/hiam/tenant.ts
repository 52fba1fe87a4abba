import { HIAM_TEXTS } from '../../../domain/hiam/messages';
import type { ResourceHooks } from '../../engine/hooks';
import { refusal } from './support/accounts';

/**
 * Tenants: the platform's own tenant (0) and the caller's own cannot be disabled. A disabled
 * tenant's accounts are refused at sign-in and their sessions end (services/signIn, sessions).
 */
const hooks: ResourceHooks = {
  beforeEnable(context, row, enabled) {
    if (enabled) return;
    if (row.tenantId === 0) throw refusal(context, HIAM_TEXTS.platformTenant);
    if (row.tenantId === context.scope.tenantId) throw refusal(context, HIAM_TEXTS.ownTenant);
  },
};

export default hooks;
