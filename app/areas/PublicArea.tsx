import { Route, Routes } from 'react-router-dom';
import { useI18n } from '../i18n';
import { AppFrame } from '../layouts/AppFrame';
import { ExceptionPage } from '../pages/exception/ExceptionPage';
import { SessionEndedPage } from '../pages/session/SessionEndedPage';

/** The public area (`/public`): pages that need no user. */
export default function PublicArea() {
  const { t } = useI18n();
  return (
    <AppFrame title={t('app.name')}>
      <Routes>
        <Route path="unauthorized" element={<SessionEndedPage reason="unauthorized" />} />
        <Route path="kickoff" element={<SessionEndedPage reason="kickoff" />} />
        <Route path="*" element={<ExceptionPage code="404" home="/" />} />
      </Routes>
    </AppFrame>
  );
}
