import { Alert, Box, Heading, HStack, Link, Stack, Tabs } from '@chakra-ui/react';
import { Form, Formik, type FormikProps } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import {
  ConflictBanner,
  PermissionButton,
  saveForms,
  useConfirm,
  type ConflictBannerItem,
  type ConflictChoice,
  type FormRow,
  type SaveableForm,
} from '../../design-system';
import type { MergeConflict } from '../../domain/engine/merge';
import {
  permissionCode,
  type CustomAction,
  type Endpoint,
  type LineWriteEndpoints,
  type ResourceDescription,
} from '../../domain/engine/resource';
import { callOf, endpointsOf, readPrefixesOf } from '../../domain/engine/address';
import { useI18n } from '../i18n';
import { registerFeature } from '../store/features';
import type { ListFormState } from '../store/listPages';
import type { RootState } from '../store/reducer';
import { selectCurrentUser } from '../store/selectors';
import {
  readKey,
  selectRead,
  selectWrite,
  writeRequest,
  type WriteEntry,
  type WriteError,
} from '../store/resources';
import { lockedMessage } from '../../domain/engine/messages';
import { languageOf } from '../../domain/engine/text';
import { definitionOf } from './definition';
import { engineFeature } from './feature';
import {
  FormFields,
  formValidator,
  initialFormValues,
  SaveFailedAlert,
  ServerFieldErrors,
} from './form';
import { ActionButton, ActionResultDialog, useActionRunner } from './actions';
import { cellText, columnLovCodes } from './cells';
import { engineLabels, useText } from './labels';
import { useLovValues } from './lovValues';
import { contentOf, LineSet, type Read } from './LineSet';
import { ListFormDialog } from './ListFormDialog';
import { offeredFor } from './ListPage';
import { fillRoute } from './routes';
import {
  mergeDetail,
  mergeLines,
  resolveDetail,
  splitLineKey,
  type DetailSide,
  type LineChanges,
  type LineRow,
  type MergeLineSet,
} from './detailMerge';
import type { ListPageDefinition, ListRow } from './types';
import { useRead, useReadPromise } from './useRead';

registerFeature(engineFeature);

/** What a removal of a line written apart sends: HZERO's id list, one line, or a list of lines. */
function removalBody(writes: LineWriteEndpoints | undefined, line: ListRow): unknown {
  if (writes?.ids) return [line[writes.ids]];
  return writes?.removeOne ? line : [line];
}

/** Most lines a detail page reads per line set. */
export const MAX_DETAIL_LINES = 1000;

/** Props of {@link DetailPage}. */
export interface DetailPageProps {
  /** The header resource. */
  resource: ResourceDescription;
  /**
   * The resource whose permission codes guard the page: the header itself, or for a line
   * resource with a page of its own (a code rule's distribution) the header it belongs to.
   */
  owner?: ResourceDescription;
  /** The detail route of the header a line resource belongs to (its Back link). */
  parentRoute?: string;
  /** The route's parameters: the row's id, or unique fields that find it. */
  params: Readonly<Record<string, string>>;
  /** A line resource: the description of each line set, by key. */
  lineResources: Readonly<Record<string, ResourceDescription>>;
}

/** How a line set's lines are read. */
const LINE_QUERY = { page: 0, size: MAX_DETAIL_LINES };

interface LineDialog {
  set: string;
  form: ListFormState;
}

const EMPTY_LINES: readonly LineRow[] = [];

const CLOSED: ListFormState = {
  open: false,
  mode: 'create',
  row: null,
  saving: false,
  error: null,
};

/** Where the header row is read: by id, or by the route's other parameters. */
function headerRead(resource: ResourceDescription, params: Readonly<Record<string, string>>) {
  const id = params[resource.idField];
  const endpoints = endpointsOf(resource);
  return id !== undefined
    ? callOf(endpoints.get, id)
    : { path: endpoints.list.path, query: { ...params, page: 0, size: 20 } };
}

