import { Button } from '@chakra-ui/react';
import { useDispatch } from 'react-redux';
import { Exception } from '../../../design-system';
import { useI18n } from '../../i18n';
import { signInAgain } from '../../store/session';

/** `/public/unauthorized` and `/public/kickoff`: the session ended; sign in again. */
export function SessionEndedPage({ reason }: { reason: 'unauthorized' | 'kickoff' }) {
  const { t } = useI18n();
  const dispatch = useDispatch();
  return (
    <Exception
      title={t(`session.${reason}.title`)}
      description={t(`session.${reason}.description`)}
      action={
        <Button colorPalette="blue" onClick={() => dispatch(signInAgain())}>
          {t('session.signInAgain')}
        </Button>
      }
    />
  );
}
