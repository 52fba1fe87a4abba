/**
 * The sample sheet: one row per sample and every rule of PORTAL.md's sample information table,
 * as data plus pure functions. No React, no DOM: the server (Node) and the app (browser) both
 * import this file, so a row the app accepts is a row the server accepts.
 *
 * Gaps PORTAL.md leaves open, filled here (each with the reason):
 * - Which fields a product kind requires: name, sample type, species and buffer always;
 *   concentration and volume for DNA, RNA and LIBRARY (an MS sample is described by its
 *   quantity instead, so there they are optional but checked when given); the library fields
 *   for LIBRARY, the MS fields for MS, RIN only for RNA. A value in a field that does not apply
 *   to the product is an error (`*.notApplicable`), so nothing is stored that nobody will read.
 * - Index type is `Single` or `Dual`: i5 is required for Dual and must stay empty for Single
 *   (a single-index library has no i5 read).
 * - Insert size is a whole number of base pairs.
 * - i7/i5 must be upper-case A/C/G/T; `normalizeRow` upper-cases them (and fixes the case of
 *   list values), so imported or pasted lower-case sequences pass after normalising.
 * - A name is compared after trimming spaces; the project check needs the names of the
 *   project's *other* batches (the caller leaves out the batch being edited).
 */
import BigNumber from 'bignumber.js';

// ---------------------------------------------------------------------------------------------
// Value lists

/** Sample types PORTAL.md lists. */
export const SAMPLE_TYPES = [
  'DNA',
  'RNA',
  'Library',
  'Tissue',
  'Cells',
  'Blood',
  'Protein',
  'Metabolite',
] as const;
export type SampleType = (typeof SAMPLE_TYPES)[number];

/** Buffers a sample may be in. */
export const BUFFERS = ['Water', 'TE', 'Tris-HCl', 'Other'] as const;
export type BufferName = (typeof BUFFERS)[number];

/** Library index types: a single index (i7 only) or dual index (i7 + i5). */
export const INDEX_TYPES = ['Single', 'Dual'] as const;
export type IndexType = (typeof INDEX_TYPES)[number];

/** Forms an MS (mass spectrometry) sample arrives in. */
export const SAMPLE_FORMS = ['Liquid', 'Solid', 'Powder', 'Gel band'] as const;
export type SampleForm = (typeof SAMPLE_FORMS)[number];

/** The species value list (scientific names); `Other` for anything not listed. */
export const SPECIES = [
  'Homo sapiens',
  'Mus musculus',
  'Rattus norvegicus',
  'Macaca mulatta',
  'Sus scrofa',
  'Bos taurus',
  'Gallus gallus',
  'Danio rerio',
  'Drosophila melanogaster',
  'Caenorhabditis elegans',
  'Arabidopsis thaliana',
  'Oryza sativa',
  'Zea mays',
  'Saccharomyces cerevisiae',
  'Escherichia coli',
  'Other',
] as const;

