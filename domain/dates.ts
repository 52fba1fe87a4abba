/** Dates as the API writes them: `YYYY-MM-DD` and `YYYY-MM-DD HH:mm:ss`, checked to be real. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Whether `YYYY-MM-DD` (optionally with ` HH:mm:ss`) names a real moment. */
function isRealDate(value: string): boolean {
  const [date = '', time = '00:00:00'] = value.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  const moment = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, ss ?? 0));
  return (
    moment.getUTCFullYear() === y &&
    moment.getUTCMonth() + 1 === m &&
    moment.getUTCDate() === d &&
    (hh ?? 0) < 24 &&
    (mm ?? 0) < 60 &&
    (ss ?? 0) < 60
  );
}

/** Whether `value` is a real day written `YYYY-MM-DD`. */
export function isRealDay(value: string): boolean {
  return DATE.test(value) && isRealDate(value);
}

/** Whether `value` is a real moment written `YYYY-MM-DD HH:mm:ss`. */
export function isRealDateTime(value: string): boolean {
  return DATETIME.test(value) && isRealDate(value);
}
