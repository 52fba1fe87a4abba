/** Gateway rate limits: `refresh` applies the selected limits and records each outcome. */
import type { ResourceHooks } from '../../engine/hooks';
import { governance } from '../../governance';
import { M, say } from '../../governance/say';

const hooks: ResourceHooks = {
  actions: {
    refresh(context, _row, _body, selected) {
      const lang = context.scope.lang;
      const { applied, failed } = governance(context.app).refreshRates(
        selected.map((row) => Number(row.rateLimitId)),
      );
      return { message: say(lang, M.ratesRefreshed, { applied, failed }) };
    },
  },
};

export default hooks;
