import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { object, string } from 'yup';
import { FormLayout, SelectField, TextareaField, TextField } from '../../../../design-system';
import { useI18n } from '../../../i18n';
import type { Translate } from '../../../i18n';
import { bifChanged, selectSubmission } from '../../../store/submission';
import {
  ANALYSIS_TEXT_MAX,
  ANALYSIS_TYPES,
  cleanAnalysisInfo,
  type AnalysisInfo,
  type AnalysisKind,
} from '../../../../domain/portal/analysisInfo';
import { sheetPath } from './steps';
import { WizardFrame } from './WizardFrame';

/** Props of {@link BifPage}. */
export interface BifPageProps {
  /** Metabolomics (`step2/bifForMSM`) or proteomics (`step2/bifForMSPC`). */
  kind: AnalysisKind;
}

type BifValues = Omit<AnalysisInfo, 'kind'>;

function bifSchema(t: Translate, kind: AnalysisKind) {
  const text = (field: keyof typeof ANALYSIS_TEXT_MAX) =>
    string()
      .nullable()
      .max(
        ANALYSIS_TEXT_MAX[field],
        t('portal.wizard.bif.tooLong', {
          field: t(`portal.wizard.bif.${field}`),
          max: ANALYSIS_TEXT_MAX[field],
        }),
      );
  return object({
    analysisType: string()
      .nullable()
      .oneOf([...ANALYSIS_TYPES[kind], null]),
    database: text('database'),
    groups: text('groups'),
    notes: text('notes'),
  });
}

/** The values as the draft saves them: texts over their limit stay in the form only. */
function draftValues(kind: AnalysisKind, values: BifValues): AnalysisInfo {
  const within = (field: keyof typeof ANALYSIS_TEXT_MAX) => {
    const value = values[field];
    return value && value.length <= ANALYSIS_TEXT_MAX[field] ? value : null;
  };
  return cleanAnalysisInfo({
    kind,
    analysisType: values.analysisType,
    database: within('database'),
    groups: within('groups'),
    notes: within('notes'),
  });
}

function SaveWithDraft({ kind }: { kind: AnalysisKind }) {
  const dispatch = useDispatch();
  const { values } = useFormikContext<BifValues>();
  const current = useSelector(selectSubmission).bif;
  useEffect(() => {
    const next = draftValues(kind, values);
    const empty = JSON.stringify(next) === JSON.stringify(emptyInfo(kind));
    // Opening the other kind's page does not replace what was saved until something is typed.
    if (current && current.kind !== kind && empty) return;
    if (JSON.stringify(next) !== JSON.stringify(current ?? emptyInfo(kind))) {
      dispatch(bifChanged(next));
    }
  }, [values, kind, current, dispatch]);
  return null;
}

function BifForm({ kind, batchId }: { kind: AnalysisKind; batchId: number }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { bif } = useSelector(selectSubmission);
  // The form starts from the draft once (it is keyed by batch, kind and merge); later edits
  // flow from the form to the draft.
  const [initial] = useState(() => cleanAnalysisInfo(bif?.kind === kind ? bif : emptyInfo(kind)));
  const schema = useMemo(() => bifSchema(t, kind), [t, kind]);
  const otherKind = bif && bif.kind !== kind ? bif.kind : null;
  return (
    <Formik<BifValues>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={() => navigate(sheetPath('MS', batchId))}
    >
      {({ handleSubmit }) => (
        <chakra.form
          noValidate
          onSubmit={handleSubmit}
          maxW="4xl"
          display="flex"
          flexDirection="column"
          gap="4"
        >
          <SaveWithDraft kind={kind} />
          <Text>{t('portal.wizard.bif.intro')}</Text>
          {otherKind ? (
            <Text role="alert" color="orange.700">
              {t('portal.wizard.bif.otherKind', {
                kind: t(`portal.wizard.bif.kinds.${otherKind}`),
              })}
            </Text>
          ) : null}
          <FormLayout columns={1}>
            <SelectField
              name="analysisType"
              label={t('portal.wizard.bif.analysisType')}
              options={ANALYSIS_TYPES[kind].map((value) => ({ value, label: value }))}
              placeholder={t('portal.wizard.bif.choose')}
            />
            <TextField
              name="database"
              label={t('portal.wizard.bif.database')}
              helperText={t('portal.wizard.bif.databaseHelp')}
            />
            <TextareaField
              name="groups"
              label={t('portal.wizard.bif.groups')}
              helperText={t('portal.wizard.bif.groupsHelp')}
              rows={4}
            />
            <TextareaField name="notes" label={t('portal.wizard.bif.notes')} rows={3} />
          </FormLayout>
          <Flex>
            <Button type="submit" colorPalette="blue">
              {t('portal.wizard.bif.backToSheet')}
            </Button>
          </Flex>
        </chakra.form>
      )}
    </Formik>
  );
}

function emptyInfo(kind: AnalysisKind): AnalysisInfo {
  return { kind, analysisType: null, database: null, groups: null, notes: null };
}

/**
 * `step2/bifForMSM` and `step2/bifForMSPC`: the mass spectrometry analysis information
 * (analysis type, species or database, sample groups, notes), saved with the draft.
 */
export function BifPage({ kind }: BifPageProps) {
  const { t } = useI18n();
  // A merge with a version saved elsewhere changes the draft under the form: it starts again.
  const { mergeRevision } = useSelector(selectSubmission);
  return (
    <WizardFrame
      step="sheet"
      title={
        kind === 'metabolomics' ? t('portal.wizard.bif.titleM') : t('portal.wizard.bif.titleP')
      }
    >
      {({ batch, product }) =>
        product.kind === 'MS' ? (
          <BifForm
            key={`${kind}-${batch.batchId}-${mergeRevision}`}
            kind={kind}
            batchId={batch.batchId}
          />
        ) : (
          <Text role="alert">{t('portal.wizard.bif.notMs')}</Text>
        )
      }
    </WizardFrame>
  );
}
