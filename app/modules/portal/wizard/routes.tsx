import { lazyPage } from '../../../lazyChunk';
import type { PortalRoute } from '../routes';

// Each page loads from its own chunk when its route first draws it, not with the route table.
const BifPage = lazyPage(() => import('./BifPage').then((module) => module.BifPage));
const ImportCheckPage = lazyPage(() =>
  import('./ImportCheckPage').then((module) => module.ImportCheckPage),
);
const PreviewPage = lazyPage(() => import('./PreviewPage').then((module) => module.PreviewPage));
const ProductStep = lazyPage(() => import('./ProductStep').then((module) => module.ProductStep));
const ResultPage = lazyPage(() => import('./ResultPage').then((module) => module.ResultPage));
const SampleEditPage = lazyPage(() =>
  import('./SampleEditPage').then((module) => module.SampleEditPage),
);
const SheetStep = lazyPage(() => import('./SheetStep').then((module) => module.SheetStep));
const ShippingPage = lazyPage(() => import('./ShippingPage').then((module) => module.ShippingPage));

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
