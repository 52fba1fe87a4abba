/**
 * The bioinformatics information form (BIF) of a project (PORTAL.md): five steps, the analysis
 * product; the reference genome and species (value lists); sample groups built from the
 * project's samples; comparisons between groups; review and submit. Its rules and the check of
 * an imported sheet, shared by the server and the app.
 *
 * Gaps PORTAL.md leaves open, filled here: one form per project, Draft -> Submitted, and staff
 * may return a submitted form with a reason (Returned, editable again). A group is named with
 * 1-30 letters, digits, `-` or `_` (unique ignoring case) and holds samples of the project, each
 * sample in at most one group; a comparison names two different groups (treatment vs control)
 * and a pair is compared once (B vs A repeats A vs B). Submitting needs the product, species,
 * genome and at least one group of samples. An imported sheet has the columns `Sample name`
 * and `Group` (a sample per row), and optionally `Treatment group` and `Control group` (a
 * comparison per row where both are filled).
 */
import { text } from '../engine/text';
import type { BifStatus } from './moneyStates';
import { headerKey } from './sampleImport';

export { BIF_STATUS_NAMES, BIF_STATUSES, BIF_TONES, type BifStatus } from './moneyStates';
export { ANALYSIS_PRODUCTS, BIF_LOVS, REFERENCE_GENOMES } from './bifLists';

/** States in which the form is edited. */
export const EDITABLE_BIF_STATUSES: readonly BifStatus[] = ['Draft', 'Returned'];

/** A group of samples. */
export interface BifGroup {
  name: string;
  /** Sample names of the project. */
  samples: string[];
}

/** A comparison of two groups. */
export interface BifComparison {
  treatment: string;
  control: string;
}

/** The form as filled in (anything may still be empty). */
export interface BifForm {
  analysisProduct: string | null;
  species: string | null;
  referenceGenome: string | null;
  groups: BifGroup[];
  comparisons: BifComparison[];
  notes: string | null;
}

/** An empty form. */
export const EMPTY_BIF: BifForm = {
  analysisProduct: null,
  species: null,
  referenceGenome: null,
  groups: [],
  comparisons: [],
  notes: null,
};

/** Limits of the form. */
export const BIF_LIMITS = { groups: 50, comparisons: 100, groupName: 30, notes: 2000 } as const;

/** What a group's name may hold. */
export const GROUP_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,29}$/;

/** Why a value of the form is refused. */
export type BifIssueCode =
  | 'required'
  | 'choice'
  | 'genomeOfSpecies'
  | 'groupName'
  | 'groupDuplicate'
  | 'groupEmpty'
  | 'sampleUnknown'
  | 'sampleTwice'
  | 'groupUnknown'
  | 'sameGroup'
  | 'comparisonDuplicate'
  | 'tooMany'
  | 'tooLong';

/** A refused value: its path (`groups.1.name`, `comparisons.0.control`) and why. */
export interface BifIssue {
  path: string;
  code: BifIssueCode;
  params?: Record<string, string | number>;
}

/** English texts of the issues (the server's answers; the app has its own messages). */
export const BIF_ISSUE_MESSAGES_EN: Readonly<Record<BifIssueCode, string>> = {
  required: 'is required',
  choice: 'must be one of the choices offered',
  genomeOfSpecies: 'is not a genome of %{species}',
  groupName: 'must be 1-30 letters, digits, - or _, starting with a letter or digit',
  groupDuplicate: 'names group %{name} a second time (names are compared ignoring case)',
  groupEmpty: 'has no samples',
  sampleUnknown: 'names %{sample}, which is not a sample of this project',
  sampleTwice: 'puts %{sample} in a second group; a sample belongs to one group',
  groupUnknown: 'names %{name}, which is not a group',
  sameGroup: 'compares a group with itself; choose two different groups',
  comparisonDuplicate: 'repeats the comparison of %{treatment} and %{control}',
  tooMany: 'may have at most %{max}',
  tooLong: 'may have at most %{max} characters',
};

/** The choices of the form's value lists (unchecked when undefined). */
export interface BifChoices {
  products?: readonly string[];
  species?: readonly string[];
  /** Each genome with its species. */
  genomes?: readonly { value: string; species: string | null }[];
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * What is wrong with a form. `sampleNames` are the project's samples. A draft (`complete`
 * false) keeps to the rules of what is filled in; a submitted form also needs the product,
 * species, genome and at least one group, none of them empty.
 */
