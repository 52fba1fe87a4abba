import { lazyPage } from '../lazyPages';
import { Route, Routes } from 'react-router-dom';
import { AppFrame } from '../layouts/AppFrame';
import { PublicSettings, useProductName } from '../layouts/DocumentHead';
import { ExceptionPage } from '../pages/exception/ExceptionPage';
import { SessionEndedPage } from '../pages/session/SessionEndedPage';
import { registerFeature } from '../store/features';

// The signed sample page speaks the portal's messages: they join the app with its chunk.
const SampleInfoPage = lazyPage(async () => {
  const [{ SampleInfoPage: Page }, { portalFeature }] = await Promise.all([
    import('../modules/portal/service/SampleInfoPage'),
    import('../modules/portal/feature'),
  ]);
  registerFeature(portalFeature);
  return Page;
});

/** The public area (`/public`): pages that need no user. */
export default function PublicArea() {
  const productName = useProductName();
  return (
    <AppFrame title={productName}>
      <PublicSettings />
      <Routes>
        <Route path="unauthorized" element={<SessionEndedPage reason="unauthorized" />} />
        <Route path="kickoff" element={<SessionEndedPage reason="kickoff" />} />
        <Route path="hpro/project/sampleinfo/:contractNo/:sign" element={<SampleInfoPage />} />
        <Route path="*" element={<ExceptionPage code="404" home="/" />} />
      </Routes>
    </AppFrame>
  );
}
