import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnySchema, ValidationError } from 'yup';
import { leftByUser, type ControlBinding } from '../Form/controls';
import type { QueryValues } from './useQueryBar';

/** Error messages by field name. */
export type QueryErrors = Record<string, string>;

/** The values of a query bar's form, their errors and what changes them; see {@link useQueryForm}. */
export interface QueryForm {
  /** The values as typed. */
  values: QueryValues;
  /** The binding of one field's control: its value, its error once shown, and its handlers. */
  bind: <V>(name: string) => ControlBinding<V>;
  /** Shows every error and resolves to the errors of the values (none: they may be searched). */
  submit: () => Promise<QueryErrors>;
  /** Back to the initial values, with no error shown. */
  reset: () => void;
}

/**
 * Runs a yup schema over the values and collects the first message of each field, as formik does
 * (an empty text counts as no value).
 */
async function validate(schema: AnySchema | undefined, values: QueryValues): Promise<QueryErrors> {
  if (!schema) return {};
  const prepared = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value === '' ? undefined : value]),
  );
  try {
    await schema.validate(prepared, { abortEarly: false });
    return {};
  } catch (error) {
    // Anything but a validation error is a fault of the schema, not of the values.
    if (!Array.isArray((error as Partial<ValidationError>).inner)) throw error;
    const { inner, path, message } = error as ValidationError;
    const errors: QueryErrors = {};
    for (const item of inner.length > 0 ? inner : [{ path, message }]) {
      if (item.path !== undefined && errors[item.path] === undefined)
        errors[item.path] = item.message;
    }
    return errors;
  }
}

/**
 * The query bar's form: the values it holds itself, so a list page shows its query bar without
 * loading formik (which only its edit forms need). Validates on every change and when a field is
 * left; a field's error shows once the field was left or a search tried (or from the start with
 * `validateOnMount`).
 */
export function useQueryForm(
  initialValues: QueryValues,
  schema: AnySchema | undefined,
  validateOnMount: boolean,
): QueryForm {
  const [initialTouched] = useState<Record<string, boolean>>(() =>
    validateOnMount
      ? Object.fromEntries(Object.keys(initialValues).map((name) => [name, true]))
      : {},
  );
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState(initialTouched);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<QueryErrors>({});
  const latest = useRef(0);

  const check = useCallback(
    async (next: QueryValues) => {
      latest.current += 1;
      const run = latest.current;
      const found = await validate(schema, next);
      if (run === latest.current) setErrors(found);
      return found;
    },
    [schema],
  );

  useEffect(() => {
    if (validateOnMount) void check(initialValues);
    // Only the values the bar starts with, as formik's validateOnMount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const bind = <V>(name: string): ControlBinding<V> => ({
    value: values[name] as V,
    onValue: (value) => {
      const next = { ...values, [name]: value };
      setValues(next);
      void check(next);
    },
    onBlur: (event) => {
      if (!leftByUser(event)) return;
      setTouched((previous) => ({ ...previous, [name]: true }));
      void check(values);
    },
    error: touched[name] || submitted ? errors[name] : undefined,
  });

  const submit = () => {
    setSubmitted(true);
    return check(values);
  };

  const reset = () => {
    latest.current += 1;
    setValues(initialValues);
    setTouched(initialTouched);
    setSubmitted(false);
    setErrors({});
  };

  return { values, bind, submit, reset };
}
