import { Box, Heading, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { useI18n } from '../i18n';

/** Props of {@link NotAvailablePage}. */
export interface NotAvailablePageProps {
  /** The screen's name; its path when not given. */
  name?: string;
}

/** Shown for a route of the product whose screen is not built yet: clear, never blank. */
export function NotAvailablePage({ name }: NotAvailablePageProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <Box as="section" padding="8" aria-labelledby="not-available-title">
      <Heading as="h1" id="not-available-title" size="lg">
        {t('notAvailable.title')}
      </Heading>
      <Text marginTop="2" color="fg.muted">
        {t('notAvailable.description', { name: name ?? pathname })}
      </Text>
    </Box>
  );
}
