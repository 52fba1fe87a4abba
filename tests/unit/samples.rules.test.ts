import {
  BUFFERS,
  FIELD_LABELS,
  INDEX_TYPES,
  ISSUE_MESSAGES_EN,
  SAMPLE_FIELDS,
  SAMPLE_TYPES,
  cellText,
  fieldApplies,
  fieldsFor,
  hasErrors,
  issueMessage,
  normalizeRow,
  compactRow,
  parseDecimal,
  totalAmount,
  validateBatch,
  validateRow,
  type FieldIssue,
  type IssueCode,
  type SampleProduct,
  type SampleRow,
} from '../../domain/portal/samples';
import { createTranslator, type MessageKey } from '../../app/i18n';
import { PORTAL_MESSAGES_EN, PORTAL_MESSAGES_ZH } from '../../app/modules/portal/messages/part';

const DNA: SampleProduct = { kind: 'DNA' };
const RNA: SampleProduct = { kind: 'RNA' };
const LIBRARY: SampleProduct = { kind: 'LIBRARY' };
const MS: SampleProduct = { kind: 'MS' };

const base: SampleRow = {
  rowNo: 2,
  sampleName: 'S1',
  sampleType: 'DNA',
  species: 'Homo sapiens',
  concentration: '50',
  volume: '20',
  buffer: 'TE',
};
const library: SampleRow = {
  ...base,
  sampleType: 'Library',
  indexType: 'Dual',
  i7: 'ACGTAC',
  i5: 'TTGGCC',
  insertSize: '350',
  dataAmount: '6',
};
const ms: SampleRow = {
  rowNo: 2,
  sampleName: 'P1',
  sampleType: 'Protein',
  species: 'Mus musculus',
  buffer: 'Water',
  sampleForm: 'Liquid',
  quantity: '50',
};

function codes(row: Partial<SampleRow>, product: SampleProduct = DNA, start = base): string[] {
  return validateRow({ ...start, ...row }, product).map((issue) => issue.code);
}
function issueOf(row: Partial<SampleRow>, code: IssueCode, product = DNA, start = base) {
  return validateRow({ ...start, ...row }, product).find((issue) => issue.code === code);
}

describe('a valid row', () => {
  it.each([
    ['DNA', DNA, base],
    ['RNA', RNA, { ...base, sampleType: 'RNA', rin: '8.2' }],
    ['LIBRARY', LIBRARY, library],
    ['MS', MS, ms],
  ] as const)('of a %s product has no issues', (_kind, product, row) => {
    expect(validateRow(row, product)).toEqual([]);
  });

  it('accepts numbers as numbers or padded strings', () => {
    expect(codes({ concentration: 12.5, volume: ' 20 ' })).toEqual([]);
  });
});

describe('sample name', () => {
  it.each(['A', 'a'.repeat(20), 'S-1_b', '9lives'])('accepts %p', (sampleName) => {
    expect(codes({ sampleName })).toEqual([]);
  });
  it('is required', () => {
    expect(codes({ sampleName: '' })).toEqual(['sampleName.required']);
    expect(codes({ sampleName: '   ' })).toEqual(['sampleName.required']);
    expect(codes({ sampleName: undefined })).toEqual(['sampleName.required']);
  });
  it('has at most 20 characters', () => {
    expect(codes({ sampleName: 'a'.repeat(21) })).toEqual(['sampleName.tooLong']);
    expect(issueOf({ sampleName: 'a'.repeat(21) }, 'sampleName.tooLong')?.params).toEqual({
      max: 20,
    });
  });
  it('starts with a letter or digit', () => {
    expect(codes({ sampleName: '-S1' })).toEqual(['sampleName.start']);
    expect(codes({ sampleName: '_S1' })).toEqual(['sampleName.start']);
  });
  it.each(['S 1', 'S.1', 'S/1', '样本1', 'S1!'])('rejects the characters of %p', (sampleName) => {
    expect(codes({ sampleName })).toEqual(['sampleName.chars']);
  });
});

