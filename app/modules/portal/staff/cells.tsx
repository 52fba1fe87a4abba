import { Box, Checkbox, Input, NativeSelect, Text } from '@chakra-ui/react';
import { getIn, useField, useFormikContext } from 'formik';
import { useId } from 'react';

/** An error of a table cell, once the field was touched or the form submitted. */
function useCellError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext();
  const error: unknown = getIn(errors, name);
  const shown = submitCount > 0 || getIn(touched, name) === true;
  return shown && typeof error === 'string' ? error : undefined;
}

function CellError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <Text id={id} color="fg.error" fontSize="xs" marginTop="1">
      {error}
    </Text>
  );
}

/** A text (or decimal) input in a table cell, bound to a formik value and named by `label`. */
export function TextCell({
  name,
  label,
  inputMode,
}: {
  name: string;
  label: string;
  inputMode?: 'decimal';
}) {
  const [field] = useField<string>(name);
  const error = useCellError(name);
  const errorId = useId();
  return (
    <Box>
      <Input
        size="sm"
        aria-label={label}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...field}
        value={field.value ?? ''}
      />
      <CellError id={errorId} error={error} />
    </Box>
  );
}

/** A drop-down in a table cell, bound to a formik value ('' while nothing is chosen). */
export function SelectCell({
  name,
  label,
  placeholder,
  options,
}: {
  name: string;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
}) {
  const [field] = useField<string>(name);
  const error = useCellError(name);
  const errorId = useId();
  return (
    <Box>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...field}
          value={field.value ?? ''}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <CellError id={errorId} error={error} />
    </Box>
  );
}

/** A checkbox in a table cell, bound to a formik boolean and named by `label`. */
export function CheckboxCell({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Checkbox.Root
      checked={field.value}
      onCheckedChange={(details) => void helpers.setValue(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
