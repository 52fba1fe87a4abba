import { Route, Routes } from 'react-router-dom';
import { ResourcePage } from '../../engine/ResourcePage';
import { registerFeature } from '../../store/features';
import { hiamFeature } from './feature';
import { FieldPermissionsPage } from './FieldPermissionsPage';
import { MenusPage } from './MenusPage';
import { RolePermissionsPage } from './RolePermissionsPage';

registerFeature(hiamFeature);

/**
 * The identity and access pages beyond the resource descriptions (the menu editor, a role's
 * permissions and field permissions); every other hiam path is a resource page.
 */
export default function HiamPages({ name }: { name?: string }) {
  return (
    <Routes>
      <Route path="/hiam/menu" element={<MenusPage />} />
      <Route path="/hiam/role/api/:roleId" element={<RolePermissionsPage />} />
      <Route path="/hiam/role/field/:roleId/:permissionId" element={<FieldPermissionsPage />} />
      <Route path="*" element={<ResourcePage name={name} />} />
    </Routes>
  );
}