describe('value lists', () => {
  it('sample type: required, listed, accepted by the product', () => {
    expect(codes({ sampleType: '' })).toEqual(['sampleType.required']);
    expect(codes({ sampleType: 'Plasma' })).toEqual(['sampleType.invalid']);
    expect(issueOf({ sampleType: 'Plasma' }, 'sampleType.invalid')?.params).toEqual({
      value: 'Plasma',
      allowed: SAMPLE_TYPES.join(', '),
    });
    const dnaOnly: SampleProduct = { kind: 'DNA', sampleTypes: ['DNA', 'Blood'] };
    expect(codes({ sampleType: 'Blood' }, dnaOnly)).toEqual([]);
    expect(codes({ sampleType: 'Tissue' }, dnaOnly)).toEqual(['sampleType.notAccepted']);
    for (const sampleType of SAMPLE_TYPES) expect(codes({ sampleType })).toEqual([]);
  });
  it('species: required and from the list (the product may give its own)', () => {
    expect(codes({ species: '' })).toEqual(['species.required']);
    expect(codes({ species: 'Unicorn' })).toEqual(['species.invalid']);
    expect(codes({ species: 'Unicorn' }, { kind: 'DNA', species: ['Unicorn'] })).toEqual([]);
  });
  it('buffer: required, one of Water, TE, Tris-HCl, Other', () => {
    expect(codes({ buffer: '' })).toEqual(['buffer.required']);
    expect(codes({ buffer: 'PBS' })).toEqual(['buffer.invalid']);
    for (const buffer of BUFFERS) expect(codes({ buffer })).toEqual([]);
  });
  it('lists are exact; normalizeRow fixes the case', () => {
    expect(codes({ sampleType: 'dna', buffer: 'tris-hcl' })).toEqual([
      'sampleType.invalid',
      'buffer.invalid',
    ]);
    const fixed = normalizeRow({
      ...base,
      sampleType: ' dna ',
      buffer: 'tris-hcl',
      species: 'homo SAPIENS',
    });
    expect(fixed).toMatchObject({ sampleType: 'DNA', buffer: 'Tris-HCl', species: 'Homo sapiens' });
    expect(validateRow(fixed, DNA)).toEqual([]);
  });
});

describe('concentration (ng/uL): > 0, <= 1000, at most 2 decimals', () => {
  it.each(['0.01', '1000', '999.99', '12.5', '1.50', '.5'])('accepts %p', (concentration) => {
    expect(codes({ concentration })).toEqual([]);
  });
  it.each([
    ['0', 'concentration.range'],
    ['-1', 'concentration.range'],
    ['1000.01', 'concentration.range'],
    ['1.234', 'concentration.decimals'],
    ['0.001', 'concentration.decimals'],
    ['1,5', 'concentration.number'],
    ['12abc', 'concentration.number'],
    ['NaN', 'concentration.number'],
    ['1e3', 'concentration.number'],
    ['Infinity', 'concentration.number'],
    ['', 'concentration.required'],
  ])('%p -> %s', (concentration, code) => {
    expect(codes({ concentration })).toEqual([code]);
  });
  it('rejects non-finite numbers', () => {
    expect(codes({ concentration: Number.NaN })).toEqual(['concentration.number']);
    expect(codes({ concentration: Infinity })).toEqual(['concentration.number']);
  });
});

describe('volume (uL): 10 to 200', () => {
  it.each(['10', '200', '10.5', ' 150 '])('accepts %p', (volume) => {
    expect(codes({ volume })).toEqual([]);
  });
  it.each([
    ['9.99', 'volume.range'],
    ['200.01', 'volume.range'],
    ['abc', 'volume.number'],
    [null, 'volume.required'],
  ])('%p -> %s', (volume, code) => {
    expect(codes({ volume })).toEqual([code]);
  });
});

describe('A260/280 and A260/230: optional, outside 1.8-2.2 a warning', () => {
  it.each(['a260280', 'a260230'] as const)('%s', (field) => {
    expect(codes({ [field]: '' })).toEqual([]);
    expect(codes({ [field]: '1.8' })).toEqual([]);
    expect(codes({ [field]: '2.2' })).toEqual([]);
    const high = validateRow({ ...base, [field]: '2.3' }, DNA);
    expect(high).toEqual([
      { field, code: `${field}.range`, params: { value: '2.3' }, severity: 'warning' },
    ]);
    expect(hasErrors(high)).toBe(false);
    expect(issueOf({ [field]: '1.79' }, `${field}.range`)?.severity).toBe('warning');
    expect(issueOf({ [field]: 'x' }, `${field}.number`)?.severity).toBe('error');
  });
});

