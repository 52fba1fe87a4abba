import { Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { sheetPath } from './steps';
import { WizardFrame } from './WizardFrame';

/** Props of {@link BifPage}. */
export interface BifPageProps {
  /** Metabolomics (`M`) or proteomics (`P`). */
  kind: 'M' | 'P';
}

/**
 * `step2/bifForMSM` and `step2/bifForMSPC`: the mass spectrometry analysis information. The
 * server has no storage for it yet, so the page says so plainly instead of offering a form
 * whose answers would be lost.
 */
export function BifPage({ kind }: BifPageProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <WizardFrame
      step="sheet"
      title={kind === 'M' ? t('portal.wizard.bif.titleM') : t('portal.wizard.bif.titleP')}
    >
      {({ batch, product }) => (
        <Stack gap="3" maxW="3xl">
          <Text role="alert">{t('portal.wizard.bif.unavailable')}</Text>
          <Button
            alignSelf="start"
            variant="outline"
            onClick={() => navigate(sheetPath(product.kind, batch.batchId))}
          >
            {t('portal.wizard.bif.backToSheet')}
          </Button>
        </Stack>
      )}
    </WizardFrame>
  );
}
