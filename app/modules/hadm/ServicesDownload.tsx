import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useDispatch } from 'react-redux';
import { useI18n } from '../../i18n';
import { servicesYamlRequested } from '../../store/hadm';

/** Above the services list: every service with its routes and configuration as one YAML file. */
export function ServicesDownload() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  return (
    <HStack
      as="section"
      aria-label={t('hadm.services.heading')}
      justify="space-between"
      wrap="wrap"
      gap="3"
      p="4"
      borderWidth="1px"
      borderRadius="md"
    >
      <Box>
        <Heading as="h2" size="sm">
          {t('hadm.services.heading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('hadm.services.help')}
        </Text>
      </Box>
      <Button size="sm" variant="outline" onClick={() => dispatch(servicesYamlRequested())}>
        <Download aria-hidden />
        {t('hadm.services.download')}
      </Button>
    </HStack>
  );
}
