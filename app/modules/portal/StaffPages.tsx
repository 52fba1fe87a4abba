import { Route, Routes } from 'react-router-dom';
import { ResourcePage } from '../../engine/ResourcePage';
import { registerFeature } from '../../store/features';
import { portalFeature } from './feature';
import { portalStaffRoutes } from './routes';

// The portal's slices and sagas join the store with its pages.
registerFeature(portalFeature);

/** The staff's portal pages of the operators' shell, loaded as one chunk when first opened. */
export default function StaffPages({ name }: { name?: string }) {
  return (
    <Routes>
      {portalStaffRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
      <Route path="*" element={<ResourcePage name={name} />} />
    </Routes>
  );
}
