import { HIAM_TEXTS } from '../../../domain/hiam/messages';
import type { ResourceHooks } from '../../engine/hooks';
import { refuse } from '../hpfm/support/say';

/** SSO domains: the sign-in address is https (the user's credentials go there). */
const hooks: ResourceHooks = {
  beforeWrite(context, values) {
    const url = values.ssoLoginUrl;
    if (typeof url !== 'string') return;
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.protocol !== 'https:' || parsed.username || parsed.password) {
      throw refuse(context, 'ssoLoginUrl', HIAM_TEXTS.httpsOnly);
    }
  },
};

export default hooks;
