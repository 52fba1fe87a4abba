// The English texts of the sample-sheet, import and QC issue codes, apart from the rules that
// raise them: the app's message files import these without the rules and their decimal library.

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

/** English text of every QC issue, by field then rule; the app translates the same keys. */
export const QC_ISSUE_MESSAGES_EN = {
  verdict: { required: 'Choose a verdict' },
  concentration: { invalid: 'Enter the measured concentration as a number from 0 to 1000' },
  volume: { invalid: 'Enter the measured volume as a number from 0 to 1000' },
  rin: { invalid: 'Enter a RIN from 1 to 10' },
  note: { required: 'A Risk or Fail verdict needs a note for the customer' },
};
