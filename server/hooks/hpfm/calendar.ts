import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { checkNoOverlap } from './support/date-ranges';

const RULE = text('a day is either a holiday or a working day', '同一天只能是节假日或工作日之一');

/** Once its exceptions are saved, no two of a calendar share a day. */
const hooks: ResourceHooks = {
  afterWrite(context, row) {
    checkNoOverlap(context, Number(row.calendarId), 'hpfm/calendar-holiday', RULE);
  },
};

export default hooks;
