import { Route, Routes } from 'react-router-dom';
import { ResourcePage } from '../../engine/ResourcePage';
import { registerFeature } from '../../store/features';
import { InfoSetPage } from '../hfaq/StaffPages';
import { serviceFeature } from '../portal/service/feature';

// The settings' sagas join the store with these pages.
registerFeature(serviceFeature);

/** The staff's account pages: their profile (`/huser/info-set`) and the staff team's list. */
export default function HuserPages({ name }: { name?: string }) {
  return (
    <Routes>
      <Route path="/huser/info-set" element={<InfoSetPage />} />
      <Route path="*" element={<ResourcePage name={name} />} />
    </Routes>
  );
}
