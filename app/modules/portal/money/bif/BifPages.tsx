import { Box, Button, Checkbox, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  BIF_LIMITS,
  BIF_LOVS,
  bifIssues,
  EDITABLE_BIF_STATUSES,
  type BifChoices,
  type BifForm,
} from '../../../../../domain/portal/bif';
import { useLovValues, type LovValue } from '../../../../engine/lovValues';
import { useRead, useReadAgain } from '../../../../engine/useRead';
import { useI18n } from '../../../../i18n';
import { MONEY_PATHS, type Bif } from '../../../../services/money';
import {
  draftEdited,
  draftOpened,
  draftSubmitRequested,
  selectDraft,
} from '../../../../store/moneyDrafts';
import type { RootState } from '../../../../store/reducer';
import { selectWrite, writeRequest } from '../../../../store/resources';
import { customerProjectPath, staffProjectPath } from '../../paths';
import { Details, LoadState, PageLink, Section } from '../../views/parts';
import { bifIssueText, byPath } from '../issues';
import {
  DraftSaveLine,
  FieldRow,
  LinkButton,
  MoneyHistory,
  MoneyStatus,
  PlainInput,
  PlainSelect,
  StepNav,
  useIdParam,
} from '../parts';
import { bifDetailPath, bifImportPath, bifStepPath } from '../paths';

/** The steps of the form. */
export const BIF_STEPS = ['product', 'genome', 'groups', 'comparisons', 'review'] as const;

/** The choices of the form's value lists, and what the rules check them with. */
export function useBifChoices(): {
  products: readonly LovValue[];
  species: readonly LovValue[];
  genomes: readonly LovValue[];
  choices: BifChoices;
} {
  const lists = useLovValues([
    BIF_LOVS.analysisProduct,
    BIF_LOVS.species,
    BIF_LOVS.referenceGenome,
  ]);
  return useMemo(() => {
    const products = lists[BIF_LOVS.analysisProduct] ?? [];
    const species = lists[BIF_LOVS.species] ?? [];
    const genomes = lists[BIF_LOVS.referenceGenome] ?? [];
    const loaded = products.length > 0 && species.length > 0 && genomes.length > 0;
    return {
      products,
      species,
      genomes,
      // Until the lists have arrived, the choices are not checked here (the server checks them).
      choices: loaded
        ? {
            products: products.map((item) => item.value),
            species: species.map((item) => item.value),
            genomes: genomes.map((item) => ({
              value: item.value,
              species: item.parentValue ?? null,
            })),
          }
        : {},
    };
  }, [lists]);
}

/** A project's form as read, and its draft while it is edited. */
function useBif(projectId: number | null) {
  const dispatch = useDispatch();
  const path = projectId === null ? undefined : MONEY_PATHS.bif(projectId);
  const entry = useRead(path, {}, { fresh: true });
  const reload = useReadAgain(path);
  const bif = entry?.data as Bif | undefined;
  const draft = useSelector((state: RootState) =>
    projectId === null ? undefined : selectDraft(state, 'bif', projectId),
  );
  useEffect(() => {
    if (!bif || !EDITABLE_BIF_STATUSES.includes(bif.status)) return;
    dispatch(
      draftOpened({
        kind: 'bif',
        id: bif.projectId,
        content: bif.form,
        step: bif.step,
        objectVersionNumber: bif.objectVersionNumber,
      }),
    );
  }, [dispatch, bif]);
  const edit = useCallback(
    (form: BifForm, step?: number) => {
      if (projectId !== null)
        dispatch(draftEdited({ kind: 'bif', id: projectId, content: form, step }));
    },
    [dispatch, projectId],
  );
  return { bif, status: entry?.status, draft, edit, reload };
}

/** What a step of the form gets. */
interface StepProps {
  bif: Bif;
  form: BifForm;
  editable: boolean;
  edit: (form: BifForm) => void;
  staff: boolean;
}

/** Props of a step page. */
export interface BifStepPageProps {
  /** Staff's page of the operators' shell (`/hbif/project/stepN`). */
  staff?: boolean;
}

