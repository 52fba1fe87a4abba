import {
  mergeDocuments,
  resolveConflict,
  sameValue,
  samePath,
  type MergeConflict,
  type MergeDocument,
} from '../../domain/engine/merge';

type Line = { id?: number; name?: string; qty?: string | number | null; pos?: number };
type Doc = MergeDocument<Record<string, unknown>, Line>;

const options = { keyOf: (line: Line) => (line.id === undefined ? null : String(line.id)) };

const doc = (header: Record<string, unknown>, lines: readonly Line[]): Doc => ({ header, lines });

const BASE = doc({ name: 'Calendar', note: 'a', version: 1 }, [
  { id: 1, name: 'one', qty: '1' },
  { id: 2, name: 'two', qty: '2' },
  { id: 3, name: 'three', qty: '3' },
]);

function merge(mine: Doc, theirs: Doc, base: Doc = BASE, ignore?: string[]) {
  return mergeDocuments(base, mine, theirs, { ...options, ...(ignore ? { ignore } : {}) });
}

describe('sameValue', () => {
  it('treats empty values as one and a number as its text', () => {
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('', null)).toBe(true);
    expect(sameValue(12, '12')).toBe(true);
    expect(sameValue('12', '12.0')).toBe(false);
    expect(sameValue('', '0')).toBe(false);
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
  });
});

describe('mergeDocuments: the header', () => {
  it('takes a field only they changed and keeps one only I changed, without conflict', () => {
    const result = merge(
      doc({ ...BASE.header, note: 'mine' }, BASE.lines),
      doc({ ...BASE.header, name: 'Theirs', version: 2 }, BASE.lines),
    );
    expect(result.conflicts).toEqual([]);
    expect(result.merged.header).toEqual({ name: 'Theirs', note: 'mine', version: 2 });
  });

  it('sees no conflict when both changed a field to the same value', () => {
    const result = merge(
      doc({ ...BASE.header, note: 'same' }, BASE.lines),
      doc({ ...BASE.header, note: 'same' }, BASE.lines),
    );
    expect(result.conflicts).toEqual([]);
    expect(result.merged.header.note).toBe('same');
  });

  it('keeps mine and reports a conflict when both changed a field differently', () => {
    const result = merge(
      doc({ ...BASE.header, note: 'mine' }, BASE.lines),
      doc({ ...BASE.header, note: 'theirs' }, BASE.lines),
    );
    expect(result.merged.header.note).toBe('mine');
    expect(result.conflicts).toEqual([
      { path: { part: 'header', field: 'note' }, base: 'a', mine: 'mine', theirs: 'theirs' },
    ]);
  });

  it('counts clearing a field as a change, against a change there', () => {
    const result = merge(
      doc({ ...BASE.header, note: '' }, BASE.lines),
      doc({ ...BASE.header, note: 'theirs' }, BASE.lines),
    );
    expect(result.conflicts.map((conflict) => conflict.mine)).toEqual(['']);
  });

  it('drops a field they removed and I left alone, and adds one they added', () => {
    const result = merge(BASE, doc({ name: 'Calendar', version: 1, added: 'x' }, BASE.lines));
    expect(result.merged.header).toEqual({ name: 'Calendar', version: 1, added: 'x' });
  });

  it('leaves ignored fields as mine without comparing them', () => {
    const result = merge(
      doc({ ...BASE.header, version: 9 }, BASE.lines),
      doc({ ...BASE.header, version: 2 }, BASE.lines),
      BASE,
      ['version'],
    );
    expect(result.conflicts).toEqual([]);
    expect(result.merged.header.version).toBe(9);
  });

  it('does not count 12 against "12" or null against "" as changes', () => {
    const result = merge(
      doc({ ...BASE.header, version: '1', note: 'a', empty: '' }, BASE.lines),
      doc({ ...BASE.header, version: 2, empty: null }, BASE.lines),
      doc({ ...BASE.header, empty: undefined }, BASE.lines),
    );
    expect(result.conflicts).toEqual([]);
    expect(result.merged.header.version).toBe(2);
  });
});

