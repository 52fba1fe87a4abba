import { Button, Dialog, HStack, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormikContext, type FormikContextType } from 'formik';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  DateField,
  DateTimeField,
  FlagField,
  FormItem,
  Lov,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  lazyWithStandIn,
  leftByUser,
  type LovDataQuery,
  type LovView,
  type ResolvedLovView,
} from '../../design-system';
import type { ReferenceField } from '../../domain/engine/fields';
import { viewCodeOf } from '../../domain/engine/resource';
import { LANGUAGES, type Language } from '../../domain/engine/text';
import { useI18n } from '../i18n';
import { LOV_VIEW_PATH } from '../services/hpfm';
import { uploadRequest } from '../store/resources';
import { lovLabels, useText } from './labels';
import type { LovValue } from './lovValues';
import type { ListFormField, ListRow } from './types';
import { useReadPromise } from './useRead';

/** The BPMN input: it and the diagram it shows load only with a form holding a process. */
const BpmnInput = lazyWithStandIn(() => import('./BpmnInput'));

/** The translations read. */
const MULTI_LANGUAGE_PATH = '/hpfm/v1[/{tenantId}]/multi-language';

/** A reference field of the form whose rows are under the row this one picks (`within`). */
export interface ReferenceWithin {
  name: string;
  /** The field holding its shown value. */
  shown: string;
}

/** The reference fields of `fields` whose rows are under the row `name` picks. */
export function referencesWithin(
  name: string,
  fields: readonly ListFormField[],
): ReferenceWithin[] {
  return fields.flatMap((item) =>
    item.field?.kind === 'reference' && item.field.within === name
      ? [{ name: item.name, shown: item.field.displayAs ?? item.field.display }]
      : [],
  );
}

/** Props of {@link FieldInput}. */
export interface FieldInputProps {
  field: ListFormField;
  readOnly: boolean;
  /** Values of the value lists that select fields read, by code. */
  lovValues: Readonly<Record<string, readonly LovValue[]>>;
  /** A line's saved header, which a field may depend on. */
  header?: ListRow;
  /** Of a reference: the form's references within its row, emptied when it changes. */
  dependents?: readonly ReferenceWithin[];
}

/** A field's error once it was touched or the form submitted, as formik's own fields show it. */
function shownError(
  name: string,
  form: Pick<FormikContextType<ListRow>, 'errors' | 'touched' | 'submitCount'>,
): string | undefined {
  const error = form.errors[name];
  return (form.touched[name] || form.submitCount > 0) && typeof error === 'string'
    ? error
    : undefined;
}

/** A query URL split into the path and its query (`/path?enabledFlag=1`). */
function splitUrl(url: string): [string, Record<string, string>] {
  const [path = '', search = ''] = url.split('?');
  return [path, Object.fromEntries(new URLSearchParams(search))];
}

function ReferenceInput({
  field,
  reference,
  readOnly,
  dependents = [],
}: {
  field: ListFormField;
  reference: ReferenceField;
  readOnly: boolean;
  dependents?: readonly ReferenceWithin[];
}) {
  const { t } = useI18n();
  const text = useText();
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<ListRow>();
  const read = useReadPromise();
  const [module = '', name = ''] = reference.resource.split('/');
  const shownField = reference.displayAs ?? reference.display;
  const loadView = useCallback(
    (viewCode: string) =>
      read(LOV_VIEW_PATH, { viewCode }).then(
        (view) => view as LovView,
        () => null,
      ),
    [read],
  );
  const within = reference.within;
  const withinValue = within === undefined ? undefined : values[within];
  const waiting = within !== undefined && (withinValue === undefined || withinValue === null);
  const loadData = useCallback(
    (view: ResolvedLovView, query: LovDataQuery) => {
      const [template, fixed] = splitUrl(String((view as { queryUrl?: string }).queryUrl ?? ''));
      // The rows under the row the form names (`apis/{permissionId}/fields`).
      const path =
        within === undefined
          ? template
          : template.replaceAll(`{${within}}`, encodeURIComponent(String(withinValue ?? '')));
      return read(path, {
        ...fixed,
        ...query.filter,
        ...reference.lovQuery,
        page: query.page,
        size: query.size,
      }) as never;
    },
    [read, reference.lovQuery, within, withinValue],
  );
  const error = shownError(field.name, { errors, touched, submitCount });
  return (
    <FormItem
      label={text(field.label)}
      required={field.required}
      readOnly={readOnly}
      error={error}
      helperText={field.help ? text(field.help) : undefined}
    >
      {(aria) => (
        <Lov
          {...aria}
          name={field.name}
          viewCode={viewCodeOf({ module, name })}
          value={values[field.name]}
          displayValue={(values[shownField] as string | null | undefined) ?? null}
          disabled={readOnly || waiting}
          loadView={loadView}
          loadData={loadData}
          labels={lovLabels(t)}
          onChange={(value, record) => {
            // The picks of rows under the former row are another's rows now.
            if ((value ?? null) !== (values[field.name] ?? null)) {
              for (const other of dependents) {
                void setFieldValue(other.name, null);
                void setFieldValue(other.shown, null);
              }
            }
            void setFieldValue(field.name, value ?? null);
            void setFieldValue(shownField, record ? (record[reference.display] ?? null) : null);
            void setFieldTouched(field.name, true, false);
          }}
        />
      )}
    </FormItem>
  );
}