export function bifIssues(
  form: BifForm,
  {
    complete,
    sampleNames,
    choices = {},
  }: { complete: boolean; sampleNames: readonly string[]; choices?: BifChoices },
): BifIssue[] {
  const issues: BifIssue[] = [];
  const choice = (path: keyof BifForm, value: string | null, allowed?: readonly string[]) => {
    if (value === null || value.trim() === '') {
      if (complete) issues.push({ path, code: 'required' });
      return false;
    }
    if (allowed && !allowed.includes(value)) {
      issues.push({ path, code: 'choice' });
      return false;
    }
    return true;
  };
  choice('analysisProduct', form.analysisProduct, choices.products);
  const speciesOk = choice('species', form.species, choices.species);
  const genomes = choices.genomes;
  if (
    choice(
      'referenceGenome',
      form.referenceGenome,
      genomes?.map((item) => item.value),
    )
  ) {
    const genome = genomes?.find((item) => item.value === form.referenceGenome);
    if (speciesOk && genome?.species && genome.species !== form.species) {
      issues.push({
        path: 'referenceGenome',
        code: 'genomeOfSpecies',
        params: { species: form.species ?? '' },
      });
    }
  }

  if (form.groups.length > BIF_LIMITS.groups) {
    issues.push({ path: 'groups', code: 'tooMany', params: { max: BIF_LIMITS.groups } });
  }
  if (complete && form.groups.length === 0) issues.push({ path: 'groups', code: 'required' });
  const project = new Map(sampleNames.map((name) => [key(name), name]));
  const names = new Set<string>();
  const placed = new Set<string>();
  form.groups.forEach((group, index) => {
    const at = `groups.${index}`;
    if (!GROUP_NAME.test(group.name.trim())) issues.push({ path: `${at}.name`, code: 'groupName' });
    else if (names.has(key(group.name))) {
      issues.push({ path: `${at}.name`, code: 'groupDuplicate', params: { name: group.name } });
    }
    names.add(key(group.name));
    if (complete && group.samples.length === 0) {
      issues.push({ path: `${at}.samples`, code: 'groupEmpty' });
    }
    for (const sample of group.samples) {
      if (!project.has(key(sample))) {
        issues.push({ path: `${at}.samples`, code: 'sampleUnknown', params: { sample } });
      } else if (placed.has(key(sample))) {
        issues.push({ path: `${at}.samples`, code: 'sampleTwice', params: { sample } });
      }
      placed.add(key(sample));
    }
  });

  if (form.comparisons.length > BIF_LIMITS.comparisons) {
    issues.push({ path: 'comparisons', code: 'tooMany', params: { max: BIF_LIMITS.comparisons } });
  }
  const pairs = new Set<string>();
  form.comparisons.forEach((comparison, index) => {
    const at = `comparisons.${index}`;
    let known = true;
    for (const side of ['treatment', 'control'] as const) {
      const name = comparison[side];
      if (name.trim() === '') {
        issues.push({ path: `${at}.${side}`, code: 'required' });
        known = false;
      } else if (!names.has(key(name))) {
        issues.push({ path: `${at}.${side}`, code: 'groupUnknown', params: { name } });
        known = false;
      }
    }
    if (!known) return;
    if (key(comparison.treatment) === key(comparison.control)) {
      issues.push({ path: `${at}.control`, code: 'sameGroup' });
      return;
    }
    const pair = [key(comparison.treatment), key(comparison.control)].sort().join('\u0000');
    if (pairs.has(pair)) {
      issues.push({ path: at, code: 'comparisonDuplicate', params: { ...comparison } });
    }
    pairs.add(pair);
  });
  if ((form.notes ?? '').length > BIF_LIMITS.notes) {
    issues.push({ path: 'notes', code: 'tooLong', params: { max: BIF_LIMITS.notes } });
  }
  return issues;
}

/** The English labels of the values an issue names. */
const BIF_LABELS_EN: Readonly<Record<string, string>> = {
  analysisProduct: 'Analysis product',
  species: 'Species',
  referenceGenome: 'Reference genome',
  groups: 'Sample groups',
  name: 'Group name',
  samples: 'Samples',
  comparisons: 'Comparisons',
  treatment: 'Treatment group',
  control: 'Control group',
  notes: 'Notes',
};

