import { Route, Routes } from 'react-router-dom';
import { AppFrame } from '../layouts/AppFrame';
import { useI18n } from '../i18n';
import { ExceptionPage } from '../pages/exception/ExceptionPage';
import { NotAvailablePage } from '../pages/NotAvailable';

/** The public area (`/public`): pages that need no user. */
export default function PublicArea() {
  const { t } = useI18n();
  return (
    <AppFrame title={t('app.name')}>
      <Routes>
        <Route path="*" element={<NotAvailablePage />} />
        <Route path="404" element={<ExceptionPage code="404" />} />
      </Routes>
    </AppFrame>
  );
}
