import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { checkNoOverlap } from './support/date-ranges';

const RULE = text(
  'each day belongs to at most one period of a set',
  '同一会计期内每一天最多属于一个期间',
);

/** Once its periods are saved, no two periods of a set share a day. */
const hooks: ResourceHooks = {
  afterWrite(context, row) {
    checkNoOverlap(context, Number(row.periodSetId), 'hpfm/accounting-period', RULE);
  },
};

export default hooks;
