import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { checkNoOverlap, checkOrder } from './support/date-ranges';

const RULE = text('a day is either a holiday or a working day', '同一天只能是节假日或工作日之一');

/**
 * A calendar exception ends on or after the day it starts, and once it is saved no two
 * exceptions of its calendar share a day (each is saved on its own, HZERO's calendar-holidays).
 */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    checkOrder(context, values, current);
  },
  afterWrite(context, row) {
    checkNoOverlap(context, Number(row.calendarId), 'hpfm/calendar-holiday', RULE);
  },
};

export default hooks;
