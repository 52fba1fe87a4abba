import { Navigate, Route, Routes } from 'react-router-dom';
import { AppFrame } from '../layouts/AppFrame';
import { useI18n } from '../i18n';
import { NotAvailablePage } from '../pages/NotAvailable';

/** The customer portal (`/pub`), shown after the current user has loaded. */
export default function PubArea() {
  const { t } = useI18n();
  return (
    <AppFrame title={t('portal.name')}>
      <Routes>
        <Route index element={<Navigate to="home" replace />} />
        <Route path="*" element={<NotAvailablePage />} />
      </Routes>
    </AppFrame>
  );
}
