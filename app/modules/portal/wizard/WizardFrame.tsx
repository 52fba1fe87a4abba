import { Alert, Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import type { MessageKey } from '../../../i18n';
import type { Batch, Product } from '../../../services/portal';
import type { RootState } from '../../../store/reducer';
import {
  draftFlushRequested,
  draftNoticeDismissed,
  draftOpenRequested,
  selectDraftProduct,
  selectSaveStatus,
  selectSubmission,
  stepChanged,
  wizardCatalogRequested,
} from '../../../store/submission';
import { batchInformationPath } from '../paths';
import { DraftConflicts } from './DraftConflicts';
import { stepNumber, WIZARD_STEPS, type WizardStep } from './steps';

/** The batch id of the page's address (`?batchId=`), or null. */
export function useBatchIdParam(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('batchId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The steps of the wizard, the current one marked. */
export function StepIndicator({ current }: { current: WizardStep }) {
  const { t } = useI18n();
  return (
    <chakra.nav aria-label={t('portal.wizard.steps.label')} mb="4">
      <chakra.ol display="flex" gap="2" listStyleType="none" flexWrap="wrap">
        {WIZARD_STEPS.map((step, index) => {
          const active = step === current;
          return (
            <chakra.li
              key={step}
              aria-current={active ? 'step' : undefined}
              px="3"
              py="1"
              borderRadius="full"
              borderWidth="1px"
              borderColor={active ? 'blue.600' : 'gray.300'}
              bg={active ? 'blue.50' : undefined}
              fontWeight={active ? 'semibold' : 'normal'}
            >
              {index + 1}. {t(`portal.wizard.steps.${step}` as MessageKey)}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </chakra.nav>
  );
}

/** The autosave's status line with a way to save now after a failure. */
export function SaveStatusLine() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const status = useSelector(selectSaveStatus);
  const reason = useSelector((state: RootState) => state.submission.saveError);
  const failed = status === 'failed' || status === 'refused';
  return (
    <Flex align="center" gap="2" data-print-hide="">
      <Text role="status" aria-live="polite" color={failed ? 'red.600' : 'gray.600'}>
        {status === 'refused'
          ? t('portal.wizard.save.refused', { reason: reason ?? '' })
          : t(`portal.wizard.save.${status}` as MessageKey)}
      </Text>
      {failed ? (
        <Button size="xs" variant="outline" onClick={() => dispatch(draftFlushRequested())}>
          {t('portal.wizard.save.retry')}
        </Button>
      ) : null}
    </Flex>
  );
}

/** What a wizard page gets once its batch is open. */
export interface WizardDraft {
  batch: Batch;
  product: Product;
}

/** Props of {@link WizardFrame}. */
export interface WizardFrameProps {
  step: WizardStep;
  title: string;
  /** The page, once the batch of `?batchId=` is open (and editable, unless `readOnly`). */
  children: (draft: WizardDraft) => ReactNode;
  /** The page also shows a batch that is no longer editable (the submission's result). */
  readOnly?: boolean;
  /** The page shows the sheet grid, which shows conflicting cells in place. */
  conflictsInGrid?: boolean;
}

const EDITABLE = new Set(['Draft', 'Returned']);

/**
 * A wizard page after step 1: opens the batch of `?batchId=` (restoring a newer copy kept on
 * this device), shows the steps, the save status, any notice and the conflicts of a merge with
 * a version saved elsewhere, records the step it is at, and saves what is not saved yet when the
 * user leaves the page or the tab.
 */
export function WizardFrame({
  step,
  title,
  children,
  readOnly = false,
  conflictsInGrid = false,
}: WizardFrameProps) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const batchId = useBatchIdParam();
  const state = useSelector(selectSubmission);
  const product = useSelector(selectDraftProduct);
  const unsent = useSelector(
    (root: RootState) => root.submission.revision !== root.submission.savedRevision,
  );
  const open = state.batch !== null && state.batch.batchId === batchId;
  const editable = open && EDITABLE.has(state.batch!.status);

  useEffect(() => {
    if (
      batchId !== null &&
      state.batch?.batchId !== batchId &&
      state.requestedBatchId !== batchId
    ) {
      dispatch(draftOpenRequested({ batchId, resume: false }));
    }
    if (state.catalogStatus === 'idle') dispatch(wizardCatalogRequested());
  }, [batchId, state.batch, state.requestedBatchId, state.catalogStatus, dispatch]);

  useEffect(() => {
    if (open && editable && !readOnly) dispatch(stepChanged(stepNumber(step)));
  }, [open, editable, readOnly, step, dispatch]);

  useEffect(() => () => void dispatch(draftFlushRequested()), [dispatch]);

  useEffect(() => {
    if (!unsent) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      dispatch(draftFlushRequested());
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [unsent, dispatch]);

  let body: ReactNode;
  if (batchId === null || (state.batchStatus === 'failed' && !open)) {
    body = <Text role="alert">{t('portal.wizard.notFound')}</Text>;
  } else if (!open || !product) {
    body = <Text>{t('portal.wizard.loading')}</Text>;
  } else if (!editable && !readOnly) {
    body = (
      <Box role="alert">
        <Text>
          {t('portal.wizard.notEditable', {
            status: t(`portal.status.batch.${state.batch!.status}` as MessageKey),
          })}
        </Text>
        <chakra.a asChild color="blue.600" textDecoration="underline">
          <RouterLink to={batchInformationPath(batchId)}>
            {t('portal.wizard.openInformation')}
          </RouterLink>
        </chakra.a>
      </Box>
    );
  } else {
    body = children({ batch: state.batch!, product });
  }

  return (
    <Box as="section" p="6" aria-labelledby="wizard-title">
      <Flex justify="space-between" align="baseline" gap="4" wrap="wrap" data-print-hide="">
        <Text color="gray.600">{t('portal.wizard.title')}</Text>
        {open && editable ? <SaveStatusLine /> : null}
      </Flex>
      <Heading as="h1" size="lg" id="wizard-title" mb="3">
        {title}
        {open ? ` — ${state.batch!.batchCode}` : ''}
      </Heading>
      <Box data-print-hide="">
        <StepIndicator current={step} />
      </Box>
      {state.notice ? (
        <Alert.Root
          status={state.notice === 'restored' || state.notice === 'merged' ? 'info' : 'warning'}
          mb="4"
          role="alert"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t(`portal.wizard.notice.${state.notice}`)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="ghost" onClick={() => dispatch(draftNoticeDismissed())}>
            {t('portal.wizard.notice.dismiss')}
          </Button>
        </Alert.Root>
      ) : null}
      {open && editable && state.batch!.returnReason ? (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t('portal.wizard.returned', { reason: state.batch!.returnReason })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {open && editable && product && !readOnly ? (
        <DraftConflicts kind={product.kind} inGrid={conflictsInGrid} />
      ) : null}
      {body}
    </Box>
  );
}