function BifFrame({
  step,
  staff,
  children,
}: {
  step: number;
  staff: boolean;
  children: (props: StepProps) => ReactNode;
}) {
  const { t } = useI18n();
  const projectId = useIdParam('projectId');
  const { bif, status, draft, edit, reload } = useBif(projectId);
  if (projectId === null) return <Text padding="6">{t('portal.money.bif.missing')}</Text>;
  if (!bif) {
    return (
      <Stack padding="6">
        <LoadState status={status === 'failed' ? 'failed' : 'loading'} onRetry={reload} />
      </Stack>
    );
  }
  const editable = EDITABLE_BIF_STATUSES.includes(bif.status);
  if (editable && !draft) return null;
  const form = editable && draft ? draft.content : bif.form;
  const project = staff ? staffProjectPath(bif.projectId) : customerProjectPath(bif.projectId);
  return (
    <Stack gap="4" padding={staff ? '4' : '6'} maxWidth="6xl">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('portal.money.bif.title', { code: bif.projectCode })}
        </Heading>
        <MoneyStatus kind="bif" status={bif.status} />
        <PageLink to={project}>{bif.projectName}</PageLink>
      </Flex>
      <StepNav
        label={t('portal.money.bif.steps.label')}
        steps={BIF_STEPS.map((name) => t(`portal.money.bif.steps.${name}`))}
        current={step}
        hrefOf={(n) => bifStepPath(n, bif.projectId, staff)}
      />
      {draft && editable ? <DraftSaveLine draft={draft} /> : null}
      {bif.status === 'Returned' ? (
        <Text role="alert" color="fg.error">
          {t('portal.money.bif.returned', { reason: bif.returnReason ?? '' })}
        </Text>
      ) : null}
      {!editable ? <Text role="status">{t('portal.money.bif.submitted')}</Text> : null}
      {children({ bif, form, editable, edit: (next) => edit(next), staff })}
    </Stack>
  );
}

function StepButtons({
  step,
  projectId,
  staff,
}: {
  step: number;
  projectId: number;
  staff: boolean;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Flex gap="3">
      {step > 1 ? (
        <Button variant="outline" onClick={() => navigate(bifStepPath(step - 1, projectId, staff))}>
          {t('portal.money.back')}
        </Button>
      ) : null}
      {step < BIF_STEPS.length ? (
        <Button
          colorPalette="blue"
          onClick={() => navigate(bifStepPath(step + 1, projectId, staff))}
        >
          {t('portal.money.next')}
        </Button>
      ) : null}
    </Flex>
  );
}

function useIssues(bif: Bif, form: BifForm, complete: boolean) {
  const { choices } = useBifChoices();
  return bifIssues(form, { complete, sampleNames: bif.sampleNames, choices });
}

/** Step 1: the analysis product. */
export function BifProductStep({ staff = false }: BifStepPageProps) {
  const { t } = useI18n();
  const { products } = useBifChoices();
  return (
    <BifFrame step={1} staff={staff}>
      {({ bif, form, editable, edit }) => (
        <Stack gap="4" maxWidth="2xl">
          <Text>{t('portal.money.bif.productIntro')}</Text>
          <FieldRow label={t('portal.money.fields.analysisProduct')}>
            {(aria) => (
              <PlainSelect
                {...aria}
                value={form.analysisProduct}
                placeholder={t('portal.money.choose')}
                options={products.map((item) => ({ value: item.value, label: item.meaning }))}
                onChange={(analysisProduct) => editable && edit({ ...form, analysisProduct })}
              />
            )}
          </FieldRow>
          <FieldRow label={t('portal.money.fields.notes')}>
            {(aria) => (
              <Textarea
                {...aria}
                rows={3}
                readOnly={!editable}
                maxLength={BIF_LIMITS.notes}
                value={form.notes ?? ''}
                onChange={(event) => edit({ ...form, notes: event.target.value })}
              />
            )}
          </FieldRow>
          <StepButtons step={1} projectId={bif.projectId} staff={staff} />
        </Stack>
      )}
    </BifFrame>
  );
}

