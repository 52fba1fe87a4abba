import { lazyPages } from '../../../lazyPages';
import type { PortalRoute } from '../routes';

// Each page loads from its own chunk when its route first draws it, not with the route table.
const { BifPage } = lazyPages(() => import('./BifPage'), ['BifPage']);
const { ImportCheckPage } = lazyPages(() => import('./ImportCheckPage'), ['ImportCheckPage']);
const { PreviewPage } = lazyPages(() => import('./PreviewPage'), ['PreviewPage']);
const { ProductStep } = lazyPages(() => import('./ProductStep'), ['ProductStep']);
const { ResultPage } = lazyPages(() => import('./ResultPage'), ['ResultPage']);
const { SampleEditPage } = lazyPages(() => import('./SampleEditPage'), ['SampleEditPage']);
const { SheetStep } = lazyPages(() => import('./SheetStep'), ['SheetStep']);
const { ShippingPage } = lazyPages(() => import('./ShippingPage'), ['ShippingPage']);

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
