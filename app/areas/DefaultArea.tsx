import { Navigate, Route, Routes } from 'react-router-dom';
import { AppFrame } from '../layouts/AppFrame';
import { useI18n } from '../i18n';
import { ExceptionPage } from '../pages/exception/ExceptionPage';
import { NotAvailablePage } from '../pages/NotAvailable';
import { WorkplacePage } from '../pages/Workplace';

/** The default authorised area (`/`): the operators' shell. */
export default function DefaultArea() {
  const { t } = useI18n();
  return (
    <AppFrame title={t('app.name')}>
      <Routes>
        <Route index element={<Navigate to="/workplace" replace />} />
        <Route path="workplace" element={<WorkplacePage />} />
        <Route path="exception/403" element={<ExceptionPage code="403" />} />
        <Route path="exception/404" element={<ExceptionPage code="404" />} />
        <Route path="exception/500" element={<ExceptionPage code="500" />} />
        <Route path="exception/501" element={<ExceptionPage code="501" />} />
        <Route path="*" element={<NotAvailablePage />} />
      </Routes>
    </AppFrame>
  );
}
