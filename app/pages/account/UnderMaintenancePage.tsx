import { useI18n } from '../../i18n';
import { AccountCard } from './AccountCard';

/** `/pub/under-maintenance`: shown while the server says it is in maintenance. */
export function UnderMaintenancePage({ message }: { message?: string }) {
  const { t } = useI18n();
  return (
    <AccountCard
      title={t('account.maintenance.title')}
      intro={message || t('account.maintenance.description')}
    />
  );
}