/** Product kinds: they decide which fields a row requires or allows. */
export const PRODUCT_KINDS = ['DNA', 'RNA', 'LIBRARY', 'MS'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** What the rules need to know of a product. */
export interface SampleProduct {
  kind: ProductKind;
  /** Sample types the product accepts; every type when absent. */
  sampleTypes?: readonly SampleType[];
  /** The product's species list; `SPECIES` when absent. */
  species?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// The row

/** A cell as it arrives from the grid, a file or JSON: numbers may be strings. */
export type CellValue = string | number | null | undefined;

/**
 * One row of the sample sheet. `rowNo` is the row number the user sees; `rowId` names the row
 * for good (rows move when others are added or removed), so that two versions of a draft can be
 * merged row by row.
 */
export interface SampleRow {
  rowNo: number;
  rowId?: string;
  sampleName?: CellValue;
  sampleType?: CellValue;
  species?: CellValue;
  /** ng/uL */
  concentration?: CellValue;
  /** uL */
  volume?: CellValue;
  buffer?: CellValue;
  a260280?: CellValue;
  a260230?: CellValue;
  rin?: CellValue;
  indexType?: CellValue;
  i7?: CellValue;
  i5?: CellValue;
  /** bp */
  insertSize?: CellValue;
  /** Gb */
  dataAmount?: CellValue;
  sampleForm?: CellValue;
  /** ug */
  quantity?: CellValue;
  detergent?: CellValue;
}

/** The fields of a row a user fills in, in sheet order. */
export const SAMPLE_FIELDS = [
  'sampleName',
  'sampleType',
  'species',
  'concentration',
  'volume',
  'buffer',
  'a260280',
  'a260230',
  'rin',
  'indexType',
  'i7',
  'i5',
  'insertSize',
  'dataAmount',
  'sampleForm',
  'quantity',
  'detergent',
] as const;
export type SampleField = (typeof SAMPLE_FIELDS)[number];

/** Field labels in English and Chinese (import template headers, server messages). */
export const FIELD_LABELS: Record<SampleField, { en_US: string; zh_CN: string }> = {
  sampleName: { en_US: 'Sample name', zh_CN: '样本名称' },
  sampleType: { en_US: 'Sample type', zh_CN: '样本类型' },
  species: { en_US: 'Species', zh_CN: '物种' },
  concentration: { en_US: 'Concentration (ng/uL)', zh_CN: '浓度 (ng/uL)' },
  volume: { en_US: 'Volume (uL)', zh_CN: '体积 (uL)' },
  buffer: { en_US: 'Buffer', zh_CN: '缓冲液' },
  a260280: { en_US: 'A260/280', zh_CN: 'A260/280' },
  a260230: { en_US: 'A260/230', zh_CN: 'A260/230' },
  rin: { en_US: 'RIN', zh_CN: 'RIN' },
  indexType: { en_US: 'Index type', zh_CN: 'Index 类型' },
  i7: { en_US: 'i7 index', zh_CN: 'i7 序列' },
  i5: { en_US: 'i5 index', zh_CN: 'i5 序列' },
  insertSize: { en_US: 'Insert size (bp)', zh_CN: '插入片段长度 (bp)' },
  dataAmount: { en_US: 'Data amount (Gb)', zh_CN: '数据量 (Gb)' },
  sampleForm: { en_US: 'Sample form', zh_CN: '样本形态' },
  quantity: { en_US: 'Quantity (ug)', zh_CN: '样本量 (ug)' },
  detergent: { en_US: 'Detergents used', zh_CN: '使用的去垢剂' },
};

/** Fields only some product kinds use; the others are used by every kind. */
const FIELD_KINDS: Partial<Record<SampleField, readonly ProductKind[]>> = {
  rin: ['RNA'],
  indexType: ['LIBRARY'],
  i7: ['LIBRARY'],
  i5: ['LIBRARY'],
  insertSize: ['LIBRARY'],
  dataAmount: ['LIBRARY'],
  sampleForm: ['MS'],
  quantity: ['MS'],
  detergent: ['MS'],
};

/** Whether a product of `kind` uses `field` (a value in a field it does not use is an error). */
export function fieldApplies(field: SampleField, kind: ProductKind): boolean {
  const kinds = FIELD_KINDS[field];
  return !kinds || kinds.includes(kind);
}

/** The fields a row of a `kind` product shows, in sheet order. */
export function fieldsFor(kind: ProductKind): SampleField[] {
  return SAMPLE_FIELDS.filter((field) => fieldApplies(field, kind));
}

// ---------------------------------------------------------------------------------------------
// Issues and their messages

/**
 * English text of every issue code, nested by field then rule; `%{var}` placeholders.
 * `app/i18n/en_US.ts` uses this very object as its `samples.issues` block, so
 * `t(`samples.issues.${code}`, params)` and `issueMessage` always say the same.
 */
export const ISSUE_MESSAGES_EN = {
  sampleName: {
    required: 'Enter a sample name',
    tooLong: 'A sample name has at most %{max} characters',
    chars: 'A sample name may contain only letters, digits, - and _',
    start: 'A sample name must start with a letter or digit',
    duplicate: 'The sample name %{name} is also used in row %{otherRow} (names ignore case)',
    duplicateInProject: 'The sample name %{name} is already used in this project',
  },
  sampleType: {
    required: 'Choose a sample type',
    invalid: '%{value} is not a sample type; choose one of %{allowed}',
    notAccepted: 'This product does not accept %{value} samples; it accepts %{allowed}',
  },
  species: {
    required: 'Choose a species',
    invalid: '%{value} is not in the species list',
  },
  concentration: {
    required: 'Enter the concentration (ng/uL)',
    number: 'The concentration must be a number, such as 12.5',
    range: 'The concentration must be more than 0 and at most 1000 ng/uL',
    decimals: 'The concentration has at most 2 decimals',
  },
  volume: {
    required: 'Enter the volume (uL)',
    number: 'The volume must be a number, such as 20',
    range: 'The volume must be from 10 to 200 uL',
  },
  buffer: {
    required: 'Choose a buffer',
    invalid: '%{value} is not a buffer; choose one of %{allowed}',
  },
  a260280: {
    number: 'A260/280 must be a number, such as 1.9',
    range: 'A260/280 of %{value} is outside 1.8-2.2: the sample may be impure',
  },
  a260230: {
    number: 'A260/230 must be a number, such as 2.0',
    range: 'A260/230 of %{value} is outside 1.8-2.2: the sample may be impure',
  },
  rin: {
    number: 'RIN must be a number, such as 8.5',
    range: 'RIN must be from 1 to 10',
    low: 'RIN %{value} is below 7: the RNA may be degraded',
    notApplicable: 'RIN applies to RNA products only; leave it empty',
  },
  indexType: {
    required: 'Choose the index type',
    invalid: '%{value} is not an index type; choose one of %{allowed}',
    notApplicable: 'The index type applies to library products only; leave it empty',
  },
  i7: {
    required: 'Enter the i7 index sequence',
    bases: 'The i7 index may contain only the bases A, C, G and T',
    length: 'The i7 index has 6 to 12 bases',
    duplicate: 'The index pair %{pair} is also used in row %{otherRow}',
    notApplicable: 'The i7 index applies to library products only; leave it empty',
  },
  i5: {
    required: 'Enter the i5 index sequence (dual index)',
    bases: 'The i5 index may contain only the bases A, C, G and T',
    length: 'The i5 index has 6 to 12 bases',
    single: 'A single-index library has no i5 index; leave it empty or choose Dual',
    notApplicable: 'The i5 index applies to library products only; leave it empty',
  },
  insertSize: {
    required: 'Enter the insert size (bp)',
    number: 'The insert size must be a whole number of base pairs, such as 350',
    range: 'The insert size must be from 100 to 1000 bp',
    notApplicable: 'The insert size applies to library products only; leave it empty',
  },
  dataAmount: {
    required: 'Enter the data amount (Gb)',
    number: 'The data amount must be a number, such as 6',
    range: 'The data amount must be more than 0 Gb',
    notApplicable: 'The data amount applies to library products only; leave it empty',
  },
  sampleForm: {
    required: 'Choose the sample form',
    invalid: '%{value} is not a sample form; choose one of %{allowed}',
    notApplicable: 'The sample form applies to MS products only; leave it empty',
  },
  quantity: {
    required: 'Enter the quantity (ug)',
    number: 'The quantity must be a number, such as 50',
    range: 'The quantity must be more than 0 ug',
    notApplicable: 'The quantity applies to MS products only; leave it empty',
  },
  detergent: {
    required: 'Name the detergents used when the buffer is Other',
    tooLong: 'Describe the detergents in at most %{max} characters',
    notApplicable: 'Detergents apply to MS products only; leave it empty',
  },
};

/** English text of the import problem codes; `app/i18n/en_US.ts` uses it as `samples.import`;
 * the problems themselves come from `rowsFromTable` in sampleImport.ts. */
export const IMPORT_MESSAGES_EN = {
  empty: 'The file has no rows',
  missingColumn: 'The column %{column} is missing; download the template to see every column',
  duplicateColumn: 'The column %{column} appears more than once; only the first one is read',
  noRows: 'The file has a header row but no samples',
  unreadable: 'The file could not be read as an .xlsx workbook',
  ambiguousNumber:
    'The file writes decimals with a comma, so %{value} could mean a thousands separator or a decimal point; type the number again',
};

export type ImportProblemCode = `import.${keyof typeof IMPORT_MESSAGES_EN}`;

type IssueMessages = typeof ISSUE_MESSAGES_EN;

/** A stable issue code, `field.rule` (e.g. `sampleName.chars`); the app translates it. */
export type IssueCode = {
  [F in keyof IssueMessages]: `${F}.${keyof IssueMessages[F] & string}`;
}[keyof IssueMessages];

/** One problem with one field of one row. */
export interface FieldIssue {
  field: SampleField;
  code: IssueCode;
  params?: Record<string, string | number>;
  severity: 'error' | 'warning';
}

/** The English text of an issue (the server's answers). */
export function issueMessage(issue: Pick<FieldIssue, 'code' | 'params'>): string {
  const [field, rule] = issue.code.split('.') as [keyof IssueMessages, string];
  const template = (ISSUE_MESSAGES_EN[field] as Record<string, string> | undefined)?.[rule];
  if (template === undefined) return issue.code;
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => {
    const value = issue.params?.[name];
    return value === undefined ? whole : String(value);
  });
}

/** Whether any issue is an error (warnings do not block a submission). */
export function hasErrors(issues: readonly FieldIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}

// ---------------------------------------------------------------------------------------------
// Parsing cells

const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** A cell as trimmed text ('' for empty, null or undefined). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number'
    ? Number.isFinite(value)
      ? String(value)
      : 'NaN'
    : value.trim();
}

