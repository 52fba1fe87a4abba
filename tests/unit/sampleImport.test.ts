import writeXlsxFile from 'write-excel-file/universal';
import {
  TEMPLATE_COLUMNS,
  fieldOfHeader,
  importCheck,
  importProblemMessage,
  parseCsv,
  parseXlsx,
  rowsFromSheet,
  rowsFromTable,
  templateColumns,
  templateCsv,
  toCsv,
} from '../../domain/portal/sampleImport';
import { FIELD_LABELS, validateBatch } from '../../domain/portal/samples';
import { createTranslator } from '../../app/i18n';
import { PORTAL_MESSAGES_EN, PORTAL_MESSAGES_ZH } from '../../app/modules/portal/messages/part';

describe('parseCsv (RFC 4180)', () => {
  it('splits fields and lines, with CRLF, LF or CR', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });
  it('reads quoted fields with commas, line breaks and doubled quotes', () => {
    expect(parseCsv('"a,b","say ""hi""","two\r\nlines"\r\n')).toEqual([
      ['a,b', 'say "hi"', 'two\r\nlines'],
    ]);
  });
  it('drops a byte order mark and a final line break; keeps empty fields', () => {
    expect(parseCsv('\uFEFFname,type\r\n')).toEqual([['name', 'type']]);
    expect(parseCsv('a,,c,\n')).toEqual([['a', '', 'c', '']]);
    expect(parseCsv('""')).toEqual([['']]);
    expect(parseCsv('')).toEqual([]);
  });
  it('keeps blank lines as rows (their numbers count)', () => {
    expect(parseCsv('a\n\nb')).toEqual([['a'], [''], ['b']]);
  });
  it('reads tab-separated text pasted from a spreadsheet', () => {
    expect(parseCsv('a\tb\n1,5\t2')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });
  it('runs an unclosed quote to the end', () => {
    expect(parseCsv('a,"b\nc')).toEqual([['a', 'b\nc']]);
  });
  it('round-trips toCsv', () => {
    const table = [
      ['S1', 'say "hi"', 'a,b', ' padded ', 'x\ny'],
      ['', '样本', '', '', ''],
    ];
    expect(parseCsv(toCsv(table))).toEqual(table);
  });
});

describe('headers', () => {
  it('match either language, ignoring case, spaces, units and full-width brackets', () => {
    expect(fieldOfHeader('Sample name')).toBe('sampleName');
    expect(fieldOfHeader('  SAMPLE   NAME ')).toBe('sampleName');
    expect(fieldOfHeader('samplename')).toBe('sampleName');
    expect(fieldOfHeader('样本名称')).toBe('sampleName');
    expect(fieldOfHeader('浓度（ng/uL）')).toBe('concentration');
    expect(fieldOfHeader('Concentration (NG/UL)')).toBe('concentration');
    expect(fieldOfHeader('Concentration')).toBe('concentration');
    expect(fieldOfHeader('a260/280')).toBe('a260280');
    expect(fieldOfHeader('Comments')).toBeNull();
  });
  it('the template has a column per field with both languages', () => {
    expect(TEMPLATE_COLUMNS.map((column) => column.field)).toEqual(Object.keys(FIELD_LABELS));
    expect(templateColumns('DNA').map((column) => column.field)).not.toContain('i7');
    expect(templateColumns('LIBRARY').map((column) => column.field)).toContain('i7');
  });
});

describe('templateCsv', () => {
  it('is the header row, with a BOM for Excel, in English or Chinese', () => {
    const en = templateCsv('en_US');
    expect(en.startsWith('\uFEFFSample name,Sample type,Species,Concentration (ng/uL),')).toBe(
      true,
    );
    expect(en.endsWith('\r\n')).toBe(true);
    expect(parseCsv(templateCsv('zh_CN'))[0]?.slice(0, 3)).toEqual([
      '样本名称',
      '样本类型',
      '物种',
    ]);
    expect(parseCsv(templateCsv('en_US', 'MS'))[0]).toContain('Detergents used');
    expect(parseCsv(templateCsv('en_US', 'MS'))[0]).not.toContain('RIN');
  });
  it('reads back as a header with no samples', () => {
    const { rows, problems } = rowsFromTable(parseCsv(templateCsv('zh_CN')), 'LIBRARY');
    expect(rows).toEqual([]);
    expect(problems.map((problem) => problem.code)).toEqual(['import.noRows']);
  });
});