describe('RIN: RNA only, 1-10, below 7 a warning', () => {
  const rna = { ...base, sampleType: 'RNA' };
  it('accepts 7, 10, 1-decimal values and no value', () => {
    for (const rin of ['7', '10', '8.5', '']) expect(codes({ rin }, RNA, rna)).toEqual([]);
  });
  it('6.9 is a warning', () => {
    expect(validateRow({ ...rna, rin: '6.9' }, RNA)).toEqual([
      { field: 'rin', code: 'rin.low', params: { value: '6.9' }, severity: 'warning' },
    ]);
    expect(codes({ rin: '1' }, RNA, rna)).toEqual(['rin.low']);
  });
  it('outside 1-10 or not a number is an error', () => {
    expect(codes({ rin: '0.9' }, RNA, rna)).toEqual(['rin.range']);
    expect(codes({ rin: '10.1' }, RNA, rna)).toEqual(['rin.range']);
    expect(codes({ rin: 'high' }, RNA, rna)).toEqual(['rin.number']);
    expect(issueOf({ rin: '11' }, 'rin.range', RNA, rna)?.severity).toBe('error');
  });
  it('does not apply to other products', () => {
    expect(issueOf({ rin: '8' }, 'rin.notApplicable')).toEqual({
      field: 'rin',
      code: 'rin.notApplicable',
      params: { kind: 'DNA' },
      severity: 'error',
    });
  });
});

describe('library fields', () => {
  const lib = (row: Partial<SampleRow>) => codes(row, LIBRARY, library);
  it('are required for LIBRARY', () => {
    expect(lib({ indexType: '', i7: '', i5: '', insertSize: '', dataAmount: '' })).toEqual([
      'indexType.required',
      'i7.required',
      'insertSize.required',
      'dataAmount.required',
    ]);
    expect(lib({ i5: '' })).toEqual(['i5.required']);
  });
  it('index type is Single or Dual; Single has no i5', () => {
    expect([...INDEX_TYPES]).toEqual(['Single', 'Dual']);
    expect(lib({ indexType: 'Triple' })).toEqual(['indexType.invalid']);
    expect(lib({ indexType: 'Single', i5: '' })).toEqual([]);
    expect(lib({ indexType: 'Single' })).toEqual(['i5.single']);
  });
  it('i7/i5: A, C, G, T only, 6-12 bases', () => {
    expect(lib({ i7: 'ACGTAC', i5: 'ACGTACGTACGT' })).toEqual([]);
    expect(lib({ i7: 'ACGTN' })).toEqual(['i7.bases', 'i7.length']);
    expect(lib({ i7: 'ACGTNA' })).toEqual(['i7.bases']);
    expect(lib({ i7: 'ACGTA' })).toEqual(['i7.length']);
    expect(lib({ i5: 'ACGTACGTACGTA' })).toEqual(['i5.length']);
    expect(lib({ i7: 'acgtac' })).toEqual(['i7.bases']);
    expect(normalizeRow({ ...library, i7: ' acgtac ' }).i7).toBe('ACGTAC');
  });
  it('insert size: whole bp from 100 to 1000', () => {
    for (const insertSize of ['100', '1000']) expect(lib({ insertSize })).toEqual([]);
    expect(lib({ insertSize: '99' })).toEqual(['insertSize.range']);
    expect(lib({ insertSize: '1001' })).toEqual(['insertSize.range']);
    expect(lib({ insertSize: '350.5' })).toEqual(['insertSize.number']);
  });
  it('data amount > 0', () => {
    expect(lib({ dataAmount: '0.1' })).toEqual([]);
    expect(lib({ dataAmount: '0' })).toEqual(['dataAmount.range']);
    expect(lib({ dataAmount: 'lots' })).toEqual(['dataAmount.number']);
  });
  it('do not apply to other products', () => {
    expect(codes({ i7: 'ACGTAC', insertSize: '300' })).toEqual([
      'i7.notApplicable',
      'insertSize.notApplicable',
    ]);
  });
});

