import { Button } from '@chakra-ui/react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PORTAL_SIGN_IN } from '../../../domain/contract/portalSignIn';
import { useI18n } from '../../i18n';
import { activateRequested } from '../../store/account';
import { AccountCard } from './AccountCard';
import { NewPasswordForm } from './NewPasswordForm';
import { useAccountRequest } from './useAccountRequest';

/** `/pub/activate-account?token=...`: an invited customer sets their first password. */
export function ActivateAccountPage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { sending, done, status } = useAccountRequest('activate');

  if (!token) {
    return (
      <AccountCard
        title={t('account.activate.title')}
        status={{ type: 'error', message: t('account.activate.missingToken') }}
      />
    );
  }
  return (
    <AccountCard
      title={t('account.activate.title')}
      intro={t('account.activate.intro')}
      status={status}
    >
      {done ? (
        <Button asChild colorPalette="blue">
          <RouterLink to={PORTAL_SIGN_IN} reloadDocument>
            {t('account.signIn.submit')}
          </RouterLink>
        </Button>
      ) : (
        <NewPasswordForm
          token={token}
          submitLabel={t('account.activate.submit')}
          sending={sending}
          onSubmit={(password) => dispatch(activateRequested({ token, password }))}
        />
      )}
    </AccountCard>
  );
}
