import { chakra, Field, Input, NativeSelect, Textarea, useSlotRecipe } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { formLayoutSlotRecipe } from './formLayout.recipe';
import { useFormLayout } from './FormLayout';

/** The attributes a form control needs to be tied to its label, help text and error. */
export interface FormControlAria {
  /** Id of the control; the label points at it. */
  id: string;
  /** Ids of the help text and of the error shown, space-separated. */
  'aria-describedby': string | undefined;
  /** Whether the control's value is wrong. */
  'aria-invalid': boolean | undefined;
  /** Whether the field must be filled. */
  'aria-required': boolean | undefined;
  /** Always `false`: the form validates, not the browser. */
  required: false;
}

/** Props of {@link FormItem}. */
export interface FormItemProps {
  /** The label; it names the control. */
  label: ReactNode;
  /** Help text under the control. */
  helperText?: ReactNode;
  /** Marks the field as required (an asterisk beside the label). */
  required?: boolean;
  /** Disables the control. */
  disabled?: boolean;
  /** Makes the control read-only. */
  readOnly?: boolean;
  /** The error to show; the field is shown invalid while it is set. */
  error?: ReactNode;
  /** Makes the field span every column of its {@link FormLayout}. */
  fullWidth?: boolean;
  /**
   * The control. Chakra inputs pick up their id from the item by themselves; a render function
   * also receives the attributes that tie any control to the label, help text and error.
   */
  children: ReactNode | ((aria: FormControlAria) => ReactNode);
}

/**
 * One labelled form field: label (beside the control inside a {@link FormLayout}, above it
 * outside one), required mark, help text and error. Use it to lay out controls that are not
 * one of the formik fields below (for example a `Lov`).
 */
