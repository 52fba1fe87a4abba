import type { PortalRoute } from '../routes';
import { BifPage } from './BifPage';
import { ImportCheckPage } from './ImportCheckPage';
import { PreviewPage } from './PreviewPage';
import { ProductStep } from './ProductStep';
import { ResultPage } from './ResultPage';
import { SampleEditPage } from './SampleEditPage';
import { SheetStep } from './SheetStep';
import { ShippingPage } from './ShippingPage';

/** The submission wizard's routes under `/pub/sample/`. */
export const wizardRoutes: PortalRoute[] = [
  { path: 'sample/step1', element: <ProductStep key="seq" ms={false} /> },
  { path: 'sample/step1ForMs', element: <ProductStep key="ms" ms /> },
  { path: 'sample/step2', element: <SheetStep /> },
  { path: 'sample/step2ForMS', element: <SheetStep /> },
  { path: 'sample/step2/import-check', element: <ImportCheckPage /> },
  { path: 'sample/step2/edit', element: <SampleEditPage /> },
  { path: 'sample/step2/shipping-info', element: <ShippingPage /> },
  { path: 'sample/step2/bifForMSM', element: <BifPage key="metabolomics" kind="metabolomics" /> },
  { path: 'sample/step2/bifForMSPC', element: <BifPage key="proteomics" kind="proteomics" /> },
  { path: 'sample/step3/preview-batch', element: <PreviewPage /> },
  { path: 'sample/step3/preview-batch-result', element: <ResultPage /> },
];
