/** Gateway rate limits: `refresh` applies every enabled limit and records each outcome. */
import type { ResourceHooks } from '../../engine/hooks';
import { governance } from '../../governance';
import { M, say } from '../../governance/say';

const hooks: ResourceHooks = {
  actions: {
    refresh(context) {
      const lang = context.scope.lang;
      const { applied, failed } = governance(context.app).refreshRates();
      return { message: say(lang, M.ratesRefreshed, { applied, failed }) };
    },
  },
};

export default hooks;