/**
 * A cell as a decimal, strictly: plain decimal notation only (`12.5`, ` 12.5 `, `-3`, `.5`).
 * `null` for '1,5', '12abc', 'NaN', '1e3', '' and non-finite numbers.
 */
export function parseDecimal(value: CellValue): BigNumber | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new BigNumber(value) : null;
  const text = cellText(value);
  return NUMBER.test(text) ? new BigNumber(text) : null;
}

function isBlank(value: CellValue): boolean {
  return cellText(value) === '';
}

// ---------------------------------------------------------------------------------------------
// Rules

const NAME_MAX = 20;
const NAME_CHARS = /^[A-Za-z0-9_-]+$/;
const NAME_START = /^[A-Za-z0-9]/;
const BASES = /^[ACGT]+$/;
const DETERGENT_MAX = 200;
const RATIO_MIN = new BigNumber('1.8');
const RATIO_MAX = new BigNumber('2.2');

type Collect = (
  field: SampleField,
  code: IssueCode,
  params?: FieldIssue['params'],
  severity?: FieldIssue['severity'],
) => void;

function listed(
  push: Collect,
  row: SampleRow,
  field: 'sampleType' | 'species' | 'buffer' | 'indexType' | 'sampleForm',
  list: readonly string[],
  required: boolean,
): string | null {
  const text = cellText(row[field]);
  if (text === '') {
    if (required) push(field, `${field}.required` as IssueCode);
    return null;
  }
  if (!list.includes(text)) {
    push(
      field,
      `${field}.invalid` as IssueCode,
      field === 'species' ? { value: text } : { value: text, allowed: list.join(', ') },
    );
    return null;
  }
  return text;
}

