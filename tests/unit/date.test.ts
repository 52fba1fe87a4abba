import {
  dayEnd,
  dayStart,
  formatDate,
  formatDateTime,
  formatTime,
  timeZoneOptions,
} from '../../design-system';

// 2024-03-01 23:30:00 UTC: already 2 March in Shanghai, still 1 March in New York.
const INSTANT = Date.UTC(2024, 2, 1, 23, 30, 0);

describe('date helpers', () => {
  it('formats an instant in an IANA zone', () => {
    expect(formatDate(INSTANT, 'Asia/Shanghai')).toBe('2024-03-02');
    expect(formatDate(INSTANT, 'America/New_York')).toBe('2024-03-01');
    expect(formatDateTime(new Date(INSTANT), 'Asia/Shanghai')).toBe('2024-03-02 07:30:00');
    expect(formatTime(INSTANT, 'UTC')).toBe('23:30:00');
  });

  it('follows daylight saving time of a named zone, in any year', () => {
    expect(formatDateTime(Date.UTC(2024, 6, 1, 12), 'America/New_York')).toBe(
      '2024-07-01 08:00:00',
    );
    expect(formatDateTime(Date.UTC(2015, 6, 1, 12), 'Europe/Berlin')).toBe('2015-07-01 14:00:00');
    expect(formatDateTime(Date.UTC(2041, 0, 1, 12), 'Europe/Berlin')).toBe('2041-01-01 13:00:00');
    expect(formatDateTime('2024-07-01T08:00:00-04:00', 'Asia/Kolkata')).toBe('2024-07-01 17:30:00');
  });

  it('formats an instant in a GMT offset zone as the user profile carries it', () => {
    expect(formatDateTime(INSTANT, 'GMT+8')).toBe('2024-03-02 07:30:00');
    expect(formatDateTime(INSTANT, 'GMT-5')).toBe('2024-03-01 18:30:00');
    expect(formatDateTime(INSTANT, 'GMT+05:30')).toBe('2024-03-02 05:00:00');
    expect(formatTime(INSTANT, 'GMT')).toBe('23:30:00');
  });

  it('converts strings with an offset and keeps strings without one as wall-clock time', () => {
    expect(formatDateTime('2024-03-01T23:30:00Z', 'GMT+8')).toBe('2024-03-02 07:30:00');
    expect(formatDateTime('2024-03-01T23:30:00+01:00', 'UTC')).toBe('2024-03-01 22:30:00');
    expect(formatDateTime('2024-03-01 08:00:00', 'GMT-5')).toBe('2024-03-01 08:00:00');
    expect(formatDateTime('2024-03-01 08:00:00', 'Asia/Tokyo')).toBe('2024-03-01 08:00:00');
  });

  it('accepts a custom format', () => {
    expect(formatDate(INSTANT, 'UTC', 'DD/MM/YYYY')).toBe('01/03/2024');
  });

  it('gives an empty string for empty and invalid values', () => {
    expect(formatDate(null, 'UTC')).toBe('');
    expect(formatDate(undefined, 'UTC')).toBe('');
    expect(formatDate('', 'UTC')).toBe('');
    expect(formatDateTime('not a date', 'UTC')).toBe('');
    expect(formatTime(new Date(NaN), 'UTC')).toBe('');
  });

  it('rejects an unknown zone', () => {
    expect(() => formatDate(INSTANT, 'Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
  });

  it('gives the start and end of the day in the zone', () => {
    expect(dayStart(INSTANT, 'Asia/Shanghai')).toBe('2024-03-02 00:00:00');
    expect(dayEnd(INSTANT, 'Asia/Shanghai')).toBe('2024-03-02 23:59:59');
    expect(dayStart(INSTANT, 'GMT-12')).toBe('2024-03-01 00:00:00');
    expect(dayEnd('2024-12-31', 'UTC')).toBe('2024-12-31 23:59:59');
    expect(dayStart(null, 'UTC')).toBe('');
  });

  it('lists the 25 whole-hour zones from GMT-12 to GMT+12', () => {
    const options = timeZoneOptions();
    expect(options).toHaveLength(25);
    expect(options[0]).toEqual({ value: 'GMT-12', label: 'GMT-12:00' });
    expect(options[12]).toEqual({ value: 'GMT+0', label: 'GMT+00:00' });
    expect(options[20]).toEqual({ value: 'GMT+8', label: 'GMT+08:00' });
    expect(options[24]).toEqual({ value: 'GMT+12', label: 'GMT+12:00' });
    expect(new Set(options.map((option) => option.value)).size).toBe(25);
  });

  it('formats with every offered zone', () => {
    for (const { value } of timeZoneOptions()) {
      expect(formatDateTime(INSTANT, value)).toMatch(/^2024-03-0[12] \d\d:30:00$/);
    }
  });
});