/** The header row of a read's answer: the row itself, or the listed row the parameters name. */
function rowOf(answer: unknown, params: Readonly<Record<string, string>>): ListRow | undefined {
  const data = answer as ListRow | undefined;
  if (!data || !Array.isArray(data.content)) return data;
  // Text filters match a part: the row is the one whose values are the parameters.
  return (data.content as ListRow[]).find((candidate) =>
    Object.entries(params).every(([name, value]) => String(candidate[name]) === value),
  );
}

/** A line set of the page. */
interface PageLineSet {
  key: string;
  resource: ResourceDescription;
  definition: ListPageDefinition;
}

/** A value of a conflict as the banner shows it. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The conflicts of a merge as the banner lists them: where, and both values. */
function useConflictItems(
  conflicts: readonly MergeConflict[],
  changes: LineChanges,
  storedLines: readonly (ListRow[] | undefined)[],
  sets: readonly PageLineSet[],
  definition: ListPageDefinition,
): ConflictBannerItem[] {
  const { t } = useI18n();
  const text = useText();
  return useMemo(() => {
    const fieldTitle = (of: ListPageDefinition, name: string) => {
      const field = of.formFields.find((each) => each.name === name);
      const column = of.columns.find((each) => each.field === name);
      return field ? text(field.label) : column ? text(column.title) : name;
    };
    return conflicts.map((conflict, index): ConflictBannerItem => {
      const { path } = conflict;
      if (path.part === 'header') {
        return {
          id: String(index),
          label: fieldTitle(definition, path.field),
          mine: shown(conflict.mine),
          theirs: shown(conflict.theirs),
        };
      }
      const { set: setKey, id } = splitLineKey(path.key);
      const at = sets.findIndex((each) => each.key === setKey);
      const set = sets[at];
      const idField = set?.resource.idField ?? '';
      const line =
        changes[setKey]?.find((each) => each.__key === id) ??
        storedLines[at]?.find((each) => String(each[idField]) === id) ??
        ((conflict.mine ?? conflict.theirs) as ListRow | null);
      const name = String(line?.[set?.definition.nameField ?? ''] ?? id);
      const where = set ? `${text(set.resource.title)} · ${name}` : name;
      if (path.field === null) {
        const state = (value: unknown) =>
          t(value === null ? 'engine.detail.merge.removed' : 'engine.detail.merge.changed');
        return {
          id: String(index),
          label: where,
          mine: state(conflict.mine),
          theirs: state(conflict.theirs),
        };
      }
      return {
        id: String(index),
        label: `${where} · ${set ? fieldTitle(set.definition, path.field) : path.field}`,
        mine: shown(conflict.mine),
        theirs: shown(conflict.theirs),
      };
    });
  }, [conflicts, changes, storedLines, sets, definition, t, text]);
}

/** A header saved elsewhere merged with the page: the conflicts left and what to say. */
interface PageMerge {
  conflicts: MergeConflict[];
  notice: 'merged' | 'conflicts';
}

/**
 * The detail page of a header with lines: the header's form, one tab per line set (lines added,
 * changed and deleted here are marked `_status` and kept until saved), and one Save that checks
 * every form (stopping at the first invalid one) and sends the header with its changed lines in
 * one request. A refused save keeps every change on the page and says why. Changes of a line set
 * written apart (`api.lineWrites`) are sent as they are made instead, each at its own address.
 *
 * A save refused as stale (someone saved the record meanwhile) reads their version and merges
 * it with the page against the version the page loaded: without conflicts the merge is saved at
 * once; where both changed the same value, mine stays on the page, theirs is listed beside it,
 * and the merge is saved once the user has chosen for each.
 */