/**
 * A number field: required or optional, must parse (as a whole number when `whole`; else
 * `.number`), then `check` it (false → `.range`). Answers the parsed number when it parsed.
 */
function numeric(
  push: Collect,
  row: SampleRow,
  field: SampleField,
  required: boolean,
  check: (n: BigNumber) => boolean,
  whole = false,
): BigNumber | null {
  const value = row[field];
  if (isBlank(value)) {
    if (required) push(field, `${field}.required` as IssueCode);
    return null;
  }
  const number = parseDecimal(value);
  if (!number || (whole && !number.isInteger())) {
    push(field, `${field}.number` as IssueCode);
    return null;
  }
  if (!check(number)) push(field, `${field}.range` as IssueCode);
  return number;
}

function sequence(push: Collect, row: SampleRow, field: 'i7' | 'i5', required: boolean): void {
  const text = cellText(row[field]);
  if (text === '') {
    if (required) push(field, `${field}.required`);
    return;
  }
  if (!BASES.test(text)) push(field, `${field}.bases`);
  if (text.length < 6 || text.length > 12) push(field, `${field}.length`);
}

/** The issues of one row on its own (no duplicate checks: see `validateBatch`). */
export function validateRow(row: SampleRow, product: SampleProduct): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const push: Collect = (field, code, params, severity = 'error') => {
    issues.push(params ? { field, code, params, severity } : { field, code, severity });
  };
  const kind = product.kind;

  // Fields this kind does not use must be empty.
  for (const field of SAMPLE_FIELDS) {
    if (!fieldApplies(field, kind) && !isBlank(row[field])) {
      push(field, `${field}.notApplicable` as IssueCode, { kind });
    }
  }

  // Sample name.
  const name = cellText(row.sampleName);
  if (name === '') push('sampleName', 'sampleName.required');
  else {
    if (name.length > NAME_MAX) push('sampleName', 'sampleName.tooLong', { max: NAME_MAX });
    if (!NAME_CHARS.test(name)) push('sampleName', 'sampleName.chars');
    else if (!NAME_START.test(name)) push('sampleName', 'sampleName.start');
  }

  // Sample type: a known type, and one the product accepts.
  const type = listed(push, row, 'sampleType', SAMPLE_TYPES, true);
  if (type && product.sampleTypes && !product.sampleTypes.includes(type as SampleType)) {
    push('sampleType', 'sampleType.notAccepted', {
      value: type,
      allowed: product.sampleTypes.join(', '),
    });
  }
  listed(push, row, 'species', product.species ?? SPECIES, true);

  // Amounts.
  const measured = kind !== 'MS';
  const concentration = numeric(
    push,
    row,
    'concentration',
    measured,
    (n) => n.isGreaterThan(0) && n.isLessThanOrEqualTo(1000),
  );
  if (concentration && (concentration.decimalPlaces() ?? 0) > 2) {
    push('concentration', 'concentration.decimals');
  }
  numeric(
    push,
    row,
    'volume',
    measured,
    (n) => n.isGreaterThanOrEqualTo(10) && n.isLessThanOrEqualTo(200),
  );
  const buffer = listed(push, row, 'buffer', BUFFERS, true);

  // Purity ratios: a value outside 1.8-2.2 is a warning.
  for (const field of ['a260280', 'a260230'] as const) {
    const value = row[field];
    if (isBlank(value)) continue;
    const ratio = parseDecimal(value);
    if (!ratio) push(field, `${field}.number`);
    else if (ratio.isLessThan(RATIO_MIN) || ratio.isGreaterThan(RATIO_MAX)) {
      push(field, `${field}.range`, { value: ratio.toFixed() }, 'warning');
    }
  }

  if (kind === 'RNA') {
    const rin = numeric(
      push,
      row,
      'rin',
      false,
      (n) => n.isGreaterThanOrEqualTo(1) && n.isLessThanOrEqualTo(10),
    );
    if (rin && rin.isGreaterThanOrEqualTo(1) && rin.isLessThan(7)) {
      push('rin', 'rin.low', { value: rin.toFixed() }, 'warning');
    }
  }

  if (kind === 'LIBRARY') {
    const indexType = listed(push, row, 'indexType', INDEX_TYPES, true);
    sequence(push, row, 'i7', true);
    if (indexType === 'Single') {
      if (!isBlank(row.i5)) push('i5', 'i5.single');
    } else {
      sequence(push, row, 'i5', indexType === 'Dual');
    }
    const bp = (n: BigNumber) => n.isGreaterThanOrEqualTo(100) && n.isLessThanOrEqualTo(1000);
    numeric(push, row, 'insertSize', true, bp, true);
    numeric(push, row, 'dataAmount', true, (n) => n.isGreaterThan(0));
  }

  if (kind === 'MS') {
    listed(push, row, 'sampleForm', SAMPLE_FORMS, true);
    numeric(push, row, 'quantity', true, (n) => n.isGreaterThan(0));
    const detergent = cellText(row.detergent);
    if (buffer === 'Other' && detergent === '') push('detergent', 'detergent.required');
    if (detergent.length > DETERGENT_MAX) {
      push('detergent', 'detergent.tooLong', { max: DETERGENT_MAX });
    }
  }

  return issues;
}

