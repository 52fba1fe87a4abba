import {
  markUpdated,
  nextSort,
  normalisePageSize,
  pageItems,
  rowStatus,
  toPageQuery,
} from '../../design-system';

describe('normalisePageSize', () => {
  it.each([10, 20, 50, 100])('keeps the allowed size %i', (size) => {
    expect(normalisePageSize(size)).toBe(size);
  });

  it.each([
    [1, 10],
    [14, 10],
    [15, 20],
    [25, 20],
    [34, 20],
    [35, 50],
    [60, 50],
    [75, 100],
    [99, 100],
    [1000, 100],
  ])('rounds %i to the nearest option %i', (size, expected) => {
    expect(normalisePageSize(size)).toBe(expected);
  });

  it.each([0, -20, Number.NaN, Number.POSITIVE_INFINITY])('falls back to 10 for %p', (size) => {
    expect(normalisePageSize(size)).toBe(10);
  });
});

describe('toPageQuery', () => {
  it('sends the page index as the page minus 1', () => {
    expect(toPageQuery({ page: 1, size: 10 })).toEqual({ page: 0, size: 10, sort: undefined });
    expect(toPageQuery({ page: 3, size: 50 })).toEqual({ page: 2, size: 50, sort: undefined });
  });

  it('sends the sort as field,asc or field,desc', () => {
    expect(toPageQuery({ page: 2, size: 20, sort: { field: 'name', order: 'asc' } })).toEqual({
      page: 1,
      size: 20,
      sort: 'name,asc',
    });
    expect(
      toPageQuery({ page: 1, size: 10, sort: { field: 'creationDate', order: 'desc' } }).sort,
    ).toBe('creationDate,desc');
    expect(toPageQuery({ page: 1, size: 10, sort: null }).sort).toBeUndefined();
  });

  it('never sends a negative page index', () => {
    expect(toPageQuery({ page: 0, size: 10 }).page).toBe(0);
  });
});

describe('markUpdated', () => {
  it('marks an edited existing row as updated', () => {
    expect(markUpdated({ id: 1, name: 'a' }, { name: 'b' })).toEqual({
      name: 'b',
      _status: 'update',
    });
    expect(markUpdated({ id: 1, name: 'a', _status: 'update' }, { name: 'c' })).toEqual({
      name: 'c',
      _status: 'update',
    });
  });

  it('keeps a created row created and a deleted row deleted', () => {
    expect(markUpdated({ id: 1, name: 'a', _status: 'create' }, { name: 'b' })).toEqual({
      name: 'b',
      _status: 'create',
    });
    expect(markUpdated({ id: 1, _status: 'delete' }, { id: 2 })._status).toBe('delete');
  });

  it('does not change the row', () => {
    const row = { id: 1, name: 'a' };
    markUpdated(row, { name: 'b' });
    expect(row).toEqual({ id: 1, name: 'a' });
  });
});

describe('rowStatus', () => {
  it('reads known markers only', () => {
    expect(rowStatus({ _status: 'create' })).toBe('create');
    expect(rowStatus({ _status: 'other' })).toBeUndefined();
    expect(rowStatus({})).toBeUndefined();
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, none', () => {
    const asc = nextSort(undefined, 'name');
    expect(asc).toEqual({ field: 'name', order: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ field: 'name', order: 'desc' });
    expect(nextSort(desc, 'name')).toBeUndefined();
  });

  it('starts ascending on another column', () => {
    expect(nextSort({ field: 'name', order: 'desc' }, 'id')).toEqual({ field: 'id', order: 'asc' });
  });
});

describe('pageItems', () => {
  it('lists every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and the neighbours of the current page', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(pageItems(6, 20)).toEqual([1, 'gap-start', 5, 6, 7, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });
});
