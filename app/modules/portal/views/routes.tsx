import { lazyPages } from '../../../lazyPages';
import type { ModuleRoute } from '../../types';
import type { PortalRoute } from '../routes';

// Each page loads from its own chunk when its route first draws it, not with the route table.
const { CataloguePage } = lazyPages(() => import('./CataloguePage'), ['CataloguePage']);
const { HomePage } = lazyPages(() => import('./HomePage'), ['HomePage']);
const { ProjectDetailPage } = lazyPages(() => import('./ProjectDetailPage'), ['ProjectDetailPage']);
const { ProjectsHomePage } = lazyPages(() => import('./ProjectsHomePage'), ['ProjectsHomePage']);
const { SampleInformationPage } = lazyPages(
  () => import('./SampleInformationPage'),
  ['SampleInformationPage'],
);

/** The customer's overview, catalogue, project and batch pages under `/pub`. */
export const customerViewRoutes: PortalRoute[] = [
  { path: 'home', element: <HomePage /> },
  { path: 'projects/home', element: <ProjectsHomePage /> },
  { path: 'projects/single', element: <ProjectDetailPage /> },
  { path: 'sample/products', element: <CataloguePage /> },
  { path: 'sample/information', element: <SampleInformationPage /> },
];

/** The staff's project detail (`/hpro/project-detail/:tabIndex`), shared with the customer's. */
export const staffProjectRoutes: ModuleRoute[] = [
  { path: '/hpro/project-detail/:tabIndex', element: <ProjectDetailPage staff /> },
];
