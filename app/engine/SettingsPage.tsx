import { Alert, Heading, HStack, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PermissionButton } from '../../design-system';
import { permissionCode, type ResourceDescription } from '../../domain/engine/resource';
import { endpointsOf, readPrefixesOf } from '../../domain/engine/address';
import { useI18n } from '../i18n';
import type { RootState } from '../store/reducer';
import { selectWrite, writeRequest } from '../store/resources';
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
import { useRead } from './useRead';

/** Props of {@link SettingsPage}. */
export interface SettingsPageProps {
  /** A singleton resource whose tenant form is one settings object (`api.settings`). */
  resource: ResourceDescription;
}

/**
 * A tenant's settings (a singleton's `api.settings`, HZERO's password policy): the object read
 * at the resource's path in a form, saved whole with PUT at the same path (its id and version
 * when the tenant has its row; none while it has the defaults, which creates it).
 */
export function SettingsPage({ resource }: SettingsPageProps) {
  const { t, locale } = useI18n();
  const text = useText();
  const dispatch = useDispatch();
  const definition = useMemo(() => definitionOf(resource), [resource]);
  const path = endpointsOf(resource).settings?.path;
  const entry = useRead(path, {}, { fresh: true });
  const writeId = `${definition.id}:settings`;
  const write = useSelector((state: RootState) => selectWrite(state, writeId));
  // Kept while a save's read again runs, so the form stays.
  const stored =
    entry?.data && typeof entry.data === 'object' ? (entry.data as ListRow) : undefined;
  const existing = stored?.[resource.idField] !== undefined;
  const validate = useMemo(
    () =>
      formValidator(
        definition.formFields,
        resource,
        existing ? 'update' : 'create',
        stored ?? null,
        locale,
      ),
    [definition, resource, existing, stored, locale],
  );
  const title = text(resource.title);
  return (
    <Stack gap="4" p="4" maxW="3xl">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {entry?.status === 'failed' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{entry.error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {stored && path ? (
        <Formik<ListRow>
          // A saved version (or one read again) starts the form over from it.
          key={String(stored.objectVersionNumber ?? 'default')}
          initialValues={initialFormValues(
            definition.formFields,
            existing ? stored : null,
            existing ? {} : { ...definition.defaultValues, ...stored },
          )}
          validate={validate}
          onSubmit={(values, helpers) => {
            helpers.setSubmitting(false);
            dispatch(
              writeRequest({
                id: writeId,
                method: 'PUT',
                path,
                body: { ...stored, ...values },
                invalidate: readPrefixesOf(resource),
                fields: definition.formFields.map((field) => field.name),
              }),
            );
          }}
        >
          <Form noValidate aria-label={title}>
            <Stack gap="4">
              <ServerFieldErrors fields={write.error?.fields} />
              <SaveFailedAlert error={write.error} />
              <FormFields fields={definition.formFields} editing={existing} columns={2} />
              <HStack>
                <PermissionButton
                  type="submit"
                  codes={[permissionCode(resource, 'edit')]}
                  colorPalette="blue"
                  loading={write.status === 'running'}
                >
                  {t('engine.save')}
                </PermissionButton>
              </HStack>
            </Stack>
          </Form>
        </Formik>
      ) : null}
    </Stack>
  );
}