describe('MS fields', () => {
  const m = (row: Partial<SampleRow>) => codes(row, MS, ms);
  it('sample form and quantity are required; concentration and volume are optional', () => {
    expect(m({ sampleForm: '', quantity: '' })).toEqual([
      'sampleForm.required',
      'quantity.required',
    ]);
    expect(m({ sampleForm: 'Gas' })).toEqual(['sampleForm.invalid']);
    expect(m({ concentration: '5', volume: '5' })).toEqual(['volume.range']);
  });
  it('quantity > 0', () => {
    expect(m({ quantity: '0.01' })).toEqual([]);
    expect(m({ quantity: '0' })).toEqual(['quantity.range']);
  });
  it('detergent text is required only when the buffer is Other', () => {
    expect(m({ buffer: 'Other' })).toEqual(['detergent.required']);
    expect(m({ buffer: 'Other', detergent: '  ' })).toEqual(['detergent.required']);
    expect(m({ buffer: 'Other', detergent: '0.1% SDS' })).toEqual([]);
    expect(m({ buffer: 'TE' })).toEqual([]);
    expect(m({ buffer: 'TE', detergent: 'Triton X-100' })).toEqual([]);
    expect(m({ detergent: 'x'.repeat(201) })).toEqual(['detergent.tooLong']);
  });
  it('do not apply to other products', () => {
    expect(codes({ buffer: 'Other', detergent: 'SDS', quantity: '3' })).toEqual([
      'quantity.notApplicable',
      'detergent.notApplicable',
    ]);
  });
  it('fieldsFor lists each kind’s fields', () => {
    expect(fieldsFor('MS')).toContain('detergent');
    expect(fieldsFor('DNA')).not.toContain('rin');
    expect(fieldsFor('RNA')).toContain('rin');
    expect(fieldApplies('i5', 'LIBRARY')).toBe(true);
    expect(fieldApplies('i5', 'MS')).toBe(false);
  });
});

describe('validateBatch', () => {
  it('flags names used twice in the batch, ignoring case, on both rows', () => {
    const rows = [
      { ...base, rowNo: 2, sampleName: 'S1' },
      { ...base, rowNo: 3, sampleName: 'S2' },
      { ...base, rowNo: 4, sampleName: 's1' },
    ];
    const result = validateBatch(rows, DNA);
    expect([...result.keys()]).toEqual([2, 4]);
    expect(result.get(2)).toEqual([
      {
        field: 'sampleName',
        code: 'sampleName.duplicate',
        params: { name: 'S1', otherRow: 4 },
        severity: 'error',
      },
    ]);
    expect(result.get(4)?.[0]?.params).toEqual({ name: 's1', otherRow: 2 });
  });

  it('flags names already in the project, ignoring case', () => {
    const result = validateBatch([base, { ...base, rowNo: 3, sampleName: 'S9' }], DNA, ['s1']);
    expect([...result.keys()]).toEqual([2]);
    expect(result.get(2)?.map((issue) => issue.code)).toEqual(['sampleName.duplicateInProject']);
  });

  it('keeps row issues with the duplicates', () => {
    const result = validateBatch(
      [
        { ...base, volume: '5' },
        { ...base, rowNo: 3 },
      ],
      DNA,
    );
    expect(result.get(2)?.map((issue) => issue.code)).toEqual([
      'volume.range',
      'sampleName.duplicate',
    ]);
  });

  it('flags an i7+i5 pair used twice (library), not the same i7 with another i5', () => {
    const rows = [
      { ...library, rowNo: 2, sampleName: 'L1' },
      { ...library, rowNo: 3, sampleName: 'L2', i5: 'AAAAAA' },
      { ...library, rowNo: 4, sampleName: 'L3', i7: 'acgtac', i5: 'ttggcc' },
    ];
    const result = validateBatch(rows, LIBRARY);
    expect(result.get(3)).toBeUndefined();
    expect(result.get(2)).toEqual([
      {
        field: 'i7',
        code: 'i7.duplicate',
        params: { pair: 'ACGTAC+TTGGCC', otherRow: 4 },
        severity: 'error',
      },
    ]);
    expect(result.get(4)?.map((issue) => issue.code)).toEqual([
      'i7.bases',
      'i5.bases',
      'i7.duplicate',
    ]);
  });

  it('single-index libraries are unique by i7 alone', () => {
    const single = { ...library, indexType: 'Single', i5: '' };
    const result = validateBatch(
      [
        { ...single, sampleName: 'A' },
        { ...single, rowNo: 3, sampleName: 'B' },
      ],
      LIBRARY,
    );
    expect(result.get(3)?.[0]?.params).toEqual({ pair: 'ACGTAC', otherRow: 2 });
  });

  it('validates 5,000 rows quickly (no quadratic scans)', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      ...library,
      rowNo: i + 2,
      sampleName: `S${i % 4000}`,
      i7: 'ACGTAC',
      i5: ['A', 'C', 'G', 'T'].map((b) => b.repeat(2)).join('') + (i % 3000 < 10 ? 'A' : 'C'),
    }));
    const started = performance.now();
    const result = validateBatch(rows, LIBRARY, ['S1']);
    const elapsed = performance.now() - started;
    expect(result.size).toBeGreaterThan(1000);
    expect(elapsed).toBeLessThan(1000);
  });
});

