/** Contact cards: each one serves a continent the portal knows. */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { refuse } from '../hpfm/support/say';

const UNKNOWN = text(
  '%{field}: there is no continent %{value} (the portal knows %{known})',
  '%{field}：没有大洲 %{value}（门户可选：%{known}）',
);

const hooks: ResourceHooks = {
  beforeWrite: (context, values) => {
    const code = values.continentCode;
    if (code === undefined || code === null) return;
    const known = (
      context.app.db
        .prepare('SELECT continent_code AS code FROM continents ORDER BY order_seq')
        .all() as { code: string }[]
    ).map((row) => row.code);
    if (!known.includes(String(code))) {
      throw refuse(context, 'continentCode', UNKNOWN, {
        value: String(code),
        known: known.join(', '),
      });
    }
  },
};

export default hooks;
