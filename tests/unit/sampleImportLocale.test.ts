/**
 * The import check reads what spreadsheet programs write in every locale: a CSV of US Excel
 * (byte order mark, CRLF, columns in another order, stray spaces) and the same sheet of
 * European Excel (semicolons, decimal commas) give the same rows; a number that cannot be read
 * for sure is named, never misread. The bioinformatics form's import reads both too.
 */
import { importBifSheet } from '../../domain/portal/bif';
import {
  csvSeparator,
  importCheck,
  readCommaDecimal,
  readCsv,
} from '../../domain/portal/sampleImport';

const DNA = { kind: 'DNA' as const };

const US = [
  '\uFEFFVolume (uL), Sample name ,Sample type,Species,Concentration (ng/uL),Buffer,A260/280',
  '20, DNA-01 ,DNA,Homo sapiens,12.5,TE,1.85',
  '30,DNA-02,DNA,Homo sapiens,"1000",TE,',
  '',
].join('\r\n');

const EU = [
  '\uFEFFVolume (uL); Sample name ;Sample type;Species;Concentration (ng/uL);Buffer;A260/280',
  '20; DNA-01 ;DNA;Homo sapiens;12,5;TE;1,85',
  '30;DNA-02;DNA;Homo sapiens;1000;TE;',
  '',
].join('\r\n');

describe('CSV of every locale', () => {
  it('reads a US Excel CSV: BOM, CRLF, another column order, stray spaces', () => {
    const read = readCsv(US);
    expect(read).toMatchObject({ separator: ',', decimalComma: false });
    const check = importCheck(read.table, DNA, [], read);
    expect(check.lines).toEqual([]);
    expect(
      check.rows.map((row) => [row.sampleName, row.concentration, row.volume, row.a260280]),
    ).toEqual([
      ['DNA-01', '12.5', '20', '1.85'],
      ['DNA-02', '1000', '30', ''],
    ]);
  });

  it('reads the same sheet from European Excel (semicolons, decimal commas) as the same rows', () => {
    const read = readCsv(EU);
    expect(read).toMatchObject({ separator: ';', decimalComma: true });
    const check = importCheck(read.table, DNA, [], read);
    expect(check.lines).toEqual([]);
    const us = readCsv(US);
    expect(check.rows).toEqual(importCheck(us.table, DNA, [], us).rows);
  });

  it('names a number written ambiguously, and every cell that cannot be read', () => {
    const text = [
      'Sample name;Sample type;Species;Concentration (ng/uL);Volume (uL);Buffer',
      'DNA-01;DNA;Homo sapiens;1.234;20;TE',
      'DNA-02;DNA;Homo sapiens;1.234,5;20;TE',
      'DNA-03;DNA;Homo sapiens;12,5,3;20;TE',
    ].join('\n');
    const read = readCsv(text);
    const check = importCheck(read.table, DNA, [], read);
    expect(check.ok).toBe(false);
    expect(check.lines.map((line) => [line.rowNo, line.column, line.value, line.code])).toEqual([
      [2, 'Concentration (ng/uL)', '1.234', 'import.ambiguousNumber'],
      // 1.234,5 is one thousand two hundred thirty-four and a half: above the limit, not misread.
      [3, 'Concentration (ng/uL)', '1234.5', 'concentration.range'],
      [4, 'Concentration (ng/uL)', '12,5,3', 'concentration.number'],
    ]);
  });

  it('tells the separator by the first line, outside quotes', () => {
    expect(csvSeparator('a;b;c\n1,5;2;3')).toBe(';');
    expect(csvSeparator('"a;b",c,d')).toBe(',');
    expect(csvSeparator('a\tb, c')).toBe('\t');
    expect(csvSeparator('one column')).toBe(',');
    expect(readCommaDecimal('  7,25 ')).toBe('7.25');
    expect(readCommaDecimal('12')).toBe('12');
    expect(readCommaDecimal('1.85')).toBeUndefined();
    expect(readCommaDecimal('abc')).toBe('abc');
  });

  it('imports a bioinformatics sheet of European Excel', () => {
    const read = readCsv(
      'Sample name;Group;Treatment group;Control group\r\nS1;Ctrl;;\r\nS2;Drug;Drug;Ctrl\r\n',
    );
    expect(importBifSheet(read.table, ['S1', 'S2'])).toEqual({
      groups: [
        { name: 'Ctrl', samples: ['S1'] },
        { name: 'Drug', samples: ['S2'] },
      ],
      comparisons: [{ treatment: 'Drug', control: 'Ctrl' }],
      lines: [],
    });
  });
});
