import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import {
  actionFormOf,
  type CustomAction,
  type ResourceDescription,
} from '../../domain/engine/resource';
import { useI18n } from '../i18n';
import type { RootState } from '../store/reducer';
import { selectWrite } from '../store/resources';
import { definitionOf } from './definition';
import {
  FormFields,
  formValidator,
  initialFormValues,
  SaveFailedAlert,
  ServerFieldErrors,
} from './form';
import { useText } from './labels';
import type { ListRow } from './types';

/** Props of {@link ActionFormDialog}. */
export interface ActionFormDialogProps {
  /** The resource whose action runs. */
  resource: ResourceDescription;
  /** The action, with the fields it asks for (`form`). */
  action: CustomAction;
  /** The id of the action's write (its state: running, failed with why, done). */
  writeId: string;
  /** The user closes the dialog, or the action is done. */
  onClose: () => void;
  /** The values passed validation: run the action with them. */
  onSubmit: (values: ListRow) => void;
}

function ActionForm({ resource, action, writeId, onClose, onSubmit }: ActionFormDialogProps) {
  const { t, locale } = useI18n();
  const text = useText();
  const form = useMemo(() => actionFormOf(resource, action) ?? resource, [resource, action]);
  const definition = useMemo(() => definitionOf(form), [form]);
  const [initialValues] = useState(() =>
    initialFormValues(definition.formFields, null, definition.defaultValues),
  );
  const validate = useMemo(
    () => formValidator(definition.formFields, form, 'create', null, locale),
    [definition, form, locale],
  );
  const write = useSelector((state: RootState) => selectWrite(state, writeId));
  // Done once the action asked here has answered, not when an earlier run had.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current && write.status === 'done') onClose();
  }, [write.status, onClose]);
  const title = text(action.label);
  return (
    <Formik<ListRow>
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        sent.current = true;
        onSubmit(values);
      }}
    >
      <Form noValidate aria-label={title}>
        <ServerFieldErrors fields={write.status === 'failed' ? write.error?.fields : undefined} />
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {action.confirm ? <Text mb="4">{text(action.confirm)}</Text> : null}
          <SaveFailedAlert error={write.status === 'failed' ? write.error : null} />
          <FormFields fields={definition.formFields} editing={false} />
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={write.status === 'running'}>
            {t('engine.cancel')}
          </Button>
          <Button type="submit" colorPalette="blue" loading={write.status === 'running'}>
            {title}
          </Button>
        </Dialog.Footer>
      </Form>
    </Formik>
  );
}

/**
 * The dialog of a custom action that asks for values before it runs (a refund's amount, a
 * refusal's reason): its fields checked in the user's language as the server checks them; a
 * refusal shows above (and, by field, under) the inputs and keeps what was typed; it closes
 * once the action is done.
 */
export function ActionFormDialog(props: ActionFormDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      motionPreset="none"
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <ActionForm {...props} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