describe('rowsFromTable', () => {
  const csv = [
    'Sample name,Sample type,Species,Concentration (ng/uL),Volume (uL),Buffer,Notes',
    'S1,dna,Homo sapiens, 12.5 ,20,te,first',
    ',,,,,,',
    '',
    'S2,DNA,Homo sapiens,"1,5",20,TE,',
  ].join('\r\n');

  it('reads rows with the numbers the user sees (header = row 1), skipping blank lines', () => {
    const { rows, problems, columns } = rowsFromTable(parseCsv(csv), 'DNA');
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.rowNo)).toEqual([2, 5]);
    expect(rows[0]).toMatchObject({
      rowNo: 2,
      sampleName: 'S1',
      sampleType: 'DNA',
      species: 'Homo sapiens',
      concentration: '12.5',
      volume: '20',
      buffer: 'TE',
      rin: '',
    });
    expect(columns.concentration).toBe('Concentration (ng/uL)');
    expect(columns).not.toHaveProperty('rin');
  });

  it('leaves bad values for validateBatch, which names the row', () => {
    const { rows } = rowsFromTable(parseCsv(csv), 'DNA');
    const issues = validateBatch(rows, { kind: 'DNA' });
    expect([...issues.keys()]).toEqual([5]);
    expect(issues.get(5)?.map((issue) => issue.code)).toEqual(['concentration.number']);
  });

  it('reads Chinese headers', () => {
    const table = parseCsv(
      '样本名称,样本类型,物种,浓度（ng/uL）,体积 (uL),缓冲液,RIN\nR1,RNA,Mus musculus,50,20,Water,6.9',
    );
    const { rows, problems } = rowsFromTable(table, 'RNA');
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ sampleName: 'R1', concentration: '50', rin: '6.9' });
    expect(
      validateBatch(rows, { kind: 'RNA' })
        .get(2)
        ?.map((issue) => issue.severity),
    ).toEqual(['warning']);
  });

  it('reports each missing required column once, on the header row', () => {
    const table = parseCsv('Sample name,Species,Buffer\nS1,Homo sapiens,TE\nS2,Homo sapiens,TE');
    const { rows, problems } = rowsFromTable(table, 'DNA');
    expect(rows).toHaveLength(2);
    expect(problems).toEqual(
      ['Sample type', 'Concentration (ng/uL)', 'Volume (uL)'].map((column) => ({
        rowNo: 1,
        column,
        value: '',
        code: 'import.missingColumn',
        params: { column },
      })),
    );
    expect(importProblemMessage(problems[0]!)).toBe(
      'The column Sample type is missing; download the template to see every column',
    );
  });

  it('required columns follow the product kind', () => {
    const header = 'Sample name,Sample type,Species,Buffer,Concentration,Volume';
    const missing = (kind: 'LIBRARY' | 'MS') =>
      rowsFromTable(parseCsv(`${header}\nS1,DNA,Homo sapiens,TE,1,20`), kind).problems.map(
        (problem) => problem.column,
      );
    expect(missing('LIBRARY')).toEqual([
      'Index type',
      'i7 index',
      'Insert size (bp)',
      'Data amount (Gb)',
    ]);
    expect(missing('MS')).toEqual(['Sample form', 'Quantity (ug)']);
  });

  it('reads a header below blank lines with its own row number; reports a repeated column', () => {
    const table = parseCsv(
      '\n\nSample name,Sample type,Species,Buffer,SAMPLE NAME\nS1,DNA,x,TE,S9',
    );
    const { rows, problems } = rowsFromTable(table);
    expect(rows).toEqual([expect.objectContaining({ rowNo: 4, sampleName: 'S1' })]);
    expect(problems).toEqual([
      {
        rowNo: 3,
        column: 'SAMPLE NAME',
        value: 'SAMPLE NAME',
        code: 'import.duplicateColumn',
        params: { column: 'SAMPLE NAME' },
      },
    ]);
  });

  it('an empty file is reported', () => {
    expect(rowsFromTable([]).problems.map((problem) => problem.code)).toEqual(['import.empty']);
    expect(rowsFromTable([[''], ['  ']]).problems.map((problem) => problem.code)).toEqual([
      'import.empty',
    ]);
  });

  it('short rows give empty fields', () => {
    const { rows } = rowsFromTable([['Sample name', 'Sample type', 'Species', 'Buffer'], ['S1']]);
    expect(rows[0]).toMatchObject({ sampleName: 'S1', sampleType: '', buffer: '' });
  });

  it('rowsFromSheet is the same, as {rows, cellIssues}', () => {
    const table = parseCsv('Sample name\nS1');
    const { rows, cellIssues } = rowsFromSheet(table);
    expect(rows).toEqual(rowsFromTable(table).rows);
    expect(cellIssues).toEqual(rowsFromTable(table).problems);
  });

  it('import problems are translated in English and Chinese', () => {
    const en = createTranslator('en_US', PORTAL_MESSAGES_EN);
    const zh = createTranslator('zh_CN', PORTAL_MESSAGES_ZH);
    const codes = Object.keys(PORTAL_MESSAGES_EN.samples.import);
    for (const code of codes as (keyof typeof PORTAL_MESSAGES_EN.samples.import)[]) {
      const key = `samples.import.${code}` as const;
      expect(en(key, { column: 'X' })).toBe(
        importProblemMessage({ code: `import.${code}` as never, params: { column: 'X' } }),
      );
      expect(/[\u4e00-\u9fff]/.test(zh(key, { column: 'X' }))).toBe(true);
    }
  });
});

