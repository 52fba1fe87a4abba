import type { ModuleRoute } from '../../types';
import type { PortalRoute } from '../routes';
import { CataloguePage } from './CataloguePage';
import { HomePage } from './HomePage';
import { ProjectDetailPage } from './ProjectDetailPage';
import { ProjectsHomePage } from './ProjectsHomePage';
import { SampleInformationPage } from './SampleInformationPage';

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
