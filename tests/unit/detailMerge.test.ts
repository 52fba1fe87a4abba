import { mergeDetail, resolveDetail, type DetailSide } from '../../app/engine/detailMerge';

const SETS = [
  { key: 'values', idField: 'valueId' },
  { key: 'tags', idField: 'tagId' },
];

const value = (id: number, meaning: string, version = 1) => ({
  valueId: id,
  meaning,
  objectVersionNumber: version,
});

const BASE: DetailSide = {
  values: { name: 'List', remark: 'r' },
  lines: { values: [value(1, 'one'), value(2, 'two'), value(3, 'three')], tags: [] },
};

describe('mergeDetail', () => {
  it('gives the changes over their lines: my updates, my deletes, my new lines', () => {
    const mine: DetailSide = {
      values: { name: 'List', remark: 'mine' },
      lines: {
        values: [
          { ...value(1, 'ONE'), _status: 'update', __key: '1' },
          value(3, 'three'),
          { meaning: 'new', _status: 'create', __key: 'new-1' },
        ],
        tags: [],
      },
    };
    const theirs: DetailSide = {
      values: { name: 'Their list', remark: 'r' },
      lines: {
        values: [value(1, 'one'), value(2, 'two'), value(3, 'THREE', 2)],
        tags: [{ tagId: 1, name: 'their tag' }],
      },
    };
    const result = mergeDetail(SETS, BASE, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.values).toEqual({ name: 'Their list', remark: 'mine' });
    expect(result.changes).toEqual({
      values: [
        { ...value(1, 'ONE'), _status: 'update', __key: '1' },
        { meaning: 'new', _status: 'create', __key: 'new-1' },
        { ...value(2, 'two'), _status: 'delete', __key: '2' },
      ],
    });
  });

  it('lists a line changed here and deleted there; mine creates it again, theirs drops it', () => {
    const mine: DetailSide = {
      values: BASE.values,
      lines: {
        values: [
          value(1, 'one'),
          { ...value(2, 'TWO'), _status: 'update', __key: '2' },
          value(3, 'three'),
        ],
        tags: [],
      },
    };
    const theirs: DetailSide = {
      values: BASE.values,
      lines: { values: [value(1, 'one'), value(3, 'three')], tags: [] },
    };
    const result = mergeDetail(SETS, BASE, mine, theirs);
    expect(result.conflicts.map((conflict) => [conflict.path, conflict.theirs])).toEqual([
      [{ part: 'line', key: 'values:2', field: null }, null],
    ]);
    expect(resolveDetail(SETS, result, 0, 'mine')).toEqual({
      values: BASE.values,
      changes: { values: [{ meaning: 'TWO', _status: 'create', __key: 'new-2' }] },
      conflicts: [],
    });
    expect(resolveDetail(SETS, result, 0, 'theirs')).toEqual({
      values: BASE.values,
      changes: {},
      conflicts: [],
    });
  });

  it('lists a line deleted here and changed there; theirs keeps their line', () => {
    const mine: DetailSide = {
      values: BASE.values,
      lines: { values: [value(1, 'one'), value(3, 'three')], tags: [] },
    };
    const theirs: DetailSide = {
      values: BASE.values,
      lines: { values: [value(1, 'one'), value(2, 'TWO', 2), value(3, 'three')], tags: [] },
    };
    const result = mergeDetail(SETS, BASE, mine, theirs);
    expect(result.changes).toEqual({
      values: [{ ...value(2, 'TWO', 2), _status: 'delete', __key: '2' }],
    });
    expect(resolveDetail(SETS, result, 0, 'mine').changes).toEqual(result.changes);
    expect(resolveDetail(SETS, result, 0, 'theirs').changes).toEqual({});
  });

  it('puts their value of a header field or a cell in place for theirs', () => {
    const mine: DetailSide = {
      values: { name: 'Mine', remark: 'r' },
      lines: {
        values: [
          { ...value(1, 'M'), _status: 'update', __key: '1' },
          value(2, 'two'),
          value(3, 'three'),
        ],
        tags: [],
      },
    };
    const theirs: DetailSide = {
      values: { name: 'Theirs', remark: 'r' },
      lines: { values: [value(1, 'T', 2), value(2, 'two'), value(3, 'three')], tags: [] },
    };
    const result = mergeDetail(SETS, BASE, mine, theirs);
    expect(result.conflicts.map((conflict) => conflict.path)).toEqual([
      { part: 'header', field: 'name' },
      { part: 'line', key: 'values:1', field: 'meaning' },
    ]);
    // My change of the line goes on their version of it.
    expect(result.changes.values).toEqual([{ ...value(1, 'M', 2), _status: 'update', __key: '1' }]);
    let state = resolveDetail(SETS, result, 0, 'theirs');
    expect(state.values.name).toBe('Theirs');
    state = resolveDetail(SETS, state, 0, 'theirs');
    expect(state.changes.values).toEqual([{ ...value(1, 'T', 2), _status: 'update', __key: '1' }]);
    expect(state.conflicts).toEqual([]);
  });
});