/**
 * A translated text: the input edits the text in the user's language; "Languages" opens every
 * language's text (read from `multi-language` for a saved row), kept in the form's `_tls`.
 */
function TranslatedInput({ field, readOnly }: { field: ListFormField; readOnly: boolean }) {
  const { t, locale } = useI18n();
  const text = useText();
  const { values, setFieldValue } = useFormikContext<ListRow>();
  const read = useReadPromise();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Partial<Record<Language, string>>>({});
  const label = text(field.label);
  const tls = (values._tls ?? {}) as Record<string, Partial<Record<Language, string>>>;
  const multiline = field.field?.kind === 'tl' && field.field.multiline === true;

  const openEditor = async () => {
    const given = tls[field.name];
    let texts: Partial<Record<Language, string>> = given ?? {};
    if (!given && typeof values._token === 'string') {
      const answer = (await read(
        MULTI_LANGUAGE_PATH,
        {
          fieldName: field.name,
          _token: values._token,
        },
        true,
      ).catch(() => [])) as { code: string; value: string }[];
      texts = Object.fromEntries(answer.map((item) => [item.code, item.value]));
    }
    const current = values[field.name];
    setDraft({
      ...texts,
      [locale]: typeof current === 'string' ? current : (texts[locale as Language] ?? ''),
    });
    setOpen(true);
  };

  const apply = () => {
    void setFieldValue('_tls', { ...tls, [field.name]: draft });
    void setFieldValue(field.name, draft[locale as Language] ?? '');
    setOpen(false);
  };

  return (
    <Stack gap="1">
      {multiline ? (
        <TextareaField
          name={field.name}
          label={label}
          required={field.required}
          readOnly={readOnly}
          helperText={field.help ? text(field.help) : undefined}
          fullWidth
        />
      ) : (
        <TextField
          name={field.name}
          label={label}
          required={field.required}
          readOnly={readOnly}
          helperText={field.help ? text(field.help) : undefined}
        />
      )}
      {readOnly ? null : (
        <HStack justify="flex-end">
          <Button size="xs" variant="ghost" onClick={() => void openEditor()}>
            {t('engine.languages', { field: label })}
          </Button>
        </HStack>
      )}
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content aria-label={t('engine.languages', { field: label })}>
              <Dialog.Header>
                <Dialog.Title>{t('engine.languages', { field: label })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {LANGUAGES.map((language) => (
                    <label key={language}>
                      {t(`engine.language.${language}`)}
                      {multiline ? (
                        <Textarea
                          rows={6}
                          value={draft[language] ?? ''}
                          onChange={(event) =>
                            setDraft({ ...draft, [language]: event.target.value })
                          }
                        />
                      ) : (
                        <Input
                          value={draft[language] ?? ''}
                          onChange={(event) =>
                            setDraft({ ...draft, [language]: event.target.value })
                          }
                        />
                      )}
                    </label>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  {t('engine.cancel')}
                </Button>
                <Button colorPalette="blue" onClick={apply}>
                  {t('engine.ok')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

/** A file: its stored address, and a button that uploads a chosen file in its place. */
function FileInput({
  field,
  bucket,
  readOnly,
}: {
  field: ListFormField;
  bucket: string;
  readOnly: boolean;
}) {
  const { t } = useI18n();
  const text = useText();
  const dispatch = useDispatch();
  const { values, errors, submitCount, touched, setFieldValue, setFieldTouched } =
    useFormikContext<ListRow>();
  const [busy, setBusy] = useState(false);
  const value = values[field.name];
  const error = shownError(field.name, { errors, touched, submitCount });
  const choose = (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    dispatch(
      uploadRequest({
        file,
        fileName: file.name,
        bucket,
        directory: field.name,
        resolve: (url) => {
          setBusy(false);
          void setFieldValue(field.name, url);
          void setFieldTouched(field.name, true, false);
        },
        reject: () => setBusy(false),
      }),
    );
  };
  return (
    <FormItem
      label={text(field.label)}
      required={field.required}
      readOnly={readOnly}
      error={error}
      helperText={field.help ? text(field.help) : undefined}
    >
      {(aria) => (
        <HStack gap="2">
          <Input
            {...aria}
            name={field.name}
            readOnly
            value={typeof value === 'string' ? value : ''}
          />
          {readOnly ? null : (
            <Button asChild variant="outline" loading={busy}>
              <label>
                {t('engine.chooseFile')}
                <input type="file" hidden onChange={(event) => choose(event.target.files?.[0])} />
              </label>
            </Button>
          )}
        </HStack>
      )}
    </FormItem>
  );
}

/** The placeholders `{1}`, `{2}`… of a template, in order. */
function placeholdersIn(template: string): string[] {
  return template.match(/\{[1-9]\}/g) ?? [];
}

/**
 * One input per placeholder of the header's template (`/hpfm/v1/{1}/countries`), under it;
 * the field's value is the inputs' values in order, joined by `separator` (empty when all are).
 */
function PlaceholderInputs({
  field,
  template,
  separator,
  readOnly,
}: {
  field: ListFormField;
  template: string;
  separator: string;
  readOnly: boolean;
}) {
  const { t } = useI18n();
  const text = useText();
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<ListRow>();
  const placeholders = placeholdersIn(template);
  const value = values[field.name];
  const parts = typeof value === 'string' && value !== '' ? value.split(separator) : [];
  const label = text(field.label);
  const change = (index: number, given: string) => {
    const next = placeholders.map((_, at) => (at === index ? given : (parts[at] ?? '')));
    void setFieldValue(field.name, next.every((part) => part === '') ? '' : next.join(separator));
  };
  return (
    <FormItem
      label={label}
      required={field.required}
      readOnly={readOnly}
      error={shownError(field.name, { errors, touched, submitCount })}
      helperText={t('engine.placeholders', { template })}
    >
      {(aria) => (
        <Stack gap="2">
          {placeholders.map((placeholder, index) => (
            <HStack key={placeholder} gap="2">
              <Text as="span" minWidth="8" fontFamily="mono" aria-hidden>
                {placeholder}
              </Text>
              <Input
                {...aria}
                id={index === 0 ? aria.id : undefined}
                aria-label={`${label} ${placeholder}`}
                name={`${field.name}.${index}`}
                readOnly={readOnly}
                value={parts[index] ?? ''}
                onChange={(event) => change(index, event.target.value)}
                onBlur={(event) => {
                  if (leftByUser(event)) void setFieldTouched(field.name, true);
                }}
              />
            </HStack>
          ))}
        </Stack>
      )}
    </FormItem>
  );
}

/** The input of a form field: by its resource field's kind, or by its type. */
export function FieldInput({ field, readOnly, lovValues, header, dependents }: FieldInputProps) {
  const { t } = useI18n();
  const text = useText();
  const common = {
    name: field.name,
    label: text(field.label),
    required: field.required,
    readOnly,
    helperText: field.help ? text(field.help) : undefined,
    fullWidth: field.wide,
  };
  const described = field.field;
  switch (described?.kind ?? field.type) {
    case 'integer':
    case 'number':
      return (
        <NumberField
          {...common}
          min={described?.kind === 'integer' ? described.min : undefined}
          max={described?.kind === 'integer' ? described.max : undefined}
        />
      );
    case 'decimal':
      return <TextField {...common} />;
    case 'date':
      return <DateField {...common} />;
    case 'datetime':
      return <DateTimeField {...common} />;
    case 'flag':
      return <FlagField {...common} />;
    case 'select': {
      const options =
        described?.kind === 'select' && described.lovCode
          ? (lovValues[described.lovCode] ?? []).map((value) => ({
              value: value.value,
              label: value.meaning,
            }))
          : ((described?.kind === 'select' ? described.options : field.options)?.map((option) => ({
              value: option.value,
              label: text(option.label),
            })) ?? []);
      return (
        <SelectField
          {...common}
          placeholder={readOnly ? undefined : t('engine.choose')}
          options={options}
        />
      );
    }
    case 'reference':
      return described?.kind === 'reference' ? (
        <ReferenceInput
          field={field}
          reference={described}
          readOnly={readOnly}
          dependents={dependents}
        />
      ) : null;
    case 'tl':
      return <TranslatedInput field={field} readOnly={readOnly} />;
    case 'longtext':
    case 'textarea':
      return <TextareaField {...common} fullWidth />;
    case 'code':
      return described?.kind === 'code' && described.language === 'bpmn' ? (
        <BpmnInput
          field={field}
          readOnly={readOnly}
          highlight={described.highlight}
          loading={<TextareaField {...common} fullWidth code rows={12} />}
        />
      ) : (
        <TextareaField {...common} fullWidth code rows={12} />
      );
    case 'file':
      return described?.kind === 'file' ? (
        <FileInput field={field} bucket={described.bucket} readOnly={readOnly} />
      ) : null;
    default: {
      const template =
        described?.kind === 'text' && described.placeholdersOf
          ? header?.[described.placeholdersOf.field]
          : undefined;
      if (
        described?.kind === 'text' &&
        described.placeholdersOf &&
        typeof template === 'string' &&
        placeholdersIn(template).length > 0
      ) {
        return (
          <PlaceholderInputs
            field={field}
            template={template}
            separator={described.placeholdersOf.separator}
            readOnly={readOnly}
          />
        );
      }
      return described?.writeOnly ? (
        // Never shown again once stored: empty on edit keeps the stored value.
        <TextField {...common} type="password" autoComplete="new-password" />
      ) : (
        <TextField
          {...common}
          type={described?.kind === 'text' && described.format ? described.format : 'text'}
        />
      );
    }
  }
}
