import { chakra, Field, Input, NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { formLayoutSlotRecipe } from './formLayout.recipe';
import { useFormLayout } from './FormLayout';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

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
 * one of the fields (for example a `Lov`).
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
  const recipe = useSharedSlotRecipe(formLayoutSlotRecipe);
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
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <chakra.div css={styles.control}>
        {typeof children === 'function' ? children(aria) : children}
        {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
        {invalid ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </chakra.div>
    </Field.Root>
  );
}

/** Props every field shares, whatever holds its value. */
export interface FormFieldBaseProps {
  /** Path of the value in the form's values, for example `email` or `rows.0.name`. */
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

/**
 * A control's value and what it reports: from a formik form (the fields of `Form.tsx`) or from a
 * form that keeps its values itself (the query bar, which a list page shows before any formik
 * form is loaded).
 */
export interface ControlBinding<V> {
  /** The value shown. */
  value: V;
  /** Called with the new value as the user changes it. */
  onValue: (value: V) => void;
  /** Called when the control loses focus. */
  onBlur: (event: BlurEvent) => void;
  /** The error to show, once it should show. */
  error: string | undefined;
}

/** What a control's blur tells of where the focus went. */
export type BlurEvent = Pick<FocusEvent, 'relatedTarget'>;

/**
 * Whether a control that lost focus was left by the user (for another control, a button, or a
 * click elsewhere on the page) rather than by the page losing focus (the user switched to another
 * window or tab): only the user's leaving should show a field's error, not their return to a
 * field they have not filled yet.
 */
export function leftByUser(event: BlurEvent): boolean {
  return event.relatedTarget !== null || document.hasFocus();
}

function itemProps(props: FormFieldBaseProps, error: string | undefined) {
  const { label, helperText, required, disabled, readOnly, fullWidth } = props;
  return { label, helperText, required, disabled, readOnly, fullWidth, error };
}

/**
 * The one-line inputs: the field's item around an `<input>` showing `text`, reporting each new
 * text to `onText`; `input` holds the attributes of its kind (type, bounds).
 */
function InputControl({
  input,
  text,
  onText,
  ...props
}: FormFieldBaseProps &
  Pick<ControlBinding<unknown>, 'onBlur' | 'error'> & {
    input: InputProps;
    text: string;
    onText: (text: string) => void;
  }) {
  return (
    <FormItem {...itemProps(props, props.error)}>
      {(aria) => (
        <Input
          {...aria}
          {...input}
          name={props.name}
          placeholder={props.placeholder}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onText(event.target.value)}
          onBlur={props.onBlur}
        />
      )}
    </FormItem>
  );
}

/** Props of {@link TextField}. */
export interface TextFieldProps extends FormFieldBaseProps {
  /** Kind of text: plain (default), e-mail, web address, phone number or password. */
  type?: 'text' | 'email' | 'url' | 'tel' | 'password';
  /** Browser autofill hint. */
  autoComplete?: string;
}

/** A one-line text input (a string; `null` shows as empty). */
export function TextControl(props: TextFieldProps & ControlBinding<string | null>) {
  const { type = 'text', autoComplete, value, onValue, ...rest } = props;
  return (
    <InputControl {...rest} input={{ type, autoComplete }} text={value ?? ''} onText={onValue} />
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

/** A number input: a number, or `null` while empty. */
export function NumberControl(props: NumberFieldProps & ControlBinding<number | null>) {
  const { min, max, step, value, onValue, ...rest } = props;
  const onText = (text: string) => {
    const parsed = Number(text);
    onValue(text === '' || !Number.isFinite(parsed) ? null : parsed);
  };
  return (
    <InputControl
      {...rest}
      input={{ type: 'number', inputMode: 'decimal', min, max, step }}
      text={String(value ?? '')}
      onText={onText}
    />
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
 * A drop-down list: the chosen option's value, or `null` when the placeholder (the empty choice)
 * is chosen.
 */
export function SelectControl(props: SelectFieldProps & ControlBinding<string | null>) {
  const { name, placeholder, options, value, onValue, onBlur } = props;
  return (
    <FormItem {...itemProps(props, props.error)}>
      {(aria) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            {...aria}
            name={name}
            value={value ?? ''}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              onValue(event.target.value === '' ? null : event.target.value)
            }
            onBlur={onBlur}
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

/** A date input (the browser's): `YYYY-MM-DD`, or `null`. */
export function DateControl(props: DateFieldProps & ControlBinding<string | null>) {
  const { min, max, value, onValue, ...rest } = props;
  return (
    <InputControl
      {...rest}
      input={{ type: 'date', min, max }}
      text={value ?? ''}
      onText={(text) => onValue(text === '' ? null : text)}
    />
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

/** A multi-line text input (a string; `null` shows as empty). */
export function TextareaControl(props: TextareaFieldProps & ControlBinding<string | null>) {
  const { name, placeholder, rows = 3, code = false, value, onValue, onBlur } = props;
  return (
    <FormItem {...itemProps(props, props.error)}>
      {(aria) => (
        <Textarea
          {...aria}
          name={name}
          rows={rows}
          placeholder={placeholder}
          {...(code ? CODE_TEXTAREA : {})}
          value={value ?? ''}
          onChange={(event) => onValue(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormItem>
  );
}

/** Props of {@link DateTimeField}. */
export type DateTimeFieldProps = FormFieldBaseProps;

/** A date and time input (the browser's, to the second): `YYYY-MM-DD HH:mm:ss`, or `null`. */
export function DateTimeControl(props: DateTimeFieldProps & ControlBinding<string | null>) {
  const { value, onValue, ...rest } = props;
  const onText = (text: string) => {
    if (text === '') {
      onValue(null);
      return;
    }
    const [date, time = '00:00'] = text.split('T');
    // To the second: some browsers add milliseconds, which the value never has.
    onValue(`${date} ${time.length === 5 ? `${time}:00` : time.slice(0, 8)}`);
  };
  return (
    <InputControl
      {...rest}
      input={{ type: 'datetime-local', step: 1 }}
      text={value ? value.replace(' ', 'T') : ''}
      onText={onText}
    />
  );
}

/** Props of {@link FlagField}. */
export type FlagFieldProps = FormFieldBaseProps;

/** A yes/no check box: 1 or 0. */
export function FlagControl(props: FlagFieldProps & ControlBinding<number | null>) {
  const { name, value, onValue, onBlur } = props;
  return (
    <FormItem {...itemProps(props, props.error)}>
      {(aria) => (
        <chakra.input
          {...aria}
          name={name}
          type="checkbox"
          width="4"
          height="4"
          marginBlock="2.5"
          accentColor="blue.600"
          disabled={props.disabled || props.readOnly}
          checked={Number(value) === 1}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onValue(event.target.checked ? 1 : 0)}
          onBlur={onBlur}
        />
      )}
    </FormItem>
  );
}
