import { Alert, Button, Dialog, Portal } from '@chakra-ui/react';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import {
  FormLayout,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '../../design-system';
import { useI18n } from '../i18n';
import type { ListFormState } from '../store/listPages';
import { buildSchema } from './rules';
import type { ListFormField, ListPageDefinition, ListRow } from './types';

/** Props of {@link ListFormDialog}. */
export interface ListFormDialogProps {
  /** The page whose rows are created or edited. */
  definition: ListPageDefinition;
  /** The dialog's state from the store. */
  form: ListFormState;
  /** The user closes the dialog. */
  onClose: () => void;
  /** The values passed validation: save them. */
  onSubmit: (values: ListRow) => void;
}

/**
 * The values a dialog starts with: the edited row's form fields, or the page's defaults for a
 * new row. Empty values are `null`; text fields get text, number fields numbers.
 */
export function initialFormValues(definition: ListPageDefinition, form: ListFormState): ListRow {
  const editing = form.mode === 'edit' && form.row !== null;
  const source: ListRow = (editing ? form.row : definition.defaultValues) ?? {};
  const values: ListRow = editing ? {} : { ...definition.defaultValues };
  for (const field of definition.formFields) {
    const value = source[field.name];
    if (value === undefined || value === null || value === '') values[field.name] = null;
    else if (field.type === 'number') values[field.name] = Number(value);
    else values[field.name] = typeof value === 'string' ? value : String(value);
  }
  return values;
}

function ServerFieldErrors({ fields }: { fields: Record<string, string> | undefined }) {
  const { setErrors } = useFormikContext<ListRow>();
  useEffect(() => {
    if (fields && Object.keys(fields).length > 0) setErrors(fields);
  }, [fields, setErrors]);
  return null;
}

function FieldInput({ field, readOnly }: { field: ListFormField; readOnly: boolean }) {
  const { t } = useI18n();
  const common = {
    name: field.name,
    label: t(field.labelKey),
    required: field.required,
    readOnly,
    helperText: field.helpKey ? t(field.helpKey) : undefined,
  };
  switch (field.type) {
    case 'number':
      return <NumberField {...common} />;
    case 'select':
      return (
        <SelectField
          {...common}
          placeholder={t('engine.choose')}
          options={(field.options ?? []).map((option) => ({
            value: option.value,
            label: t(option.labelKey),
          }))}
        />
      );
    case 'textarea':
      return <TextareaField {...common} />;
    default:
      return <TextField {...common} />;
  }
}

function DialogForm({ definition, form, onClose, onSubmit }: ListFormDialogProps) {
  const { t } = useI18n();
  const schema = useMemo(() => buildSchema(definition.formFields, t), [definition, t]);
  const [initialValues] = useState(() => initialFormValues(definition, form));
  const entity = t(definition.entityKey);
  const title =
    form.mode === 'create'
      ? t('engine.createTitle', { entity })
      : t('engine.editTitle', { entity });
  const alertStatus = form.error?.type === 'warning' ? 'warning' : (form.error?.type ?? 'error');
  return (
    <Formik<ListRow>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        onSubmit(values);
      }}
    >
      <Form noValidate aria-label={title}>
        <ServerFieldErrors fields={form.error?.fields} />
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {form.error ? (
            <Alert.Root status={alertStatus} role="alert" mb="4">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('engine.saveFailed')}</Alert.Title>
                <Alert.Description>{form.error.message}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <FormLayout labelSpan={9}>
            {definition.formFields.map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                readOnly={form.mode === 'edit' && field.readOnlyOnEdit === true}
              />
            ))}
          </FormLayout>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={form.saving}>
            {t('engine.cancel')}
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.saving}>
            {t('engine.save')}
          </Button>
        </Dialog.Footer>
      </Form>
    </Formik>
  );
}

/**
 * The create/edit dialog of a list page: the definition's form fields in a formik form
 * validated with their yup rules in the user's language. While it is open the typed values
 * stay, whatever the server answers; a refused save shows the server's message above the fields
 * and, when the server named a field, under that field.
 */
export function ListFormDialog(props: ListFormDialogProps) {
  const { form, onClose } = props;
  return (
    <Dialog.Root
      open={form.open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      motionPreset="none"
      placement="center"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{form.open ? <DialogForm {...props} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
