import type { SampleRow } from '../../domain/portal/samples';
import { FILE_ROW, fromSheetRows, toSheetRows } from '../../app/modules/portal/wizard/sheet';
import { setCell } from '../../design-system/SheetGrid/sheetGrid';

const ROWS: SampleRow[] = Array.from({ length: 5 }, (_, index) => ({
  rowNo: index + 1,
  sampleName: `S${index + 1}`,
  sampleType: 'DNA',
  concentration: '50',
  volume: '20',
}));

describe('wizard sheet rows', () => {
  it('gives the same grid row for a sample row seen before', () => {
    const first = toSheetRows(ROWS, 'DNA');
    const again = toSheetRows(ROWS.slice(), 'DNA');
    expect(again).not.toBe(first);
    again.forEach((row, index) => expect(row).toBe(first[index]));
    expect(first[0]).toMatchObject({ sampleName: 'S1', totalAmount: '1', [FILE_ROW]: '1' });
  });

  it('one edit gives back the unchanged sample rows themselves and a new edited one', () => {
    const sheet = toSheetRows(ROWS, 'DNA');
    const edited = fromSheetRows(setCell(sheet, 2, 'sampleName', 'X3'), 'DNA');
    expect(edited).toHaveLength(5);
    edited.forEach((row, index) => {
      if (index !== 2) expect(row).toBe(ROWS[index]);
    });
    expect(edited[2]).toEqual({ ...ROWS[2], sampleName: 'X3' });
    // …so that the next grid rows are the old ones except the edited row.
    const next = toSheetRows(edited, 'DNA');
    expect(next.filter((row, index) => row !== sheet[index])).toEqual([next[2]]);
  });

  it('keeps an unchanged stored row as it was: empty cells, spaces, numbers', () => {
    const stored: SampleRow[] = [
      { rowNo: 1, sampleName: ' S1 ', concentration: 50, buffer: '', quantity: '' },
      { rowNo: 2, sampleName: 'S2' },
    ];
    const back = fromSheetRows(toSheetRows(stored, 'DNA'), 'DNA');
    expect(back[0]).toBe(stored[0]);
    expect(back[1]).toBe(stored[1]);
  });

  it('builds a new sample row when the grid says something else than the stored one', () => {
    // A value in a field the product has no column for, or a row that moved.
    const stored: SampleRow[] = [
      { rowNo: 1, sampleName: 'S1', quantity: '5' },
      { rowNo: 3, sampleName: 'S2' },
    ];
    const back = fromSheetRows(toSheetRows(stored, 'DNA'), 'DNA');
    expect(back[0]).toEqual({ rowNo: 1, sampleName: 'S1' });
    expect(back[1]).toEqual({ rowNo: 2, sampleName: 'S2' });
  });

  it('numbers rows by place, or keeps file rows and numbers added rows after the last', () => {
    const sheet = toSheetRows([{ rowNo: 7, sampleName: 'A' }], 'DNA');
    expect(fromSheetRows([...sheet, { sampleName: 'B' }], 'DNA').map((row) => row.rowNo)).toEqual([
      1, 2,
    ]);
    expect(
      fromSheetRows([...sheet, { sampleName: 'B' }], 'DNA', true).map((row) => row.rowNo),
    ).toEqual([7, 8]);
  });
});