describe('totalAmount (ug) = concentration x volume / 1000, decimal', () => {
  it.each([
    ['12.5', '20', '0.25'],
    ['0.1', '30', '0.003'],
    ['0.33', '10.5', '0.003'],
    ['0.35', '10', '0.004'],
    ['1000', '200', '200'],
    [' 12.5 ', 20, '0.25'],
  ])('%p x %p -> %p', (concentration, volume, expected) => {
    expect(totalAmount({ concentration, volume })).toBe(expected);
  });
  it.each([
    ['', '20'],
    ['12.5', ''],
    ['1,5', '20'],
    ['12abc', '20'],
    ['0', '20'],
    [undefined, undefined],
  ])('%p x %p -> empty', (concentration, volume) => {
    expect(totalAmount({ concentration, volume })).toBe('');
  });
});

describe('parsing cells', () => {
  it('parseDecimal is strict', () => {
    expect(parseDecimal(' 12.5 ')?.toFixed()).toBe('12.5');
    expect(parseDecimal(3)?.toFixed()).toBe('3');
    for (const bad of ['1,5', '12abc', 'NaN', '', '1e3', '+-1', '1.', null, undefined]) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });
  it('cellText trims and treats null as empty', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(' a ')).toBe('a');
    expect(cellText(1.5)).toBe('1.5');
  });
});

describe('messages', () => {
  const allCodes = Object.entries(ISSUE_MESSAGES_EN).flatMap(([field, rules]) =>
    Object.keys(rules).map((rule) => `${field}.${rule}` as IssueCode),
  );

  it('every code belongs to a field', () => {
    for (const code of allCodes) {
      expect(SAMPLE_FIELDS).toContain(code.split('.')[0]);
    }
    expect(Object.keys(FIELD_LABELS)).toEqual([...SAMPLE_FIELDS]);
  });

  it('issueMessage fills the placeholders in English', () => {
    const issue: FieldIssue = {
      field: 'sampleName',
      code: 'sampleName.duplicate',
      params: { name: 's1', otherRow: 2 },
      severity: 'error',
    };
    expect(issueMessage(issue)).toBe(
      'The sample name s1 is also used in row 2 (names ignore case)',
    );
    expect(issueMessage({ code: 'rin.low', params: { value: '6.9' } })).toBe(
      'RIN 6.9 is below 7: the RNA may be degraded',
    );
  });

  it('the app translates every code in English and Chinese, with the same placeholders', () => {
    const en = createTranslator('en_US', PORTAL_MESSAGES_EN);
    const zh = createTranslator('zh_CN', PORTAL_MESSAGES_ZH);
    const placeholders = (text: string) =>
      [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const code of allCodes) {
      const key: MessageKey = `samples.issues.${code}`;
      expect(en(key)).toBe(issueMessage({ code }));
      const chinese = zh(key);
      expect(chinese).not.toBe(en(key));
      expect(/[\u4e00-\u9fff]/.test(chinese)).toBe(true);
      expect(placeholders(chinese)).toEqual(placeholders(en(key)));
    }
    expect(zh('samples.issues.sampleName.duplicate', { name: 'S1', otherRow: 3 })).toBe(
      '样本名称 S1 与第 3 行重复（不区分大小写）',
    );
  });
});

describe('compactRow', () => {
  it('keeps the row number and the filled cells only, zero included', () => {
    expect(
      compactRow({ rowNo: 3, sampleName: 'S-1', species: '', volume: 0, rin: null, i7: undefined }),
    ).toEqual({ rowNo: 3, sampleName: 'S-1', volume: 0 });
  });
});
