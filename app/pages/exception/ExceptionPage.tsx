import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Exception } from '../../../design-system';
import { useI18n } from '../../i18n';

/** Status codes that have an exception page. */
export type ExceptionCode = '403' | '404' | '500' | '501';

/** Props of {@link ExceptionPage}. */
export interface ExceptionPageProps {
  code: ExceptionCode;
  /** Where the home link goes; the workplace by default. */
  home?: string;
  /** Extra text under the description, such as what the server answered. */
  detail?: string;
}

/** An exception page of the app: the design-system Exception with a link home. */
export function ExceptionPage({ code, home = '/workplace', detail }: ExceptionPageProps) {
  const { t } = useI18n();
  const description = detail ? `${t(`exception.${code}`)}. ${detail}` : t(`exception.${code}`);
  return (
    <Exception
      title={code}
      description={description}
      action={
        <Button asChild colorPalette="blue">
          <RouterLink to={home}>{t('exception.backHome')}</RouterLink>
        </Button>
      }
    />
  );
}
