import { Box, Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useReadAgain } from '../../engine/useRead';
import { useI18n } from '../../i18n';
import type { ReadEntry } from '../../store/resources';

/** What a page shows while its read loads or after it failed; its content once read. */
export function PageState({
  read,
  path,
  children,
}: {
  read: ReadEntry | undefined;
  path: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const again = useReadAgain(path);
  if (read?.status === 'failed') {
    return (
      <Box role="alert">
        <Text>{t('hiam.loadFailed')}</Text>
        {read.error ? <Text color="fg.muted">{read.error}</Text> : null}
        <Button size="sm" marginTop="2" onClick={again}>
          {t('hiam.retry')}
        </Button>
      </Box>
    );
  }
  if (!read || read.data === undefined) {
    return (
      <Text color="fg.muted" aria-busy="true">
        {t('hiam.loading')}
      </Text>
    );
  }
  return <>{children}</>;
}
