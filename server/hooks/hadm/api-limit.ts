/**
 * API monitor rules: the block and allow lists hold IP addresses only (kept one per line), and
 * `apply` puts the selected rules into force, recording each one's outcome.
 */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { governance } from '../../governance';
import { parseAddresses } from '../../governance/apiMonitor';
import { M, say } from '../../governance/say';
import { refuse } from '../hpfm/support/say';

const T = {
  notAddresses: text(
    '%{field}: not IP addresses: %{entries}',
    '%{field}：以下不是 IP 地址：%{entries}',
  ),
};

const hooks: ResourceHooks = {
  beforeWrite(context, values) {
    for (const field of ['blockList', 'allowList'] as const) {
      const value = values[field];
      if (typeof value !== 'string') continue;
      const { addresses, bad } = parseAddresses(value);
      if (bad.length > 0) throw refuse(context, field, T.notAddresses, { entries: bad.join(', ') });
      values[field] = addresses.length === 0 ? null : [...new Set(addresses)].join('\n');
    }
  },
  actions: {
    apply(context, _row, _body, selected) {
      const lang = context.scope.lang;
      const outcome = governance(context.app).refreshMonitors(
        selected.map((row) => Number(row.monitorRuleId)),
      );
      return { message: say(lang, M.monitorsApplied, outcome) };
    },
  },
};

export default hooks;