/** Step 2: the species and its reference genome (value lists; the genomes of the species). */
export function BifGenomeStep({ staff = false }: BifStepPageProps) {
  const { t } = useI18n();
  const { species, genomes } = useBifChoices();
  return (
    <BifFrame step={2} staff={staff}>
      {({ bif, form, editable, edit }) => {
        const ofSpecies = genomes.filter((item) => item.parentValue === form.species);
        return (
          <Stack gap="4" maxWidth="2xl">
            <FieldRow label={t('portal.money.fields.species')}>
              {(aria) => (
                <PlainSelect
                  {...aria}
                  value={form.species}
                  placeholder={t('portal.money.choose')}
                  options={species.map((item) => ({ value: item.value, label: item.meaning }))}
                  // Another species' genome does not fit: the genome is chosen again.
                  onChange={(value) =>
                    editable && edit({ ...form, species: value, referenceGenome: null })
                  }
                />
              )}
            </FieldRow>
            <FieldRow
              label={t('portal.money.fields.referenceGenome')}
              help={form.species ? undefined : t('portal.money.bif.speciesFirst')}
            >
              {(aria) => (
                <PlainSelect
                  {...aria}
                  value={form.referenceGenome}
                  placeholder={t('portal.money.choose')}
                  options={ofSpecies.map((item) => ({ value: item.value, label: item.meaning }))}
                  onChange={(referenceGenome) => editable && edit({ ...form, referenceGenome })}
                />
              )}
            </FieldRow>
            <StepButtons step={2} projectId={bif.projectId} staff={staff} />
          </Stack>
        );
      }}
    </BifFrame>
  );
}

/** The groups of a form: a name and the project's samples in it, each sample in one group. */
function GroupsEditor({ bif, form, editable, edit, staff }: StepProps) {
  const { t } = useI18n();
  const issues = byPath(useIssues(bif, form, false));
  const owner = new Map<string, string>();
  for (const group of form.groups) {
    for (const sample of group.samples) owner.set(sample.toLowerCase(), group.name);
  }
  const setGroup = (index: number, group: BifForm['groups'][number]) =>
    edit({ ...form, groups: form.groups.map((item, at) => (at === index ? group : item)) });
  const removeGroup = (index: number) => {
    const name = form.groups[index]?.name.toLowerCase();
    edit({
      ...form,
      groups: form.groups.filter((_, at) => at !== index),
      comparisons: form.comparisons.filter(
        (item) => item.treatment.toLowerCase() !== name && item.control.toLowerCase() !== name,
      ),
    });
  };
  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Text>{t('portal.money.bif.groupsIntro', { count: bif.sampleNames.length })}</Text>
        {staff ? (
          <LinkButton to={bifImportPath(bif.projectCode)}>
            {t('portal.money.bif.import')}
          </LinkButton>
        ) : null}
      </Flex>
      {bif.sampleNames.length === 0 ? (
        <Text role="alert">{t('portal.money.bif.noSamples')}</Text>
      ) : null}
      {form.groups.map((group, index) => {
        const nameIssue = issues.get(`groups.${index}.name`);
        const samplesIssue = issues.get(`groups.${index}.samples`);
        return (
          <Section key={index} title={t('portal.money.bif.groupN', { n: index + 1 })}>
            <Stack gap="3">
              <Flex gap="3" align="end">
                <Box flex="1" maxWidth="sm">
                  <FieldRow
                    label={t('portal.money.bif.groupName', { n: index + 1 })}
                    error={nameIssue ? bifIssueText(t, { ...nameIssue, path: 'name' }) : null}
                  >
                    {(aria) => (
                      <PlainInput
                        {...aria}
                        value={group.name}
                        onChange={(name) => editable && setGroup(index, { ...group, name })}
                      />
                    )}
                  </FieldRow>
                </Box>
                {editable ? (
                  <Button size="sm" variant="ghost" onClick={() => removeGroup(index)}>
                    {t('portal.money.bif.removeGroup', { n: index + 1 })}
                  </Button>
                ) : null}
              </Flex>
              <Box
                role="group"
                aria-label={t('portal.money.bif.samplesOf', { name: group.name || index + 1 })}
                display="grid"
                gridTemplateColumns="repeat(auto-fill, minmax(160px, 1fr))"
                gap="2"
              >
                {bif.sampleNames.map((sample) => {
                  const checked = group.samples.some(
                    (item) => item.toLowerCase() === sample.toLowerCase(),
                  );
                  const elsewhere = owner.get(sample.toLowerCase());
                  const taken = !checked && elsewhere !== undefined;
                  return (
                    <Checkbox.Root
                      key={sample}
                      size="sm"
                      checked={checked}
                      disabled={!editable || taken}
                      onCheckedChange={(details) =>
                        setGroup(index, {
                          ...group,
                          samples:
                            details.checked === true
                              ? [...group.samples, sample]
                              : group.samples.filter(
                                  (item) => item.toLowerCase() !== sample.toLowerCase(),
                                ),
                        })
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {sample}
                        {taken ? ` (${elsewhere})` : ''}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  );
                })}
              </Box>
              {samplesIssue ? (
                <Text color="fg.error" fontSize="xs">
                  {bifIssueText(t, { ...samplesIssue, path: 'samples' })}
                </Text>
              ) : null}
            </Stack>
          </Section>
        );
      })}
      {editable ? (
        <Flex>
          <Button
            size="sm"
            variant="outline"
            disabled={form.groups.length >= BIF_LIMITS.groups}
            onClick={() =>
              edit({
                ...form,
                groups: [...form.groups, { name: `Group${form.groups.length + 1}`, samples: [] }],
              })
            }
          >
            {t('portal.money.bif.addGroup')}
          </Button>
        </Flex>
      ) : null}
      <StepButtons step={3} projectId={bif.projectId} staff={staff} />
    </Stack>
  );
}