describe('mergeDocuments: lines', () => {
  it('merges changes to different lines and to different cells of one line', () => {
    const mine = doc(BASE.header, [
      { id: 1, name: 'one', qty: '10' },
      { id: 2, name: 'two (mine)', qty: '2' },
      BASE.lines[2]!,
    ]);
    const theirs = doc(BASE.header, [
      BASE.lines[0]!,
      { id: 2, name: 'two', qty: '20' },
      { id: 3, name: 'three', qty: '30' },
    ]);
    const result = merge(mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.merged.lines).toEqual([
      { id: 1, name: 'one', qty: '10' },
      { id: 2, name: 'two (mine)', qty: '20' },
      { id: 3, name: 'three', qty: '30' },
    ]);
  });

  it('sees no conflict when both changed one cell to the same value', () => {
    const line = { id: 2, name: 'two', qty: '22' };
    const result = merge(
      doc(BASE.header, [BASE.lines[0]!, line, BASE.lines[2]!]),
      doc(BASE.header, [BASE.lines[0]!, { ...line }, BASE.lines[2]!]),
    );
    expect(result.conflicts).toEqual([]);
    expect(result.merged.lines[1]).toEqual(line);
  });

  it('reports a conflict of one cell changed differently, keeping mine', () => {
    const result = merge(
      doc(BASE.header, [BASE.lines[0]!, { id: 2, name: 'two', qty: 'M' }, BASE.lines[2]!]),
      doc(BASE.header, [BASE.lines[0]!, { id: 2, name: 'two', qty: 'T' }, BASE.lines[2]!]),
    );
    expect(result.merged.lines[1]).toEqual({ id: 2, name: 'two', qty: 'M' });
    expect(result.conflicts).toEqual([
      { path: { part: 'line', key: '2', field: 'qty' }, base: '2', mine: 'M', theirs: 'T' },
    ]);
  });

  it('deletes a line deleted on one side and unchanged on the other', () => {
    const withoutTwo = [BASE.lines[0]!, BASE.lines[2]!];
    const mineDeleted = merge(doc(BASE.header, withoutTwo), BASE);
    const theirsDeleted = merge(BASE, doc(BASE.header, withoutTwo));
    for (const result of [mineDeleted, theirsDeleted]) {
      expect(result.conflicts).toEqual([]);
      expect(result.merged.lines.map((line) => line.id)).toEqual([1, 3]);
    }
  });

  it('reports a line I changed and they deleted as a conflict, keeping my line', () => {
    const changed = { id: 2, name: 'two', qty: 'M' };
    const result = merge(
      doc(BASE.header, [BASE.lines[0]!, changed, BASE.lines[2]!]),
      doc(BASE.header, [BASE.lines[0]!, BASE.lines[2]!]),
    );
    expect(result.merged.lines.map((line) => line.qty)).toEqual(['1', 'M', '3']);
    expect(result.conflicts).toEqual([
      {
        path: { part: 'line', key: '2', field: null },
        base: BASE.lines[1],
        mine: changed,
        theirs: null,
        after: '1',
      },
    ]);
  });

  it('reports a line I deleted and they changed as a conflict, leaving it deleted', () => {
    const changed = { id: 2, name: 'two', qty: 'T' };
    const result = merge(
      doc(BASE.header, [BASE.lines[0]!, BASE.lines[2]!]),
      doc(BASE.header, [BASE.lines[0]!, changed, BASE.lines[2]!]),
    );
    expect(result.merged.lines.map((line) => line.id)).toEqual([1, 3]);
    expect(result.conflicts).toEqual([
      {
        path: { part: 'line', key: '2', field: null },
        base: BASE.lines[1],
        mine: null,
        theirs: changed,
        after: '1',
      },
    ]);
  });

  it('deletes a line deleted on both sides', () => {
    const withoutOne = doc(BASE.header, BASE.lines.slice(1));
    const result = merge(withoutOne, withoutOne);
    expect(result.conflicts).toEqual([]);
    expect(result.merged.lines.map((line) => line.id)).toEqual([2, 3]);
  });

  it('keeps lines added on both sides, theirs after the line they follow there', () => {
    const mineNew = { name: 'mine new', qty: '5' };
    const theirNew = { id: 9, name: 'their new', qty: '9' };
    const theirLast = { id: 10, name: 'their last', qty: '10' };
    const result = merge(
      doc(BASE.header, [...BASE.lines, mineNew]),
      doc(BASE.header, [BASE.lines[0]!, theirNew, BASE.lines[1]!, BASE.lines[2]!, theirLast]),
    );
    expect(result.conflicts).toEqual([]);
    expect(result.merged.lines).toEqual([
      BASE.lines[0],
      theirNew,
      BASE.lines[1],
      BASE.lines[2],
      theirLast,
      mineNew,
    ]);
  });

  it('keeps new lines without a key as mine even when they match nothing', () => {
    const result = merge(
      doc(BASE.header, [{ name: 'a' }, { name: 'a' }]),
      doc(BASE.header, []),
      doc(BASE.header, []),
    );
    expect(result.merged.lines).toEqual([{ name: 'a' }, { name: 'a' }]);
  });

  it('merges one key added on both sides cell by cell against an empty line', () => {
    const empty = doc({}, []);
    const result = merge(
      doc({}, [{ id: 5, name: 'same', qty: 'M' }]),
      doc({}, [{ id: 5, name: 'same', qty: 'T', pos: 1 }]),
      empty,
    );
    expect(result.merged.lines).toEqual([{ id: 5, name: 'same', qty: 'M', pos: 1 }]);
    expect(result.conflicts.map((conflict) => conflict.path)).toEqual([
      { part: 'line', key: '5', field: 'qty' },
    ]);
  });

  it('places a line they added first at the start when it follows nothing', () => {
    const first = { id: 0, name: 'zero' };
    const result = merge(BASE, doc(BASE.header, [first, ...BASE.lines]));
    expect(result.merged.lines.map((line) => line.id)).toEqual([0, 1, 2, 3]);
  });

  it('keeps my order of lines and ignored fields of each line', () => {
    const mine = doc(BASE.header, [
      { ...BASE.lines[2]!, pos: 1 },
      { ...BASE.lines[0]!, pos: 2 },
      { ...BASE.lines[1]!, pos: 3 },
    ]);
    const theirs = doc(BASE.header, [
      { ...BASE.lines[0]!, pos: 7 },
      BASE.lines[1]!,
      { ...BASE.lines[2]!, qty: '33' },
    ]);
    const result = merge(mine, theirs, BASE, ['pos']);
    expect(result.conflicts).toEqual([]);
    expect(result.merged.lines).toEqual([
      { id: 3, name: 'three', qty: '33', pos: 1 },
      { id: 1, name: 'one', qty: '1', pos: 2 },
      { id: 2, name: 'two', qty: '2', pos: 3 },
    ]);
  });

  it('lists header conflicts before line conflicts', () => {
    const result = merge(
      doc({ ...BASE.header, note: 'M' }, [{ id: 1, name: 'M', qty: '1' }]),
      doc({ ...BASE.header, note: 'T' }, [{ id: 1, name: 'T', qty: '1' }]),
    );
    expect(result.conflicts.map((conflict) => conflict.path)).toEqual([
      { part: 'header', field: 'note' },
      { part: 'line', key: '1', field: 'name' },
    ]);
  });

  it('leaves its inputs unchanged', () => {
    const mine = doc({ ...BASE.header, note: 'M' }, [{ id: 1, name: 'M' }]);
    const theirs = doc({ ...BASE.header, name: 'T' }, [{ id: 1, name: 'one', qty: '9' }]);
    const copies = JSON.stringify([BASE, mine, theirs]);
    merge(mine, theirs);
    expect(JSON.stringify([BASE, mine, theirs])).toBe(copies);
  });
});