/** The key a sample name is unique by: trimmed, case ignored. */
export function nameKey(name: CellValue): string {
  return cellText(name).toLowerCase();
}

/**
 * The issues of every row of a batch, keyed by `rowNo` (rows without issues are absent):
 * `validateRow` plus duplicates. A sample name must be unique, ignoring case, in the batch and
 * among `existingNamesInProject` (the names in the project's other batches); the i7+i5 pair
 * must be unique in the batch (library products). Every row of a duplicate group is flagged,
 * naming the first other row. Linear in the number of rows.
 */
export function validateBatch(
  rows: readonly SampleRow[],
  product: SampleProduct,
  existingNamesInProject: Iterable<string> = [],
): Map<number, FieldIssue[]> {
  const result = new Map<number, FieldIssue[]>();
  const add = (rowNo: number, issue: FieldIssue) => {
    const list = result.get(rowNo);
    if (list) list.push(issue);
    else result.set(rowNo, [issue]);
  };
  for (const row of rows) {
    for (const issue of validateRow(row, product)) add(row.rowNo, issue);
  }

  const project = new Set<string>();
  for (const name of existingNamesInProject) project.add(nameKey(name));

  // Group row numbers by name and by index pair, then flag groups of more than one.
  const byName = new Map<string, number[]>();
  const byPair = new Map<string, number[]>();
  const group = (map: Map<string, number[]>, key: string, rowNo: number) => {
    const list = map.get(key);
    if (list) list.push(rowNo);
    else map.set(key, [rowNo]);
  };
  for (const row of rows) {
    const key = nameKey(row.sampleName);
    if (key !== '') {
      group(byName, key, row.rowNo);
      if (project.has(key)) {
        add(row.rowNo, {
          field: 'sampleName',
          code: 'sampleName.duplicateInProject',
          params: { name: cellText(row.sampleName) },
          severity: 'error',
        });
      }
    }
    if (product.kind === 'LIBRARY') {
      const i7 = cellText(row.i7).toUpperCase();
      if (i7 !== '') group(byPair, `${i7}+${cellText(row.i5).toUpperCase()}`, row.rowNo);
    }
  }
  const names = new Map(rows.map((row) => [row.rowNo, cellText(row.sampleName)]));
  const flag = (
    map: Map<string, number[]>,
    issue: (rowNo: number, key: string, otherRow: number) => FieldIssue,
  ) => {
    for (const [key, rowNos] of map) {
      if (rowNos.length < 2) continue;
      for (const rowNo of rowNos) {
        const otherRow = rowNos[0] === rowNo ? rowNos[1]! : rowNos[0]!;
        add(rowNo, issue(rowNo, key, otherRow));
      }
    }
  };
  flag(byName, (rowNo, _key, otherRow) => ({
    field: 'sampleName',
    code: 'sampleName.duplicate',
    params: { name: names.get(rowNo) ?? '', otherRow },
    severity: 'error',
  }));
  flag(byPair, (_rowNo, key, otherRow) => ({
    field: 'i7',
    code: 'i7.duplicate',
    params: { pair: key.endsWith('+') ? key.slice(0, -1) : key, otherRow },
    severity: 'error',
  }));
  return result;
}

