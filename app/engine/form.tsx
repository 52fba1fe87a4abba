import { Alert } from '@chakra-ui/react';
import { useFormikContext, type FormikErrors } from 'formik';
import { useEffect } from 'react';
import { FormLayout } from '../../design-system';
import type { Field } from '../../domain/engine/fields';
import type { ResourceDescription } from '../../domain/engine/resource';
import { validateBody } from '../../domain/engine/schema';
import { languageOf } from '../../domain/engine/text';
import { useI18n, type Locale } from '../i18n';
import type { WriteError } from '../store/resources';
import { FieldInput, referencesWithin } from './FieldInput';
import { useLovValues } from './lovValues';
import type { ListFormField, ListRow } from './types';

/**
 * The values a form starts with: the row's form fields (and, for a resource, its id, version,
 * token and the shown values of references), or the defaults for a new row. Empty values are
 * `null`; number fields get numbers.
 */
export function initialFormValues(
  fields: readonly ListFormField[],
  row: ListRow | null,
  defaults: ListRow = {},
): ListRow {
  const source: ListRow = row ?? defaults;
  const values: ListRow = row ? {} : { ...defaults };
  for (const field of fields) {
    const value = source[field.name];
    const kind = field.field?.kind ?? field.type;
    if (value === undefined || value === null || value === '') values[field.name] = null;
    else if (kind === 'number' || kind === 'integer' || kind === 'reference' || kind === 'flag') {
      values[field.name] = Number(value);
    } else values[field.name] = typeof value === 'string' ? value : String(value);
    if (field.field?.kind === 'reference') {
      const shown = field.field.displayAs ?? field.field.display;
      values[shown] = source[shown] ?? null;
    }
  }
  if (row && '_token' in row) values._token = row._token;
  return values;
}

/**
 * The validation of a resource's form, in the user's language: the description's own schema,
 * the one the server checks with.
 */
export function formValidator(
  fields: readonly ListFormField[],
  resource: ResourceDescription,
  mode: 'create' | 'update',
  row: ListRow | null,
  locale: Locale,
): (values: ListRow) => Promise<FormikErrors<ListRow>> {
  return async (values) => {
    const body = mode === 'update' ? { ...row, ...values } : values;
    const result = validateBody(resource, body, mode, languageOf(locale), () => undefined);
    if (result.ok) return {};
    const errors: Record<string, string> = {};
    for (const problem of result.problems) {
      const name = problem.path.split('.')[0] ?? '';
      if (fields.some((field) => field.name === name) && !errors[name]) {
        errors[name] = problem.message;
      }
    }
    return errors;
  };
}

/** Puts the server's messages by field under their inputs. */
export function ServerFieldErrors({ fields }: { fields: Record<string, string> | undefined }) {
  const { setErrors } = useFormikContext<ListRow>();
  useEffect(() => {
    if (fields && Object.keys(fields).length > 0) setErrors(fields);
  }, [fields, setErrors]);
  return null;
}

/** Why a save failed, above the fields. */
export function SaveFailedAlert({ error }: { error: WriteError | null | undefined }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <Alert.Root status={error.type === 'warning' ? 'warning' : error.type} role="alert" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('engine.saveFailed')}</Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The inputs of a form's fields, laid out; fixed fields are read-only when editing. */
/**
 * Whether a line's field is offered under its header: always, unless it is shown only while a
 * header field (one value or values separated by `,`) has a value the header's has not.
 */
export function shownUnder(field: ListFormField, header: ListRow | undefined): boolean {
  return shownFor(field.field, header);
}

function shownFor(field: Field | undefined, header: ListRow | undefined): boolean {
  const condition = field?.shownWhenHeader;
  if (!condition || !header) return true;
  return String(header[condition.field] ?? '')
    .split(',')
    .includes(condition.has);
}

/** Whether a line's column (its field's, or a reference's shown value) is listed under its header. */
export function columnShownUnder(
  resource: ResourceDescription,
  column: string,
  header: ListRow | undefined,
): boolean {
  const field = Object.entries(resource.fields).find(
    ([name, described]) =>
      name === column || (described.kind === 'reference' && described.displayAs === column),
  )?.[1];
  return shownFor(field, header);
}

export function FormFields({
  fields,
  editing,
  readOnly = false,
  columns,
  header,
}: {
  fields: readonly ListFormField[];
  editing: boolean;
  /** Every field is shown, none changed. */
  readOnly?: boolean;
  /** Field columns; one when omitted. */
  columns?: 1 | 2;
  /** A line's saved header: a field shown only for some of its values follows it. */
  header?: ListRow;
}) {
  const lovValues = useLovValues(
    fields.flatMap((field) =>
      field.field?.kind === 'select' && field.field.lovCode ? [field.field.lovCode] : [],
    ),
  );
  return (
    <FormLayout labelSpan={9} columns={columns}>
      {fields
        .filter((field) => shownUnder(field, header))
        .map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            lovValues={lovValues}
            readOnly={readOnly || (editing && field.readOnlyOnEdit === true)}
            header={header}
            dependents={referencesWithin(field.name, fields)}
          />
        ))}
    </FormLayout>
  );
}
