import { Box, Heading } from '@chakra-ui/react';
import { useI18n } from '../i18n';

/** The workplace: the operator's home tab (its dashboard cards come with the shell). */
export function WorkplacePage() {
  const { t } = useI18n();
  return (
    <Box as="section" padding="6">
      <Heading as="h1" size="lg">
        {t('app.workplace')}
      </Heading>
    </Box>
  );
}
