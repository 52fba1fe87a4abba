import { useMemo } from 'react';
import { notImplementedAnswer } from '../../services/notImplemented';
import { useI18n } from '../../i18n';
import { ExceptionPage } from './ExceptionPage';

/** `/exception/501`: the server does not support what was asked; shows what it answered. */
export function NotImplementedPage() {
  const { t } = useI18n();
  const answer = useMemo(() => notImplementedAnswer(), []);
  return (
    <ExceptionPage
      code="501"
      detail={answer ? t('exception.serverAnswer', { answer }) : undefined}
    />
  );
}
