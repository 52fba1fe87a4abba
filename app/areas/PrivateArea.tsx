import { Route, Routes } from 'react-router-dom';
import { AppFrame } from '../layouts/AppFrame';
import { useI18n } from '../i18n';
import { NotAvailablePage } from '../pages/NotAvailable';

/** The private area (`/private`): pages opened with the token in the `access_token` query. */
export default function PrivateArea() {
  const { t } = useI18n();
  return (
    <AppFrame title={t('app.name')}>
      <Routes>
        <Route path="*" element={<NotAvailablePage />} />
      </Routes>
    </AppFrame>
  );
}