/** The English text of an issue, e.g. 'Group 2: Group name must be …'. */
export function bifIssueMessage(issue: BifIssue): string {
  const parts = issue.path.split('.');
  const index = parts.length > 1 ? Number(parts[1]) : NaN;
  const where = Number.isInteger(index)
    ? `${parts[0] === 'groups' ? 'Group' : 'Comparison'} ${index + 1}: `
    : '';
  const field = parts.length > 2 ? (parts[2] ?? '') : parts.length === 2 ? '' : (parts[0] ?? '');
  const label = field ? `${BIF_LABELS_EN[field] ?? field} ` : '';
  const template = BIF_ISSUE_MESSAGES_EN[issue.code];
  return `${where}${label}${template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    String(issue.params?.[name] ?? whole),
  )}`;
}

/** A form with its texts trimmed, empty text as null, samples named as the project names them. */
export function cleanBif(form: BifForm, sampleNames: readonly string[]): BifForm {
  const project = new Map(sampleNames.map((name) => [key(name), name]));
  const textOf = (value: string | null) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  };
  return {
    analysisProduct: textOf(form.analysisProduct),
    species: textOf(form.species),
    referenceGenome: textOf(form.referenceGenome),
    groups: form.groups.map((group) => ({
      name: group.name.trim(),
      samples: group.samples.map((sample) => project.get(key(sample)) ?? sample.trim()),
    })),
    comparisons: form.comparisons.map((comparison) => ({
      treatment: comparison.treatment.trim(),
      control: comparison.control.trim(),
    })),
    notes: textOf(form.notes),
  };
}

// ---------------------------------------------------------------------------------------------
// Import from a sheet

/** The columns of a BIF sheet, by what they hold, with their headers in both languages. */
export const BIF_COLUMNS = {
  sample: text('Sample name', '样本名称'),
  group: text('Group', '分组'),
  treatment: text('Treatment group', '处理组'),
  control: text('Control group', '对照组'),
} as const;

/** A column of a BIF sheet. */
export type BifColumn = keyof typeof BIF_COLUMNS;

/** Why a cell (or the file) of a BIF sheet is refused. */
export type BifImportCode =
  | 'empty'
  | 'missingColumn'
  | 'noRows'
  | 'sampleUnknown'
  | 'sampleTwice'
  | 'groupName'
  | 'groupMissing'
  | 'groupUnknown'
  | 'sameGroup'
  | 'comparisonDuplicate'
  | 'comparisonHalf';

/** English texts of the import check (the app has its own messages). */
export const BIF_IMPORT_MESSAGES_EN: Readonly<Record<BifImportCode, string>> = {
  empty: 'The file has no rows',
  missingColumn: 'The column %{column} is missing',
  noRows: 'The file has a header row but no samples',
  sampleUnknown: '%{value} is not a sample of this project',
  sampleTwice: '%{value} is already in another group (row %{row})',
  groupName: 'A group is named with 1-30 letters, digits, - or _',
  groupMissing: 'Name the group of this sample',
  groupUnknown: '%{value} is not a group of this sheet',
  sameGroup: 'A group cannot be compared with itself',
  comparisonDuplicate: 'This comparison repeats row %{row}',
  comparisonHalf: 'A comparison needs both a treatment and a control group',
};

/** One line of the import check: a bad cell (or a problem of the file), and why. */
export interface BifImportLine {
  /** The row as the spreadsheet numbers it (header = 1). */
  rowNo: number;
  /** The column as the file names it (the template's English header when it has none). */
  column: string;
  value: string;
  code: BifImportCode;
  params?: Record<string, string | number>;
}

/** The header texts each column is recognised by (either language, case and spaces ignored). */
function columnOfHeader(header: string): BifColumn | undefined {
  const wanted = headerKey(header);
  return (Object.keys(BIF_COLUMNS) as BifColumn[]).find((column) =>
    [BIF_COLUMNS[column].en_US, BIF_COLUMNS[column].zh_CN, column].some(
      (name) => headerKey(name) === wanted,
    ),
  );
}

/**
 * The groups and comparisons of a sheet (a parsed .csv or .xlsx) and every bad cell, checked
 * with the same rules as the form. Nothing may be applied while `lines` has any.
 */