export function FormItem({
  label,
  helperText,
  required = false,
  disabled = false,
  readOnly = false,
  error,
  fullWidth = false,
  children,
}: FormItemProps) {
  const layout = useFormLayout();
  const recipe = useSlotRecipe({ recipe: formLayoutSlotRecipe });
  const styles = recipe({
    labelSpan: layout ? `${layout.labelSpan}` : undefined,
    placement: layout ? 'side' : 'top',
    span: fullWidth ? 'full' : 'one',
  });
  const base = useId();
  const controlId = `${base}control`;
  // Ark names the field's root element `control`; the input itself takes the root's `id`.
  const ids = {
    control: `${base}field`,
    label: `${base}label`,
    helperText: `${base}help`,
    errorText: `${base}error`,
  };
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [helperText ? ids.helperText : null, invalid ? ids.errorText : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const aria: FormControlAria = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    required: false,
  };
  return (
    <Field.Root
      id={controlId}
      ids={ids}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      css={styles.item}
    >
      <Field.Label css={styles.label}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <chakra.div css={styles.control}>
        {typeof children === 'function' ? children(aria) : children}
        {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
        <Field.ErrorText>{error}</Field.ErrorText>
      </chakra.div>
    </Field.Root>
  );
}

/** Props every formik-bound field shares. */
export interface FormFieldBaseProps {
  /** Path of the value in the formik values, for example `email` or `rows.0.name`. */
  name: string;
  /** The label; it names the input. */
  label: ReactNode;
  /** Help text under the input. */
  helperText?: ReactNode;
  /** Marks the field as required; the rule itself belongs in the form's validation. */
  required?: boolean;
  /** Disables the input. */
  disabled?: boolean;
  /** Makes the input read-only. */
  readOnly?: boolean;
  /** Text shown in the empty input. */
  placeholder?: string;
  /** Makes the field span every column of its {@link FormLayout}. */
  fullWidth?: boolean;
}

/** The formik state of one field, with its error only once the field was touched or submitted. */
function useFormField<V>(name: string) {
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  const shown = (meta.touched || submitCount > 0) && typeof meta.error === 'string';
  return { field, helpers, error: shown ? meta.error : undefined };
}

function itemProps(props: FormFieldBaseProps, error: string | undefined) {
  const { label, helperText, required, disabled, readOnly, fullWidth } = props;
  return { label, helperText, required, disabled, readOnly, fullWidth, error };
}

/** Props of {@link TextField}. */
export interface TextFieldProps extends FormFieldBaseProps {
  /** Kind of text: plain (default), e-mail, web address, phone number or password. */
  type?: 'text' | 'email' | 'url' | 'tel' | 'password';
  /** Browser autofill hint. */
  autoComplete?: string;
}

/** A one-line text field bound to a formik value (a string; `null` shows as empty). */
export function TextField(props: TextFieldProps) {
  const { name, placeholder, type = 'text', autoComplete } = props;
  const { field, error } = useFormField<string | null>(name);
  return (
    <FormItem {...itemProps(props, error)}>
      {(aria) => (
        <Input
          {...aria}
          name={field.name}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormItem>
  );
}

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends FormFieldBaseProps {
  /** Smallest value the arrows step to. */
  min?: number;
  /** Largest value the arrows step to. */
  max?: number;
  /** Step of the arrows; 1 when omitted. */
  step?: number;
}

/** A number field bound to a formik value: a number, or `null` while empty. */
export function NumberField(props: NumberFieldProps) {
  const { name, placeholder, min, max, step } = props;
  const { field, helpers, error } = useFormField<number | null>(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const parsed = Number(text);
    void helpers.setValue(text === '' || !Number.isFinite(parsed) ? null : parsed);
  };
  return (
    <FormItem {...itemProps(props, error)}>
      {(aria) => (
        <Input
          {...aria}
          name={field.name}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          value={field.value ?? ''}
          onChange={onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormItem>
  );
}

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  /** The value stored in the form. */
  value: string;
  /** The text shown. */
  label: string;
  /** Makes the choice unavailable. */
  disabled?: boolean;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends FormFieldBaseProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
}

/**
 * A drop-down list bound to a formik value: the chosen option's value, or `null` when the
 * placeholder (the empty choice) is chosen.
 */
export function SelectField(props: SelectFieldProps) {
  const { name, placeholder, options } = props;
  const { field, helpers, error } = useFormField<string | null>(name);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    void helpers.setValue(event.target.value === '' ? null : event.target.value);
  };
  return (
    <FormItem {...itemProps(props, error)}>
      {(aria) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            {...aria}
            name={field.name}
            value={field.value ?? ''}
            onChange={onChange}
            onBlur={field.onBlur}
          >
            <option value="">{placeholder ?? ''}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormItem>
  );
}

/** Props of {@link DateField}. */
export interface DateFieldProps extends FormFieldBaseProps {
  /** Earliest date, `YYYY-MM-DD`. */
  min?: string;
  /** Latest date, `YYYY-MM-DD`. */
  max?: string;
}

/** A date field (the browser's date input) bound to a formik value `YYYY-MM-DD`, or `null`. */
export function DateField(props: DateFieldProps) {
  const { name, min, max } = props;
  const { field, helpers, error } = useFormField<string | null>(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void helpers.setValue(event.target.value === '' ? null : event.target.value);
  };
  return (
    <FormItem {...itemProps(props, error)}>
      {(aria) => (
        <Input
          {...aria}
          name={field.name}
          type="date"
          min={min}
          max={max}
          value={field.value ?? ''}
          onChange={onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormItem>
  );
}

/** How source text is shown: monospaced, no spell checking, lines kept. */
const CODE_TEXTAREA = {
  fontFamily: 'mono',
  fontSize: 'sm',
  spellCheck: false,
  whiteSpace: 'pre',
} as const;

/** Props of {@link TextareaField}. */
export interface TextareaFieldProps extends FormFieldBaseProps {
  /** Visible lines; 3 when omitted. */
  rows?: number;
  /** Source text (templates, YAML, JSON): monospaced, no spell checking, tabs kept. */
  code?: boolean;
}

/** A multi-line text field bound to a formik value (a string; `null` shows as empty). */
export function TextareaField(props: TextareaFieldProps) {
  const { name, placeholder, rows = 3, code = false } = props;
  const { field, error } = useFormField<string | null>(name);
  return (
    <FormItem {...itemProps(props, error)}>
      {(aria) => (
        <Textarea
          {...aria}
          name={field.name}
          rows={rows}
          placeholder={placeholder}
          {...(code ? CODE_TEXTAREA : {})}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormItem>
  );
}

/** Props of {@link DateTimeField}. */
export type DateTimeFieldProps = FormFieldBaseProps;

/**
 * A date and time field (the browser's input, to the second) bound to a formik value
 * `YYYY-MM-DD HH:mm:ss`, or `null`.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { name } = props;
  const { field, helpers, error } = useFormField<string | null>(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (text === '') {
      void helpers.setValue(null);
      return;
    }
    const [date, time = '00:00'] = text.split('T');
    // To the second: some browsers add milliseconds, which the value never has.
    void helpers.setValue(`${date} ${time.length === 5 ? `${time}:00` : time.slice(0, 8)}`);
  };
  return (
    <FormItem {...itemProps(props, error)}>
      {(aria) => (
        <Input
          {...aria}
          name={field.name}
          type="datetime-local"
          step={1}
          value={field.value ? field.value.replace(' ', 'T') : ''}
          onChange={onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormItem>
  );
}

/** Props of {@link FlagField}. */
export type FlagFieldProps = FormFieldBaseProps;

/** A yes/no check box bound to a formik value 1 or 0. */
export function FlagField(props: FlagFieldProps) {
  const { name } = props;
  const { field, helpers, error } = useFormField<number | null>(name);
  return (
    <FormItem {...itemProps(props, error)}>
      {(aria) => (
        <chakra.input
          {...aria}
          name={field.name}
          type="checkbox"
          width="4"
          height="4"
          marginBlock="2.5"
          accentColor="blue.600"
          disabled={props.disabled || props.readOnly}
          checked={Number(field.value) === 1}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            void helpers.setValue(event.target.checked ? 1 : 0)
          }
          onBlur={field.onBlur}
        />
      )}
    </FormItem>
  );
}
