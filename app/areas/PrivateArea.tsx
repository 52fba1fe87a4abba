import { Route, Routes } from 'react-router-dom';
import { AppFrame } from '../layouts/AppFrame';
import { useProductName } from '../layouts/DocumentHead';
import { NotAvailablePage } from '../pages/NotAvailable';

/** The private area (`/private`): pages opened with the token in the `access_token` query. */
export default function PrivateArea() {
  const productName = useProductName();
  return (
    <AppFrame title={productName}>
      <Routes>
        <Route path="*" element={<NotAvailablePage />} />
      </Routes>
    </AppFrame>
  );
}
