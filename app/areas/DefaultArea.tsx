import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppFrame } from '../layouts/AppFrame';
import { useProductName } from '../layouts/DocumentHead';
import { AppErrorBoundary } from '../layouts/ErrorBoundary';
import { Shell } from '../layouts/shell/Shell';
import { ExceptionPage } from '../pages/exception/ExceptionPage';
import { NotImplementedPage } from '../pages/exception/NotImplementedPage';
import { TriggerPage } from '../pages/exception/TriggerPage';
import { CardPreload } from '../pages/workplace/WorkplacePage';
import { preloadPage } from '../shell/pageLoaders';
import { RequireSession } from './RequireSession';

// The page the address shows loads its chunk as soon as the area's code is there (the entry asks
// for it beside the app's), while the token and the session come, not once the shell has drawn.
preloadPage(window.location.pathname);

/** The default authorised area (`/`): the exception pages, and the operators' shell. */
export default function DefaultArea() {
  const productName = useProductName();
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  return (
    <>
      <CardPreload firstPath={firstPath} />
      <Routes>
        <Route
          path="exception/*"
          element={
            <AppFrame title={productName}>
              <Routes>
                <Route path="403" element={<ExceptionPage code="403" />} />
                <Route path="500" element={<ExceptionPage code="500" />} />
                <Route path="501" element={<NotImplementedPage />} />
                <Route
                  path="trigger"
                  element={
                    <AppErrorBoundary>
                      <TriggerPage />
                    </AppErrorBoundary>
                  }
                />
                <Route path="*" element={<ExceptionPage code="404" />} />
              </Routes>
            </AppFrame>
          }
        />
        <Route
          path="*"
          element={
            <RequireSession area="default">
              <Shell />
            </RequireSession>
          }
        />
      </Routes>
    </>
  );
}