describe('resolveConflict', () => {
  function conflicted() {
    const mine = doc({ ...BASE.header, note: 'M' }, [
      { id: 1, name: 'one', qty: 'M' },
      { id: 2, name: 'two', qty: 'M2' },
    ]);
    const theirs = doc({ ...BASE.header, note: 'T' }, [
      { id: 1, name: 'one', qty: 'T' },
      { id: 3, name: 'three', qty: 'T3' },
    ]);
    return merge(mine, theirs);
  }

  it('leaves the merged document as it is for mine', () => {
    const { merged, conflicts } = conflicted();
    for (const conflict of conflicts) {
      expect(resolveConflict(merged, conflict, 'mine', options)).toBe(merged);
    }
  });

  it('puts their header value, cell, deletion and line in place for theirs', () => {
    const { merged, conflicts } = conflicted();
    expect(conflicts.map((conflict) => conflict.path)).toEqual([
      { part: 'header', field: 'note' },
      { part: 'line', key: '1', field: 'qty' },
      { part: 'line', key: '2', field: null },
      { part: 'line', key: '3', field: null },
    ]);
    const all = conflicts.reduce(
      (current, conflict) => resolveConflict(current, conflict, 'theirs', options),
      merged,
    );
    expect(all.header.note).toBe('T');
    expect(all.lines).toEqual([
      { id: 1, name: 'one', qty: 'T' },
      { id: 3, name: 'three', qty: 'T3' },
    ]);
  });

  it('puts a line I deleted back after the line it followed there', () => {
    const changed = { id: 2, name: 'two', qty: 'T' };
    const { merged, conflicts } = merge(
      doc(BASE.header, [BASE.lines[0]!, BASE.lines[2]!]),
      doc(BASE.header, [BASE.lines[0]!, changed, BASE.lines[2]!]),
    );
    const back = resolveConflict(merged, conflicts[0]!, 'theirs', options);
    expect(back.lines.map((line) => line.id)).toEqual([1, 2, 3]);
    expect(back.lines[1]).toBe(changed);
  });

  it('removes a field their side does not have', () => {
    const conflict: MergeConflict = {
      path: { part: 'header', field: 'note' },
      base: 'a',
      mine: 'M',
      theirs: undefined,
    };
    expect(resolveConflict(doc({ note: 'M' }, []), conflict, 'theirs', options).header).toEqual({});
  });
});

describe('samePath', () => {
  it('compares header fields, cells and whole lines', () => {
    expect(samePath({ part: 'header', field: 'a' }, { part: 'header', field: 'a' })).toBe(true);
    expect(samePath({ part: 'header', field: 'a' }, { part: 'line', key: 'a', field: null })).toBe(
      false,
    );
    expect(
      samePath({ part: 'line', key: '1', field: 'qty' }, { part: 'line', key: '1', field: 'qty' }),
    ).toBe(true);
    expect(
      samePath({ part: 'line', key: '1', field: null }, { part: 'line', key: '1', field: 'qty' }),
    ).toBe(false);
  });
});
