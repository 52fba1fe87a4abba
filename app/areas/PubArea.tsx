import { useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useI18n } from '../i18n';
import { AppFrame } from '../layouts/AppFrame';
import { PublicSettings } from '../layouts/DocumentHead';
import { lazyPage } from '../lazyPages';
import { ActivateAccountPage } from '../pages/account/ActivateAccountPage';
import { ForgotPasswordPage } from '../pages/account/ForgotPasswordPage';
import { PortalSignInRoute } from '../pages/account/PortalSignInRoute';
import { UnderMaintenancePage } from '../pages/account/UnderMaintenancePage';
import { fetchMaintenanceRequested } from '../store/account';
import type { RootState } from '../store/reducer';
import { RequireSession } from './RequireSession';

const Portal = lazyPage(() => import('./PortalPages').then((module) => module.default));

/**
 * The customer portal (`/pub`): its account pages need no user; everything else is shown after
 * the current user has loaded. While the server is in maintenance, every page says so.
 */
export default function PubArea() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const maintenance = useSelector((state: RootState) => state.account.maintenance);
  useEffect(() => {
    dispatch(fetchMaintenanceRequested());
  }, [dispatch]);

  if (maintenance?.maintenance && pathname !== '/pub/under-maintenance') {
    return <Navigate to="/pub/under-maintenance" replace />;
  }
  const open = (element: ReactElement) => (
    <AppFrame title={t('portal.name')}>
      <PublicSettings />
      {element}
    </AppFrame>
  );
  return (
    <Routes>
      <Route path="sign-in" element={<PortalSignInRoute />} />
      <Route path="forgot-password" element={open(<ForgotPasswordPage />)} />
      <Route path="activate-account" element={open(<ActivateAccountPage />)} />
      <Route
        path="under-maintenance"
        element={open(<UnderMaintenancePage message={maintenance?.message} />)}
      />
      <Route
        path="*"
        element={
          <RequireSession area="pub">
            <Portal />
          </RequireSession>
        }
      />
    </Routes>
  );
}
