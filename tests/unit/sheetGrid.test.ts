import {
  emptyRow,
  fillDown,
  formatLabel,
  insertRow,
  normaliseValue,
  parseClipboard,
  pasteBlock,
  removeRow,
  setColumn,
  type SheetGridColumn,
} from '../../design-system/SheetGrid/sheetGrid';

const COLUMNS: SheetGridColumn[] = [
  { key: 'a', title: 'A', type: 'text' },
  { key: 'b', title: 'B', type: 'number' },
  { key: 'c', title: 'C', type: 'text', readOnly: true },
  {
    key: 'd',
    title: 'D',
    type: 'select',
    options: [
      { value: 'TE', label: 'TE buffer' },
      { value: 'W', label: 'Water' },
    ],
  },
];

describe('parseClipboard', () => {
  it('splits tabs and line breaks and drops the final line break', () => {
    expect(parseClipboard('a\tb\nc\td\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseClipboard('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseClipboard('x')).toEqual([['x']]);
    expect(parseClipboard('')).toEqual([]);
  });

  it('keeps empty cells and empty middle rows', () => {
    expect(parseClipboard('a\t\tc\n\nd')).toEqual([['a', '', 'c'], [''], ['d']]);
    expect(parseClipboard('a\t')).toEqual([['a', '']]);
  });

  it('reads quoted cells holding tabs, line breaks and doubled quotes', () => {
    expect(parseClipboard('"line 1\nline 2"\t"say ""hi"""\n"a\tb"\tz')).toEqual([
      ['line 1\nline 2', 'say "hi"'],
      ['a\tb', 'z'],
    ]);
    expect(parseClipboard('"5" tall\tx')).toEqual([['"5" tall', 'x']]);
  });
});

describe('sheet row helpers', () => {
  const rows = [
    { a: '1', b: '10', c: 'x', d: 'TE' },
    { a: '2', b: '20', c: 'y', d: 'W' },
  ];

  it('pastes a block, adding rows and skipping read-only and extra columns', () => {
    const next = pasteBlock(rows, COLUMNS, 1, 1, [
      ['5', 'no', 'water', 'extra'],
      [' 6 ', 'no', 'te buffer'],
    ]);
    expect(next).toEqual([
      rows[0],
      { a: '2', b: '5', c: 'y', d: 'W' },
      { a: '', b: '6', c: '', d: 'TE' },
    ]);
    expect(next[0]).toBe(rows[0]);
  });

  it('fills down and sets a column, keeping unchanged rows', () => {
    const three = [...rows, { a: '3', b: '10', c: 'z', d: '' }];
    const filled = fillDown(three, 0, 'b');
    expect(filled.map((row) => row.b)).toEqual(['10', '10', '10']);
    expect(filled[2]).toBe(three[2]);
    const set = setColumn(three, 'd', 'W');
    expect(set.map((row) => row.d)).toEqual(['W', 'W', 'W']);
    expect(set[1]).toBe(three[1]);
  });

  it('inserts and removes rows', () => {
    expect(insertRow(rows, COLUMNS, -1)).toEqual([...rows, emptyRow(COLUMNS)]);
    expect(insertRow(rows, COLUMNS, 0)[1]).toEqual({ a: '', b: '', c: '', d: '' });
    expect(removeRow(rows, 0)).toEqual([rows[1]]);
  });

  it('normalises numbers and options, keeping unknown values as typed', () => {
    expect(normaliseValue(COLUMNS[1]!, ' 1.50 ')).toBe('1.50');
    expect(normaliseValue(COLUMNS[3]!, 'WATER')).toBe('W');
    expect(normaliseValue(COLUMNS[3]!, 'Tris')).toBe('Tris');
    expect(normaliseValue(COLUMNS[0]!, ' a ')).toBe(' a ');
  });

  it('formats label templates', () => {
    expect(formatLabel('%{column}, row %{n}', { column: 'Volume', n: 3 })).toBe('Volume, row 3');
    expect(formatLabel('Row %{x}', { n: 1 })).toBe('Row %{x}');
  });
});