export function DetailPage({
  resource,
  owner = resource,
  parentRoute,
  params,
  lineResources,
}: DetailPageProps) {
  const { t, locale } = useI18n();
  const text = useText();
  const dispatch = useDispatch();
  const labels = useMemo(() => engineLabels(t), [t]);
  const definition = useMemo(() => definitionOf(resource, params), [resource, params]);
  const read = headerRead(resource, params);
  const entry = useRead(read.path, read.query);
  const row = rowOf(entry?.data, params);
  const id = row?.[resource.idField];
  const endpoints = useMemo(() => endpointsOf(resource), [resource]);
  const reads = useMemo(() => readPrefixesOf(resource), [resource]);
  const writeId = `${definition.id}:detail`;
  const write = useSelector((state: RootState) => selectWrite(state, writeId));
  const formRef = useRef<FormikProps<ListRow>>(null);
  const headerLovValues = useLovValues(columnLovCodes(definition.columns));
  const user = useSelector(selectCurrentUser);

  const sets = useMemo(
    () =>
      (resource.lines ?? []).flatMap((set) => {
        const lineResource = lineResources[set.key];
        return lineResource
          ? [{ key: set.key, resource: lineResource, definition: definitionOf(lineResource) }]
          : [];
      }),
    [resource, lineResources],
  );
  const [changes, setChanges] = useState<LineChanges>({});
  const [dialog, setDialog] = useState<LineDialog | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [merge, setMerge] = useState<PageMerge | null>(null);
  const [merging, setMerging] = useState(false);
  // The stale refusal a merge answered (not shown again), and the last one a merge was tried for.
  const [mergedError, setMergedError] = useState<WriteError | null>(null);
  const tried = useRef<WriteError | null>(null);
  const readPromise = useReadPromise();
  const lineRead = useCallback(
    (set: string): Read | undefined => {
      const endpoint = endpoints.lines[set];
      if (id === undefined || !endpoint) return undefined;
      const call = callOf(endpoint, String(id));
      return { path: call.path, query: { ...call.query, ...LINE_QUERY } };
    },
    [endpoints, id],
  );
  const mergeSets = useMemo<MergeLineSet[]>(
    () => sets.map((set) => ({ key: set.key, idField: set.resource.idField })),
    [sets],
  );
  const storedLines = useSelector(
    (state: RootState) =>
      sets.map((set) => {
        const lines = lineRead(set.key);
        return lines
          ? contentOf(selectRead(state, readKey(lines.path, lines.query))?.data)
          : undefined;
      }),
    shallowEqual,
  );

  // A line written apart (`api.lineWrites`): the write, the line it is for, the last one seen done.
  const lineWriteId = `${definition.id}:line`;
  const lineWrite = useSelector((state: RootState) => selectWrite(state, lineWriteId));
  // Kept here, not in the tabs: a save reloads the row and remounts them.
  const [chosenSet, setChosenSet] = useState<string | null>(null);
  const [lineWriting, setLineWriting] = useState<{ set: string; key: string } | null>(null);
  const [lineWriteSeen, setLineWriteSeen] = useState<WriteEntry | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();

  /** Sends a row or form action: the row's id (and the values its dialog asked for). */
  const sendAction = useCallback(
    (action: CustomAction, _target: void, asked?: ListRow) => {
      const endpoint = endpoints.actions[action.key];
      if (!endpoint) return;
      dispatch(
        writeRequest({
          id: `${definition.id}:${action.key}`,
          method: endpoint.method === 'GET' ? 'POST' : endpoint.method,
          // A form action sends the values as the form holds them (not saved yet).
          ...(action.on === 'form'
            ? { path: endpoint.path, body: { ...row, ...formRef.current?.values } }
            : {
                path: callOf(endpoint, String(id), row ?? {}).path,
                body: { ...asked, [resource.idField]: row?.[resource.idField] },
              }),
          invalidate: reads,
          // Its dialog says why an action with values failed, beside what was typed.
          ...(asked ? { fields: Object.keys(action.form ?? {}) } : { notifyFailure: true }),
        }),
      );
    },
    [definition.id, dispatch, endpoints, id, reads, resource.idField, row],
  );
  const actionWriteId = useCallback(
    (action: CustomAction) => `${definition.id}:${action.key}`,
    [definition.id],
  );
  const { run: runAction, dialog: actionDialog } = useActionRunner<void>({
    resource,
    writeId: actionWriteId,
    confirm,
    send: sendAction,
  });
  if (lineWrite.status === 'done' && lineWrite !== lineWriteSeen) {
    setLineWriteSeen(lineWrite);
    const written = lineWriting;
    if (written) {
      setChanges((current) => ({
        ...current,
        [written.set]: (current[written.set] ?? []).filter((line) => line.__key !== written.key),
      }));
    }
    setLineWriting(null);
    setDialog(null);
  }

  // A save that went through leaves nothing unsaved.
  const [savedResult, setSavedResult] = useState<unknown>(undefined);
  if (write.status === 'done' && write.result !== savedResult) {
    setSavedResult(write.result);
    setChanges({});
    setProblem(null);
  }

  const shownFields = definition.detailFields ?? definition.formFields;
  const validate = useMemo(
    () => formValidator(definition.formFields, resource, 'update', row ?? null, locale),
    [definition, resource, row, locale],
  );
  const [initialValues, setInitialValues] = useState<ListRow | null>(null);
  const [shownVersion, setShownVersion] = useState<unknown>(undefined);
  // While a merge reads their version, the form keeps what the user typed.
  if (row && !merging && row.objectVersionNumber !== shownVersion) {
    setShownVersion(row.objectVersionNumber);
    setInitialValues(initialFormValues(shownFields, row));
  }

  const change = useCallback((set: string, line: LineRow) => {
    setChanges((current) => {
      const list = (current[set] ?? []).filter((item) => item.__key !== line.__key);
      const dropped = line._status === 'delete' && line.__key.startsWith('new-');
      return { ...current, [set]: dropped ? list : [...list, line] };
    });
  }, []);

  /**
   * Sends a write of a line set written apart; `line` is the line it changes. A line saved at an
   * address that does not name the header names it in its parent field.
   */
  const writeLine = (set: string, endpoint: Endpoint, body: unknown, line: LineRow) => {
    if (id === undefined) return;
    setLineWriting({ set, key: line.__key });
    const parentField = sets.find((item) => item.key === set)?.resource.parent?.field;
    const sent =
      parentField && !endpoint.path.includes('{id}') && !Array.isArray(body)
        ? { ...(body as ListRow), [parentField]: id }
        : body;
    dispatch(
      writeRequest({
        id: lineWriteId,
        method: endpoint.method === 'GET' ? 'POST' : endpoint.method,
        path: callOf(endpoint, String(id)).path,
        body: endpoint.many ? [sent] : sent,
        invalidate: reads,
        // A refused removal is told in a notice; a refused line save shows in its dialog.
        notifyFailure: endpoint === endpoints.lineWrites[set]?.remove,
        fields: sets.find((item) => item.key === set)?.definition.formFields.map((f) => f.name),
      }),
    );
  };

  const openLineDialog = (set: string, form: ListFormState) => {
    setLineWriting(null);
    setDialog({ set, form });
  };

  /** Deletes a line: at once, after a confirmation, where its set removes lines apart. */
  const removeLine = (set: string, line: LineRow) => {
    const remove = endpoints.lineWrites[set]?.remove;
    const shown = sets.find((item) => item.key === set)?.definition;
    if (!remove || !shown || line._status === 'create') {
      change(set, { ...line, _status: 'delete' });
      return;
    }
    const { __key: _key, _status: _ignored, ...stored } = line;
    void confirm({
      title: t('engine.deleteOne', { name: String(line[shown.nameField] ?? '') }),
      description: t('engine.deleteDescription'),
      danger: true,
      labels: { ok: t('engine.delete'), cancel: t('engine.cancel') },
      onOk: () => writeLine(set, remove, removalBody(endpoints.lineWrites[set], stored), line),
    });
  };

  /** Saves the page, or a merge (`merged`) the form has not shown yet. */
  const save = async (merged?: { values: ListRow; changes: LineChanges; row: ListRow }) => {
    const form = formRef.current;
    const header = merged?.row ?? row;
    if (!form || !header) return;
    const values = merged?.values ?? form.values;
    const lineChanges = merged?.changes ?? changes;
    const forms: SaveableForm[] = [
      {
        name: 'header',
        validate: async () => {
          const errors = await form.validateForm(values);
          void form.submitForm();
          return errors;
        },
        values: values as FormRow,
      },
      ...sets.map((set) => ({
        name: set.key,
        validate: async () => ({}),
        values: (lineChanges[set.key] ?? []) as FormRow[],
        excludedFields: [set.resource.idField],
      })),
    ];
    const result = await saveForms(forms);
    if (!result.ok) {
      setProblem(result.failures[0]?.message ?? null);
      return;
    }
    setProblem(null);
    // A save of the user's own says nothing more about an earlier merge.
    if (!merged) setMerge(null);
    const body: ListRow = { ...header, ...values };
    for (const set of sets) {
      const lines = (result.rowsByForm[set.key] ?? []).map((line) => {
        const { __key: _key, ...rest } = line as LineRow;
        return rest;
      });
      // A set written apart is part of the header's save only with changes of its own there.
      if (lines.length > 0 || !endpoints.lineWrites[set.key]) body[set.key] = lines;
    }
    const saving = callOf(endpoints.save, String(header[resource.idField]), body);
    dispatch(
      writeRequest({
        id: writeId,
        method: saving.method === 'POST' ? 'POST' : 'PUT',
        path: saving.path,
        body: endpoints.save.many ? [body] : body,
        invalidate: reads,
        fields: definition.formFields.map((field) => field.name),
      }),
    );
  };

  /** Reads the version saved elsewhere and merges it with the page (see the page's doc). */
  const mergeWithSaved = async (refusal: WriteError) => {
    const form = formRef.current;
    if (!form || !row) return;
    const lines = (of: (stored: readonly ListRow[], index: number) => readonly ListRow[]) =>
      Object.fromEntries(sets.map((set, index) => [set.key, of(storedLines[index] ?? [], index)]));
    const base: DetailSide = {
      values: initialFormValues(shownFields, row),
      lines: lines((stored) => stored),
    };
    const mine: DetailSide = {
      values: form.values,
      lines: lines((stored, index) =>
        mergeLines(stored, changes[sets[index]!.key] ?? [], sets[index]!.resource.idField).filter(
          (line) => line._status !== 'delete',
        ),
      ),
    };
    setMerging(true);
    try {
      const [answer, ...answers] = await Promise.all([
        readPromise(read.path, read.query, true),
        ...sets.map((set) => {
          const lines = lineRead(set.key);
          return readPromise(lines?.path ?? '', lines?.query ?? LINE_QUERY, true);
        }),
      ]);
      const theirRow = rowOf(answer, params);
      if (!theirRow) return;
      const theirs: DetailSide = {
        values: initialFormValues(shownFields, theirRow),
        lines: lines((_stored, index) => contentOf(answers[index]) ?? []),
      };
      const result = mergeDetail(mergeSets, base, mine, theirs);
      setMergedError(refusal);
      setChanges(result.changes);
      setShownVersion(theirRow.objectVersionNumber);
      setInitialValues(result.values);
      setMerge({
        conflicts: result.conflicts,
        notice: result.conflicts.length > 0 ? 'conflicts' : 'merged',
      });
      if (result.conflicts.length === 0) {
        void save({ values: result.values, changes: result.changes, row: theirRow });
      }
    } catch {
      // Their version could not be read (the record is gone): the refusal stays on the page.
    } finally {
      setMerging(false);
    }
  };

  const staleError =
    write.status === 'failed' && write.error?.code === 'error.optimistic_lock' ? write.error : null;
  useEffect(() => {
    if (!staleError || tried.current === staleError) return;
    tried.current = staleError;
    void mergeWithSaved(staleError);
    // Runs once per refusal; the merge reads the page as it is at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [staleError]);

  /** Applies the user's choice for one conflict (or, with no index, for all of them). */
  const choose = (choice: ConflictChoice, index?: number) => {
    const form = formRef.current;
    if (!form || !merge || !row) return;
    let state = { values: form.values, changes, conflicts: merge.conflicts };
    if (index === undefined) {
      while (state.conflicts.length > 0) state = resolveDetail(mergeSets, state, 0, choice);
    } else {
      state = resolveDetail(mergeSets, state, index, choice);
    }
    if (state.values !== form.values) void form.setValues(state.values);
    setChanges(state.changes);
    setMerge({
      conflicts: state.conflicts,
      notice: state.conflicts.length > 0 ? 'conflicts' : 'merged',
    });
    if (state.conflicts.length === 0) {
      void save({ values: state.values, changes: state.changes, row });
    }
  };

  const title = text(resource.title);
  const nameColumn = definition.columns.find((column) => column.field === resource.nameField);
  const rowName = nameColumn
    ? cellText(nameColumn, row?.[resource.nameField], { t, text, lovValues: headerLovValues })
    : String(row?.[resource.nameField] ?? '');
  const listRoute = resource.route
    ? fillRoute(resource.route, params)
    : parentRoute && row
      ? fillRoute(parentRoute, row)
      : undefined;
  const rowActions = (resource.customActions ?? []).filter(
    (action: CustomAction) =>
      (action.on === 'row' || action.on === 'form') && row && offeredFor(action, row),
  );
  const pending = Object.values(changes).reduce((sum, list) => sum + list.length, 0);
  const conflicts = merge?.conflicts ?? [];
  const conflictItems = useConflictItems(conflicts, changes, storedLines, sets, definition);
  // A shared resource's platform rows are read here and changed only by the platform, and a
  // locked row is kept as it is.
  const locked = row ? lockedMessage(resource, row, languageOf(locale)) : undefined;
  const readOnly =
    locked !== undefined ||
    (resource.tenancy === 'shared' && row !== undefined && row.tenantId !== user?.tenantId);

  if (entry?.status === 'ready' && !row) {
    return (
      <Stack gap="4" p="4">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('engine.detail.notFound')}</Alert.Title>
        </Alert.Root>
        {listRoute ? (
          <Link asChild>
            <RouterLink to={listRoute}>{t('engine.detail.back')}</RouterLink>
          </Link>
        ) : null}
      </Stack>
    );
  }

  const dialogSet = dialog ? sets.find((set) => set.key === dialog.set) : undefined;

  return (
    <Stack gap="4" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {row ? `${title} · ${rowName}` : title}
        </Heading>
        <HStack gap="2">
          {listRoute ? (
            <Link asChild fontSize="sm">
              <RouterLink to={listRoute}>{t('engine.detail.back')}</RouterLink>
            </Link>
          ) : null}
          {rowActions.map((action) => (
            <ActionButton
              key={action.key}
              writeId={`${definition.id}:${action.key}`}
              codes={[permissionCode(owner, action.key)]}
              onClick={() => runAction(action)}
            >
              {text(action.label)}
            </ActionButton>
          ))}
          {readOnly ? null : (
            <PermissionButton
              codes={[permissionCode(owner, 'edit')]}
              colorPalette="blue"
              loading={write.status === 'running' || merging}
              disabled={!row || conflicts.length > 0}
              onClick={() => void save()}
            >
              {t('engine.detail.saveAll')}
            </PermissionButton>
          )}
        </HStack>
      </HStack>
      {readOnly ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{locked ?? t('engine.detail.platformRow')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {pending > 0 ? (
        <Box fontSize="sm" color="fg.muted" aria-live="polite">
          {t('engine.detail.unsaved', { count: pending })}
        </Box>
      ) : null}
      {problem ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}
      {merge ? (
        <Alert.Root status={merge.notice === 'merged' ? 'info' : 'warning'} role="alert">
          <Alert.Indicator />
          <Alert.Title>{t(`engine.detail.merge.${merge.notice}`)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <ConflictBanner
        count={conflicts.length}
        items={conflictItems}
        labels={{
          title: t('engine.detail.merge.title'),
          description: t('engine.detail.merge.description'),
          mine: t('engine.detail.merge.mine'),
          theirs: t('engine.detail.merge.theirs'),
          empty: t('engine.detail.merge.empty'),
          keepMine: t('engine.detail.merge.keepMine'),
          takeTheirs: t('engine.detail.merge.takeTheirs'),
          keepAllMine: t('engine.detail.merge.keepAllMine'),
          takeAllTheirs: t('engine.detail.merge.takeAllTheirs'),
        }}
        onChoose={(index, choice) => choose(choice, Number(index))}
        onKeepAllMine={() => choose('mine')}
        onTakeAllTheirs={() => choose('theirs')}
      />
      <SaveFailedAlert error={write.error === mergedError ? null : write.error} />
      {initialValues ? (
        <Formik<ListRow>
          innerRef={formRef}
          initialValues={initialValues}
          enableReinitialize
          validate={validate}
          onSubmit={(_values, helpers) => helpers.setSubmitting(false)}
        >
          <Form noValidate aria-label={t('engine.detail.header')}>
            <ServerFieldErrors fields={write.error?.fields} />
            <FormFields fields={shownFields} editing readOnly={readOnly} columns={2} />
          </Form>
        </Formik>
      ) : null}
      {sets.length > 0 && row ? (
        <Tabs.Root
          value={chosenSet ?? sets[0]?.key}
          onValueChange={(details) => setChosenSet(details.value)}
          variant="line"
        >
          <Tabs.List>
            {sets.map((set) => (
              <Tabs.Trigger key={set.key} value={set.key}>
                {text(set.resource.title)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {sets.map((set) => (
            <Tabs.Content key={set.key} value={set.key}>
              <LineSet
                definition={set.definition}
                readOnly={readOnly}
                read={lineRead(set.key)}
                changed={changes[set.key] ?? EMPTY_LINES}
                labels={labels}
                header={row}
                onAdd={() => openLineDialog(set.key, { ...CLOSED, open: true, mode: 'create' })}
                onEdit={(line) =>
                  openLineDialog(set.key, { ...CLOSED, open: true, mode: 'edit', row: line })
                }
                onRemove={(line) => removeLine(set.key, line)}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
      {rowActions.map((action) => (
        <ActionResultDialog
          key={action.key}
          writeId={`${definition.id}:${action.key}`}
          title={text(action.label)}
          columns={action.resultColumns}
        />
      ))}
      {actionDialog}
      {confirmDialog}
      {dialog && dialogSet ? (
        <ListFormDialog
          definition={dialogSet.definition}
          form={
            lineWriting?.set === dialog.set
              ? {
                  ...dialog.form,
                  saving: lineWrite.status === 'running',
                  error: lineWrite.status === 'failed' ? lineWrite.error : null,
                }
              : dialog.form
          }
          header={row}
          onClose={() => {
            setDialog(null);
            setLineWriting(null);
          }}
          onSubmit={(values) => {
            const editing = dialog.form.mode === 'edit' ? (dialog.form.row as LineRow) : undefined;
            const apart = endpoints.lineWrites[dialog.set];
            const endpoint =
              editing && editing._status !== 'create' ? apart?.update : apart?.create;
            if (endpoint) {
              const { __key: _key, _status: _ignored, ...stored } = editing ?? { __key: '' };
              // HZERO's id lists (`ids`): the new line's value alone, in a list.
              const body = apart?.ids ? [values[apart.ids]] : { ...stored, ...values };
              writeLine(dialog.set, endpoint, body, editing ?? { __key: '' });
              return;
            }
            change(dialog.set, {
              ...(editing ?? {}),
              ...values,
              _status: editing && editing._status !== 'create' ? 'update' : 'create',
              __key: editing?.__key ?? `new-${Date.now()}-${Math.random().toString(36).slice(2)}`,
            });
            setDialog(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
