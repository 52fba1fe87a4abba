/** Circuit-breaker configurations: `batch-refresh` applies each selected one to its own breaker. */
import type { ResourceHooks } from '../../engine/hooks';
import { governance } from '../../governance';
import { M, say } from '../../governance/say';

const hooks: ResourceHooks = {
  actions: {
    'batch-refresh'(context, _row, _body, selected) {
      const lang = context.scope.lang;
      const outcome = governance(context.app).refreshBreakers(
        selected.map((row) => Number(row.confId)),
      );
      return { message: say(lang, M.breakersApplied, outcome) };
    },
  },
};

export default hooks;