export function importBifSheet(
  table: readonly (readonly string[])[],
  sampleNames: readonly string[],
): { groups: BifGroup[]; comparisons: BifComparison[]; lines: BifImportLine[] } {
  const lines: BifImportLine[] = [];
  const headerIndex = table.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) {
    return {
      groups: [],
      comparisons: [],
      lines: [{ rowNo: 1, column: '', value: '', code: 'empty' }],
    };
  }
  const indexOf = new Map<BifColumn, number>();
  const headers = new Map<BifColumn, string>();
  table[headerIndex]!.forEach((cell, index) => {
    const column = columnOfHeader(cell);
    if (column && !indexOf.has(column)) {
      indexOf.set(column, index);
      headers.set(column, cell.trim());
    }
  });
  const headerRow = headerIndex + 1;
  for (const column of ['sample', 'group'] as const) {
    if (!indexOf.has(column)) {
      lines.push({
        rowNo: headerRow,
        column: BIF_COLUMNS[column].en_US,
        value: '',
        code: 'missingColumn',
        params: { column: BIF_COLUMNS[column].en_US },
      });
    }
  }
  if (lines.length > 0) return { groups: [], comparisons: [], lines };
  const columnName = (column: BifColumn) => headers.get(column) ?? BIF_COLUMNS[column].en_US;
  const cell = (cells: readonly string[], column: BifColumn) => {
    const at = indexOf.get(column);
    return at === undefined ? '' : (cells[at] ?? '').trim();
  };
  const project = new Map(sampleNames.map((name) => [key(name), name]));
  const groups = new Map<string, BifGroup>();
  const sampleRow = new Map<string, number>();
  const pending: { rowNo: number; treatment: string; control: string }[] = [];
  let rows = 0;
  for (let index = headerIndex + 1; index < table.length; index += 1) {
    const cells = table[index] ?? [];
    if (cells.every((value) => value.trim() === '')) continue;
    rows += 1;
    const rowNo = index + 1;
    const sample = cell(cells, 'sample');
    const group = cell(cells, 'group');
    if (sample !== '') {
      const known = project.get(key(sample));
      const bad = (code: BifImportCode, column: BifColumn, value: string, params = {}) =>
        lines.push({
          rowNo,
          column: columnName(column),
          value,
          code,
          params: { value, ...params },
        });
      if (!known) bad('sampleUnknown', 'sample', sample);
      else if (sampleRow.has(key(sample))) {
        bad('sampleTwice', 'sample', sample, { row: sampleRow.get(key(sample)) ?? 0 });
      }
      if (group === '') bad('groupMissing', 'group', group);
      else if (!GROUP_NAME.test(group)) bad('groupName', 'group', group);
      if (known && !sampleRow.has(key(sample)) && GROUP_NAME.test(group)) {
        const entry = groups.get(key(group)) ?? { name: group, samples: [] };
        entry.samples.push(known);
        groups.set(key(group), entry);
      }
      sampleRow.set(key(sample), sampleRow.get(key(sample)) ?? rowNo);
    }
    const treatment = cell(cells, 'treatment');
    const control = cell(cells, 'control');
    if (treatment !== '' || control !== '') pending.push({ rowNo, treatment, control });
  }
  if (rows === 0) lines.push({ rowNo: headerRow, column: '', value: '', code: 'noRows' });
  const comparisons: BifComparison[] = [];
  const pairs = new Map<string, number>();
  for (const { rowNo, treatment, control } of pending) {
    if (treatment === '' || control === '') {
      const column = treatment === '' ? 'treatment' : 'control';
      lines.push({ rowNo, column: columnName(column), value: '', code: 'comparisonHalf' });
      continue;
    }
    let known = true;
    for (const [column, name] of [
      ['treatment', treatment],
      ['control', control],
    ] as const) {
      if (!groups.has(key(name))) {
        lines.push({
          rowNo,
          column: columnName(column),
          value: name,
          code: 'groupUnknown',
          params: { value: name },
        });
        known = false;
      }
    }
    if (!known) continue;
    if (key(treatment) === key(control)) {
      lines.push({ rowNo, column: columnName('control'), value: control, code: 'sameGroup' });
      continue;
    }
    const pair = [key(treatment), key(control)].sort().join('\u0000');
    const first = pairs.get(pair);
    if (first !== undefined) {
      lines.push({
        rowNo,
        column: columnName('treatment'),
        value: treatment,
        code: 'comparisonDuplicate',
        params: { row: first },
      });
      continue;
    }
    pairs.set(pair, rowNo);
    comparisons.push({
      treatment: groups.get(key(treatment))?.name ?? treatment,
      control: groups.get(key(control))?.name ?? control,
    });
  }
  lines.sort((a, b) => a.rowNo - b.rowNo);
  return { groups: [...groups.values()], comparisons, lines };
}

/** The English text of an import line. */
export function bifImportMessage(line: Pick<BifImportLine, 'code' | 'params'>): string {
  return BIF_IMPORT_MESSAGES_EN[line.code].replace(/%\{(\w+)\}/g, (whole, name: string) =>
    String(line.params?.[name] ?? whole),
  );
}
