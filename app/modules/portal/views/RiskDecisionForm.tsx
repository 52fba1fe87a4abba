import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Field, Form, Formik } from 'formik';
import { useId, useMemo } from 'react';
import { object, string } from 'yup';
import { TextareaField } from '../../../../design-system';
import { DECISION_COMMENT_MAX } from '../../../../domain/portal/qc';
import { useI18n } from '../../../i18n';
import { StaticText } from '../../../layouts/StaticText';

/** What the customer chose. */
export interface DecisionValues {
  decision: '' | 'proceed' | 'stop';
  comment: string;
}

/** Props of {@link RiskDecisionForm}. */
export interface RiskDecisionFormProps {
  /** The sample with the Risk verdict. */
  sampleName: string;
  /** The decision is being sent. */
  busy: boolean;
  /** Sends the decision. */
  onDecide: (decision: 'proceed' | 'stop', comment: string) => void;
  /** Shows the help text on Risk verdicts (`PORTAL.HELP.QC_RISK`); once per page is enough. */
  showHelp?: boolean;
}

/**
 * The customer's answer to a Risk verdict: Proceed or Stop, with a required comment. What was
 * typed stays when sending fails; the form goes away once the batch shows the decision.
 */
export function RiskDecisionForm({
  sampleName,
  busy,
  onDecide,
  showHelp = true,
}: RiskDecisionFormProps) {
  const { t } = useI18n();
  const legendId = useId();
  const errorId = useId();
  const schema = useMemo(
    () =>
      object({
        decision: string().required(t('portal.views.batch.choiceRequired')),
        comment: string()
          .trim()
          .required(t('portal.views.batch.commentRequired'))
          .max(DECISION_COMMENT_MAX, t('portal.views.batch.commentTooLong')),
      }),
    [t],
  );
  const initialValues: DecisionValues = { decision: '', comment: '' };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => {
        if (values.decision) onDecide(values.decision, values.comment.trim());
      }}
    >
      {({ errors, submitCount }) => {
        const choiceError = submitCount > 0 ? errors.decision : undefined;
        return (
          <Form aria-label={t('portal.views.batch.decide', { name: sampleName })} noValidate>
            <Stack
              gap="3"
              borderWidth="1px"
              borderColor="border.error"
              borderRadius="l2"
              padding="3"
            >
              <chakra.fieldset
                aria-labelledby={legendId}
                aria-describedby={choiceError ? errorId : undefined}
              >
                <chakra.legend id={legendId} fontWeight="semibold" marginBottom="1">
                  {t('portal.views.batch.decide', { name: sampleName })}
                </chakra.legend>
                <Text fontSize="sm" color="fg.muted" marginBottom="2">
                  {t('portal.views.batch.decideHelp')}
                </Text>
                {showHelp ? <StaticText textCode="PORTAL.HELP.QC_RISK" marginBottom="2" /> : null}
                <Flex gap="6">
                  {(['proceed', 'stop'] as const).map((choice) => (
                    <chakra.label key={choice} display="flex" alignItems="center" gap="2">
                      <Field type="radio" name="decision" value={choice} />
                      {t(`portal.views.qc.decisions.${choice}`)}
                    </chakra.label>
                  ))}
                </Flex>
                {choiceError && (
                  <Text id={errorId} color="fg.error" fontSize="sm" marginTop="1">
                    {choiceError}
                  </Text>
                )}
              </chakra.fieldset>
              <TextareaField
                name="comment"
                label={t('portal.views.batch.comment')}
                required
                rows={2}
              />
              <Flex justify="flex-end">
                <Button type="submit" colorPalette="blue" size="sm" loading={busy}>
                  {t('portal.views.batch.sendDecision')}
                </Button>
              </Flex>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