/** Step 3: sample groups built from the project's samples. */
export function BifGroupsStep({ staff = false }: BifStepPageProps) {
  return (
    <BifFrame step={3} staff={staff}>
      {(props) => <GroupsEditor {...props} />}
    </BifFrame>
  );
}

/** The comparisons of a form: two different groups each, each pair once. */
function ComparisonsEditor({ bif, form, editable, edit, staff }: StepProps) {
  const { t } = useI18n();
  const issues = useIssues(bif, form, false).filter((issue) =>
    issue.path.startsWith('comparisons'),
  );
  const names = form.groups.map((group) => group.name).filter((name) => name.trim() !== '');
  const options = names.map((name) => ({ value: name, label: name }));
  const setRow = (index: number, row: BifForm['comparisons'][number]) =>
    edit({ ...form, comparisons: form.comparisons.map((item, at) => (at === index ? row : item)) });
  return (
    <Stack gap="4" maxWidth="3xl">
      <Text>{t('portal.money.bif.comparisonsIntro')}</Text>
      {names.length < 2 ? <Text role="alert">{t('portal.money.bif.twoGroups')}</Text> : null}
      {form.comparisons.map((row, index) => {
        const rowIssues = issues.filter(
          (issue) =>
            issue.path === `comparisons.${index}` || issue.path.startsWith(`comparisons.${index}.`),
        );
        return (
          <Box key={index} display="grid" gap="1">
            <Flex gap="3" align="center" wrap="wrap">
              <Text minWidth="24">{t('portal.money.bif.comparisonN', { n: index + 1 })}</Text>
              <Box minWidth="48">
                <PlainSelect
                  aria-label={t('portal.money.bif.treatmentOf', { n: index + 1 })}
                  value={row.treatment || null}
                  placeholder={t('portal.money.fields.treatment')}
                  options={options}
                  onChange={(value) =>
                    editable && setRow(index, { ...row, treatment: value ?? '' })
                  }
                />
              </Box>
              <Text>{t('portal.money.bif.versus')}</Text>
              <Box minWidth="48">
                <PlainSelect
                  aria-label={t('portal.money.bif.controlOf', { n: index + 1 })}
                  value={row.control || null}
                  placeholder={t('portal.money.fields.control')}
                  options={options}
                  onChange={(value) => editable && setRow(index, { ...row, control: value ?? '' })}
                />
              </Box>
              {editable ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    edit({ ...form, comparisons: form.comparisons.filter((_, at) => at !== index) })
                  }
                >
                  {t('portal.money.remove')}
                </Button>
              ) : null}
            </Flex>
            {rowIssues.map((issue) => (
              <Text key={`${issue.path}-${issue.code}`} color="fg.error" fontSize="xs">
                {bifIssueText(t, issue)}
              </Text>
            ))}
          </Box>
        );
      })}
      {editable ? (
        <Flex>
          <Button
            size="sm"
            variant="outline"
            disabled={names.length < 2 || form.comparisons.length >= BIF_LIMITS.comparisons}
            onClick={() =>
              edit({ ...form, comparisons: [...form.comparisons, { treatment: '', control: '' }] })
            }
          >
            {t('portal.money.bif.addComparison')}
          </Button>
        </Flex>
      ) : null}
      <StepButtons step={4} projectId={bif.projectId} staff={staff} />
    </Stack>
  );
}

/** Step 4: comparisons between two different groups, each pair once. */
export function BifComparisonsStep({ staff = false }: BifStepPageProps) {
  return (
    <BifFrame step={4} staff={staff}>
      {(props) => <ComparisonsEditor {...props} />}
    </BifFrame>
  );
}