// ---------------------------------------------------------------------------------------------
// Computed values and normalising

/**
 * Total amount (ug) = concentration (ng/uL) x volume (uL) / 1000, in decimal arithmetic,
 * rounded half-up to at most 3 decimals, without trailing zeros ('12.5' x '20' -> '0.25').
 * '' when either input is missing, not a number, or not more than 0.
 */
export function totalAmount(row: Pick<SampleRow, 'concentration' | 'volume'>): string {
  const concentration = parseDecimal(row.concentration);
  const volume = parseDecimal(row.volume);
  if (!concentration || !volume || !concentration.isGreaterThan(0) || !volume.isGreaterThan(0)) {
    return '';
  }
  return concentration
    .times(volume)
    .dividedBy(1000)
    .decimalPlaces(3, BigNumber.ROUND_HALF_UP)
    .toFixed();
}

const LISTS: Partial<Record<SampleField, readonly string[]>> = {
  sampleType: SAMPLE_TYPES,
  species: SPECIES,
  buffer: BUFFERS,
  indexType: INDEX_TYPES,
  sampleForm: SAMPLE_FORMS,
};
const CANONICAL = new Map(
  Object.entries(LISTS).map(([field, list]) => [
    field,
    new Map(list.map((value) => [value.toLowerCase(), value])),
  ]),
);

/**
 * A row as a user meant it: text cells trimmed, list values in their listed spelling whatever
 * the case ('dna' -> 'DNA', 'tris-hcl' -> 'Tris-HCl'), i7/i5 upper-case. Unknown values are
 * kept (trimmed) for `validateRow` to report. Numbers are left as they are.
 */
export function normalizeRow(row: SampleRow): SampleRow {
  const out: SampleRow = { ...row };
  for (const field of SAMPLE_FIELDS) {
    const value = row[field];
    if (typeof value !== 'string') continue;
    let text = value.trim();
    const canonical = CANONICAL.get(field)?.get(text.toLowerCase());
    if (canonical) text = canonical;
    if (field === 'i7' || field === 'i5') text = text.toUpperCase();
    out[field] = text;
  }
  return out;
}

/** A row without its empty cells: what a sheet sends and keeps (a 5,000-row sheet stays small). */
export function compactRow(row: SampleRow): SampleRow {
  const out: SampleRow = row.rowId ? { rowNo: row.rowNo, rowId: row.rowId } : { rowNo: row.rowNo };
  for (const field of SAMPLE_FIELDS) {
    const value = row[field];
    if (value !== undefined && value !== null && value !== '') out[field] = value;
  }
  return out;
}
