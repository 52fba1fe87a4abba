import { Button, Dialog, Portal } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useI18n } from '../i18n';
import type { ListFormState } from '../store/listPages';
import {
  FormFields,
  formValidator,
  initialFormValues,
  SaveFailedAlert,
  ServerFieldErrors,
} from './form';
import { useText } from './labels';
import type { ListPageDefinition, ListRow } from './types';

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
  /** The saved header of a line's dialog: fields that depend on it follow it. */
  header?: ListRow;
}

function DialogForm({ definition, form, onClose, onSubmit, header }: ListFormDialogProps) {
  const { t, locale } = useI18n();
  const text = useText();
  const editing = form.mode === 'edit' && form.row !== null;
  const [initialValues] = useState(() =>
    initialFormValues(definition.formFields, editing ? form.row : null, definition.defaultValues),
  );
  const validate = useMemo(
    () =>
      formValidator(
        definition.formFields,
        definition.resource,
        editing ? 'update' : 'create',
        form.row,
        locale,
      ),
    [definition, editing, form.row, locale],
  );
  const entity = text(definition.entity);
  const title = editing ? t('engine.editTitle', { entity }) : t('engine.createTitle', { entity });
  return (
    <Formik<ListRow>
      initialValues={initialValues}
      validate={validate}
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
          <SaveFailedAlert error={form.error} />
          <FormFields fields={definition.formFields} editing={editing} header={header} />
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
 * The create/edit dialog of a list page: the definition's form fields in a formik form checked
 * in the user's language (a resource's with its description's schema). While it is open the
 * typed values stay, whatever the server answers; a refused save shows the server's message
 * above the fields and, when the server named fields, under them.
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
      size="lg"
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
