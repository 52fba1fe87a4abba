/** Row status marker of SPEC.md section 3. */
export type FormRowStatus = 'create' | 'update' | 'delete';

/** A row of a form: any fields, optionally marked with its `_status`. */
export type FormRow = Record<string, unknown> & { _status?: FormRowStatus };

/**
 * Errors as formik reports them: a message per field, nested objects for nested values and
 * arrays (with holes for valid rows) for lists of rows.
 */
export type FormErrors = { [field: string]: unknown };

/** One form to save, shaped like formik's bag (`validate` is formik's `validateForm`). */
export interface SaveableForm {
  /** Name of the form, repeated in its failures and in {@link SaveFormsSuccess.rowsByForm}. */
  name: string;
  /** Validates the form and resolves to its errors (an empty object when it is valid). */
  validate: () => Promise<FormErrors | undefined>;
  /** The values: one row, or a list of rows (an editable table). */
  values: FormRow | readonly FormRow[];
  /** Fields dropped from rows being created (`_status: 'create'`), for example generated keys. */
  excludedFields?: readonly string[];
}

/** One validation failure of {@link saveForms}. */
export interface SaveFormsFailure {
  /** Name of the form that failed. */
  form: string;
  /** Path of the field that failed, for example `email` or `rows[1].name`; empty if unknown. */
  field: string;
  /** The validation message. */
  message: string;
}

/** The forms are all valid: the rows to send. */
export interface SaveFormsSuccess {
  ok: true;
  /** Every row of every form, in form order, excluded fields dropped from created rows. */
  rows: FormRow[];
  /** The same rows grouped by form name. */
  rowsByForm: Record<string, FormRow[]>;
}

/** At least one form is invalid: every failure of every form. */
export interface SaveFormsFailed {
  ok: false;
  /** Every failure, in form order then field order. */
  failures: SaveFormsFailure[];
}

/** Result of {@link saveForms}. */
export type SaveFormsResult = SaveFormsSuccess | SaveFormsFailed;

function joinPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

function collectFailures(
  form: string,
  errors: unknown,
  path: string,
  into: SaveFormsFailure[],
): void {
  if (errors === undefined || errors === null || errors === '') return;
  if (typeof errors === 'string') {
    into.push({ form, field: path, message: errors });
  } else if (Array.isArray(errors)) {
    errors.forEach((item, index) => collectFailures(form, item, joinPath(path, index), into));
  } else if (typeof errors === 'object') {
    for (const [key, value] of Object.entries(errors)) {
      collectFailures(form, value, joinPath(path, key), into);
    }
  } else {
    into.push({ form, field: path, message: String(errors) });
  }
}

function toRows(form: SaveableForm): FormRow[] {
  const rows: readonly FormRow[] = Array.isArray(form.values)
    ? form.values
    : [form.values as FormRow];
  const excluded = form.excludedFields ?? [];
  return rows.map((row) => {
    if (row._status !== 'create' || excluded.length === 0) return { ...row };
    const copy: FormRow = { ...row };
    for (const field of excluded) delete copy[field];
    return copy;
  });
}

/**
 * Validates several forms together and collects their rows for one save (SPEC.md section 5):
 * when any form is invalid nothing is to be saved and every failure of every form is listed;
 * otherwise every row comes back, with the form's excluded fields removed from created rows.
 * A `validate` that throws counts as a failure of its form.
 */
export async function saveForms(forms: readonly SaveableForm[]): Promise<SaveFormsResult> {
  const outcomes = await Promise.all(
    forms.map(async (form) => {
      try {
        return { form, errors: (await form.validate()) ?? {} };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { form, errors: { '': message } };
      }
    }),
  );
  const failures: SaveFormsFailure[] = [];
  for (const { form, errors } of outcomes) collectFailures(form.name, errors, '', failures);
  if (failures.length > 0) return { ok: false, failures };

  const rows: FormRow[] = [];
  const rowsByForm: Record<string, FormRow[]> = {};
  for (const form of forms) {
    const formRows = toRows(form);
    rows.push(...formRows);
    rowsByForm[form.name] = [...(rowsByForm[form.name] ?? []), ...formRows];
  }
  return { ok: true, rows, rowsByForm };
}
