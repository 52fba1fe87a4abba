import { HIAM_TEXTS } from '../../../domain/hiam/messages';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { redirectLines, redirectUrl } from '../../services/oauthClients';
import { refuse } from '../hpfm/support/say';
import { refusal } from './support/accounts';

/** Whether a row is the app's own client (CLIENT_ID), which everyone signs in through. */
function isAppClient(context: HookContext, row: Row | Record<string, unknown>): boolean {
  return String(row.name ?? '').toLowerCase() === context.app.config.clientId.toLowerCase();
}

/**
 * OAuth clients: each redirect address is an absolute http(s) address without user info or
 * fragment; the app's own client is never disabled, deleted or left without the implicit grant
 * (its sign-in page needs it: nobody could sign in to set it back).
 */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    for (const line of redirectLines(values.redirectUris as string | null | undefined)) {
      if (!redirectUrl(line)) {
        throw refuse(context, 'redirectUris', HIAM_TEXTS.badRedirect, { uri: line });
      }
    }
    if (current && isAppClient(context, current)) {
      if (values.implicitGrant === 0) throw refuse(context, 'implicitGrant', HIAM_TEXTS.appClient);
    }
  },
  beforeEnable(context, row, enabled) {
    if (!enabled && isAppClient(context, row)) throw refusal(context, HIAM_TEXTS.appClient);
  },
  beforeDelete(context, row) {
    if (isAppClient(context, row)) throw refusal(context, HIAM_TEXTS.appClient);
  },
};

export default hooks;
