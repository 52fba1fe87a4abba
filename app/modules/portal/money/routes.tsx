import { lazyPages } from '../../../lazyPages';
import { registerFeature } from '../../../store/features';
import type { ModuleRoute } from '../../types';
import type { PortalRoute } from '../routes';
import { moneyFeature } from './feature';

// Each page loads from its own chunk when its route first draws it, not with the route table.
const { BifComparisonsStep, BifGenomeStep, BifGroupsStep, BifProductStep, BifReviewStep } =
  lazyPages(
    () => import('./bif/BifPages'),
    ['BifComparisonsStep', 'BifGenomeStep', 'BifGroupsStep', 'BifProductStep', 'BifReviewStep'],
  );
const { BifDetailPage, BifImportPage } = lazyPages(
  () => import('./bif/BifStaffPages'),
  ['BifDetailPage', 'BifImportPage'],
);
const { QuotationPrintPage } = lazyPages(
  () => import('./quotation/QuotationDocument'),
  ['QuotationPrintPage'],
);
const { OptionsStep, QuotationListPage, ReviewStep, ServicesStep } = lazyPages(
  () => import('./quotation/RequestPages'),
  ['OptionsStep', 'QuotationListPage', 'ReviewStep', 'ServicesStep'],
);
const { StaffPricesStep, StaffRequestStep, StaffSendStep } = lazyPages(
  () => import('./quotation/StaffQuotationPages'),
  ['StaffPricesStep', 'StaffRequestStep', 'StaffSendStep'],
);
const { CustomerStatementPage, StaffStatementPage, StaffStatementsPage } = lazyPages(
  () => import('./statement/StatementPages'),
  ['CustomerStatementPage', 'StaffStatementPage', 'StaffStatementsPage'],
);

// The money path's slice and sagas join the store with its pages.
registerFeature(moneyFeature);

const BIF_PAGES = [BifProductStep, BifGenomeStep, BifGroupsStep, BifComparisonsStep, BifReviewStep];

/**
 * The customer's money pages under `/pub`: quotations (the list, the request's three steps and
 * the printable quotation), a statement and its payment (the statements' list is the resource
 * engine's), and a project's bioinformatics form in five steps.
 */
export const moneyCustomerRoutes: PortalRoute[] = [
  { path: 'quotation/list', element: <QuotationListPage /> },
  { path: 'quotation/step1', element: <ServicesStep /> },
  { path: 'quotation/step2', element: <OptionsStep /> },
  { path: 'quotation/step3', element: <ReviewStep /> },
  { path: 'quotation/print', element: <QuotationPrintPage /> },
  { path: 'payment/detail', element: <CustomerStatementPage /> },
  ...BIF_PAGES.map((Page, index) => ({
    path: `projects/bif/step${index + 1}`,
    element: <Page />,
  })),
];

/**
 * The staff's money pages (absolute paths): pricing a quotation in three steps, issuing
 * statements and confirming payments, the bioinformatics forms' steps, detail and import.
 * Their lists are pages of resource descriptions.
 */
export const moneyStaffRoutes: ModuleRoute[] = [
  { path: '/hpro/quotation/step1', element: <StaffRequestStep /> },
  { path: '/hpro/quotation/step2', element: <StaffPricesStep /> },
  { path: '/hpro/quotation/step3', element: <StaffSendStep /> },
  { path: '/hpro/statement', element: <StaffStatementsPage /> },
  { path: '/hpro/statement/detail', element: <StaffStatementPage /> },
  ...BIF_PAGES.map((Page, index) => ({
    path: `/hbif/project/step${index + 1}`,
    element: <Page staff />,
  })),
  { path: '/hpro/bif-detail/:type/:category', element: <BifDetailPage /> },
  { path: '/hpro/bif-import/:code', element: <BifImportPage /> },
];
