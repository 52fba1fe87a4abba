/** Circuit-breaker configurations: `batch-refresh` applies each enabled one to its own breaker. */
import type { ResourceHooks } from '../../engine/hooks';
import { governance } from '../../governance';
import { M, say } from '../../governance/say';

const hooks: ResourceHooks = {
  actions: {
    'batch-refresh'(context) {
      const lang = context.scope.lang;
      const outcome = governance(context.app).refreshBreakers();
      return { message: say(lang, M.breakersApplied, outcome) };
    },
  },
};

export default hooks;