describe('parseXlsx (read-excel-file/universal)', () => {
  // The workbook is written in the test with write-excel-file (same author, devDependency).
  async function workbook(data: unknown[][]): Promise<ArrayBuffer> {
    const blob = await writeXlsxFile(data as never).toBlob();
    // jsdom's Blob has no arrayBuffer(); its FileReader reads one.
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });
  }

  it('reads the first sheet as text cells: numbers as Excel shows them, empty cells as ""', async () => {
    const data = await workbook([
      [
        { value: '样本名称' },
        { value: 'Sample type' },
        { value: 'Species' },
        { value: 'Concentration (ng/uL)' },
        { value: 'Volume (uL)' },
        { value: 'Buffer' },
      ],
      [
        { value: 'S1' },
        { value: 'DNA' },
        { value: 'Homo sapiens' },
        { value: 12.5, type: Number },
        { value: 0.1 + 0.2, type: Number },
        null,
      ],
      [
        { value: 'S2' },
        { value: 'DNA' },
        { value: 'Homo sapiens' },
        { value: '1,5' },
        { value: 20, type: Number },
        { value: 'TE' },
      ],
    ]);
    const table = await parseXlsx(data);
    expect(table[0]?.[0]).toBe('样本名称');
    expect(table[1]).toEqual(['S1', 'DNA', 'Homo sapiens', '12.5', '0.3', '']);
    expect(table[2]?.[3]).toBe('1,5');
    const { rows, problems } = rowsFromTable(table, 'DNA');
    expect(problems).toEqual([]);
    const issues = validateBatch(rows, { kind: 'DNA' });
    expect(issues.get(2)?.map((issue) => issue.code)).toEqual(['volume.range', 'buffer.required']);
    expect(issues.get(3)?.map((issue) => issue.code)).toEqual(['concentration.number']);
  });

  it('rejects a file that is not a workbook', async () => {
    const data = new TextEncoder().encode('Sample name\nS1').buffer as ArrayBuffer;
    await expect(parseXlsx(data)).rejects.toThrow();
  });
});

describe('importCheck', () => {
  it('lists every bad cell with its row, the file’s column, the value and why', () => {
    const table = parseCsv(
      [
        '样本名称,Sample type,Species,Concentration,Volume (uL),Buffer,A260/280',
        'S1,DNA,Homo sapiens,0,20,TE,2.3',
        'S2,DNA,Homo sapiens,12.5,20,TE,',
        's1,Plasma,Homo sapiens,1.234,5,TE,',
      ].join('\n'),
    );
    const { rows, lines, ok } = importCheck(table, { kind: 'DNA' }, ['S2']);
    expect(rows).toHaveLength(3);
    expect(ok).toBe(false);
    expect(
      lines.map((line) => [line.rowNo, line.column, line.value, line.code, line.severity]),
    ).toEqual([
      [2, '样本名称', 'S1', 'sampleName.duplicate', 'error'],
      [2, 'Concentration', '0', 'concentration.range', 'error'],
      [2, 'A260/280', '2.3', 'a260280.range', 'warning'],
      [3, '样本名称', 'S2', 'sampleName.duplicateInProject', 'error'],
      [4, '样本名称', 's1', 'sampleName.duplicate', 'error'],
      [4, 'Sample type', 'Plasma', 'sampleType.invalid', 'error'],
      [4, 'Concentration', '1.234', 'concentration.decimals', 'error'],
      [4, 'Volume (uL)', '5', 'volume.range', 'error'],
    ]);
  });

  it('reports a missing column once, not on every row; warnings alone are ok', () => {
    const table = parseCsv(
      'Sample name,Sample type,Species,Buffer,Volume\nS1,DNA,Homo sapiens,TE,20\nS2,DNA,Homo sapiens,TE,20',
    );
    const { lines, ok } = importCheck(table, { kind: 'DNA' });
    expect(lines.map((line) => [line.rowNo, line.code])).toEqual([[1, 'import.missingColumn']]);
    expect(ok).toBe(false);
    const fine = parseCsv(
      'Sample name,Sample type,Species,Buffer,Volume,Concentration,a260/230\nS1,DNA,Homo sapiens,TE,20,5,1.5',
    );
    expect(importCheck(fine, { kind: 'DNA' })).toMatchObject({
      ok: true,
      lines: [{ code: 'a260230.range' }],
    });
  });
});
