import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useI18n } from '../../i18n';

function Crash(): never {
  throw new Error('Exception triggered on purpose from /exception/trigger');
}

/** `/exception/trigger`: a page that raises an uncaught error on request. */
export function TriggerPage() {
  const { t } = useI18n();
  const [crash, setCrash] = useState(false);
  return (
    <Box as="section" padding="8">
      <Heading as="h1" size="lg">
        {t('exception.trigger.title')}
      </Heading>
      <Text marginY="4" color="fg.muted">
        {t('exception.trigger.description')}
      </Text>
      <Button colorPalette="red" onClick={() => setCrash(true)}>
        {t('exception.trigger.button')}
      </Button>
      {crash ? <Crash /> : null}
    </Box>
  );
}