/** The form as filled in: product, species, genome, groups and comparisons. */
export function BifSummary({ form }: { form: BifForm }) {
  const { t } = useI18n();
  const { products, species, genomes } = useBifChoices();
  const meaning = (list: readonly LovValue[], value: string | null) =>
    list.find((item) => item.value === value)?.meaning ?? value ?? '—';
  return (
    <Stack gap="3">
      <Details
        items={[
          {
            label: t('portal.money.fields.analysisProduct'),
            value: meaning(products, form.analysisProduct),
          },
          { label: t('portal.money.fields.species'), value: meaning(species, form.species) },
          {
            label: t('portal.money.fields.referenceGenome'),
            value: meaning(genomes, form.referenceGenome),
          },
          ...form.groups.map((group, index) => ({
            label: t('portal.money.bif.groupN', { n: index + 1 }),
            value: `${group.name}: ${group.samples.join(', ')}`,
          })),
          ...form.comparisons.map((comparison, index) => ({
            label: t('portal.money.bif.comparisonN', { n: index + 1 }),
            value: t('portal.money.bif.comparisonText', { ...comparison }),
          })),
          { label: t('portal.money.fields.notes'), value: form.notes ?? '—' },
        ]}
      />
    </Stack>
  );
}

/** Staff return a submitted form with a reason. */
export function BifReturn({ bif }: { bif: Bif }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const [reason, setReason] = useState('');
  const id = `bif-return-${bif.projectId}`;
  const write = useSelector((state: RootState) => selectWrite(state, id));
  return (
    <Section title={t('portal.money.bif.returnTitle')}>
      <Stack gap="2" maxWidth="xl">
        <FieldRow label={t('portal.money.bif.returnReason')}>
          {(aria) => (
            <Textarea
              {...aria}
              rows={2}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FieldRow>
        <Flex>
          <Button
            colorPalette="red"
            disabled={reason.trim() === ''}
            loading={write.status === 'running'}
            onClick={() =>
              dispatch(
                writeRequest({
                  id,
                  method: 'POST',
                  path: `${MONEY_PATHS.bif(bif.projectId)}/return`,
                  body: { objectVersionNumber: bif.objectVersionNumber, reason: reason.trim() },
                  notifyFailure: true,
                  invalidate: [MONEY_PATHS.bif(bif.projectId)],
                }),
              )
            }
          >
            {t('portal.money.bif.returnButton')}
          </Button>
        </Flex>
      </Stack>
    </Section>
  );
}

/** Step 5: the review, every rule checked, and submitting. */
export function BifReviewStep({ staff = false }: BifStepPageProps) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { choices } = useBifChoices();
  const projectId = useIdParam('projectId');
  const draft = useSelector((state: RootState) =>
    projectId === null ? undefined : selectDraft(state, 'bif', projectId),
  );
  return (
    <BifFrame step={5} staff={staff}>
      {({ bif, form, editable }) => {
        const problems = bifIssues(form, { complete: true, sampleNames: bif.sampleNames, choices });
        return (
          <Stack gap="4">
            <Section
              title={t('portal.money.bif.review')}
              actions={
                staff ? (
                  <LinkButton to={bifDetailPath(form.analysisProduct, bif.projectCode)}>
                    {t('portal.money.bif.detail')}
                  </LinkButton>
                ) : null
              }
            >
              <BifSummary form={form} />
            </Section>
            {editable ? (
              <Stack gap="3">
                {problems.length > 0 ? (
                  <Box role="alert" color="fg.error">
                    <Text fontWeight="semibold">{t('portal.money.bif.incomplete')}</Text>
                    {problems.map((issue) => (
                      <Text key={`${issue.path}-${issue.code}`}>{bifIssueText(t, issue)}</Text>
                    ))}
                  </Box>
                ) : null}
                <Flex gap="3">
                  <StepButtons step={5} projectId={bif.projectId} staff={staff} />
                  <Button
                    colorPalette="blue"
                    disabled={problems.length > 0}
                    loading={draft?.status === 'submitting'}
                    onClick={() =>
                      dispatch(
                        draftSubmitRequested({
                          kind: 'bif',
                          id: bif.projectId,
                          then: bifStepPath(5, bif.projectId, staff),
                        }),
                      )
                    }
                  >
                    {t('portal.money.bif.submit')}
                  </Button>
                </Flex>
              </Stack>
            ) : null}
            {staff && bif.status === 'Submitted' ? <BifReturn bif={bif} /> : null}
            <MoneyHistory kind="bif" rows={bif.history} />
          </Stack>
        );
      }}
    </BifFrame>
  );
}
