import { useField, useFormikContext } from 'formik';
import {
  DateControl,
  DateTimeControl,
  FlagControl,
  NumberControl,
  SelectControl,
  TextareaControl,
  TextControl,
  leftByUser,
  type ControlBinding,
  type DateFieldProps,
  type DateTimeFieldProps,
  type FlagFieldProps,
  type NumberFieldProps,
  type SelectFieldProps,
  type TextareaFieldProps,
  type TextFieldProps,
} from './controls';

/**
 * A field's value in the enclosing formik form, with its error only once the field was touched or
 * the form submitted.
 */
function useFormikBinding<V>(name: string): ControlBinding<V> {
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  const shown = (meta.touched || submitCount > 0) && typeof meta.error === 'string';
  return {
    value: field.value,
    onValue: (value) => void helpers.setValue(value),
    onBlur: (event) => {
      if (leftByUser(event)) void helpers.setTouched(true);
    },
    error: shown ? meta.error : undefined,
  };
}

/** A one-line text field bound to a formik value (a string; `null` shows as empty). */
export function TextField(props: TextFieldProps) {
  return <TextControl {...props} {...useFormikBinding<string | null>(props.name)} />;
}

/** A number field bound to a formik value: a number, or `null` while empty. */
export function NumberField(props: NumberFieldProps) {
  return <NumberControl {...props} {...useFormikBinding<number | null>(props.name)} />;
}

/**
 * A drop-down list bound to a formik value: the chosen option's value, or `null` when the
 * placeholder (the empty choice) is chosen.
 */
export function SelectField(props: SelectFieldProps) {
  return <SelectControl {...props} {...useFormikBinding<string | null>(props.name)} />;
}

/** A date field (the browser's date input) bound to a formik value `YYYY-MM-DD`, or `null`. */
export function DateField(props: DateFieldProps) {
  return <DateControl {...props} {...useFormikBinding<string | null>(props.name)} />;
}

/** A multi-line text field bound to a formik value (a string; `null` shows as empty). */
export function TextareaField(props: TextareaFieldProps) {
  return <TextareaControl {...props} {...useFormikBinding<string | null>(props.name)} />;
}

/**
 * A date and time field (the browser's input, to the second) bound to a formik value
 * `YYYY-MM-DD HH:mm:ss`, or `null`.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  return <DateTimeControl {...props} {...useFormikBinding<string | null>(props.name)} />;
}

/** A yes/no check box bound to a formik value 1 or 0. */
export function FlagField(props: FlagFieldProps) {
  return <FlagControl {...props} {...useFormikBinding<number | null>(props.name)} />;
}
