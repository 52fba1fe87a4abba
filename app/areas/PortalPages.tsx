import { Flex } from '@chakra-ui/react';
import { lazyChunk } from '../../design-system';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useI18n } from '../i18n';
import { AccountName } from '../layouts/AccountName';
import { AppFrame } from '../layouts/AppFrame';
import { PortalNavigation } from '../layouts/PortalNavigation';
import { portalFeature } from '../modules/portal/feature';
import { portalCustomerRoutes } from '../modules/portal/routes';
import { whenPageShown } from '../shell/pageShown';
import { registerFeature } from '../store/features';

// The portal's slices and sagas join the store with its pages.
registerFeature(portalFeature);

// The menus come once the page has shown, or sooner when the pointer or the focus reaches them.
const headerMenus = lazyChunk(
  () => import('../layouts/HeaderMenus').then(({ PortalHeaderMenus }) => PortalHeaderMenus),
  <AccountName switching={false} />,
  whenPageShown,
);

/**
 * The signed-in customer portal: its frame and pages, a chunk of its own so that the sign-in
 * and account pages load none of it.
 */
export default function Portal() {
  const { t } = useI18n();
  return (
    <AppFrame
      title={t('portal.name')}
      actions={
        <Flex
          align="center"
          gap="3"
          onPointerEnter={() => void headerMenus.load()}
          onFocus={() => void headerMenus.load()}
        >
          <headerMenus.Component />
        </Flex>
      }
      navigation={<PortalNavigation />}
    >
      <Routes>
        <Route index element={<Navigate to="home" replace />} />
        {portalCustomerRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </AppFrame>
  );
}
