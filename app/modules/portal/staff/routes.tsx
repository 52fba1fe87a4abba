import { lazyPages } from '../../../lazyPages';
import type { ModuleRoute } from '../../types';
import { STAFF_STEPS } from './steps';

// Each page loads from its own chunk when its route first draws it, not with the route table.
const { PrintPage } = lazyPages(() => import('./PrintPage'), ['PrintPage']);
const { StaffBatchPage } = lazyPages(() => import('./StaffBatchPage'), ['StaffBatchPage']);

/**
 * The staff's batch workbench (`/hsif/sample/step1` … `step6`, each with `?batchId=`) and the
 * print page of the operators' shell (absolute paths).
 */
export const staffViewRoutes: ModuleRoute[] = [
  ...STAFF_STEPS.map((step) => ({
    path: `/hsif/sample/step${step}`,
    element: <StaffBatchPage step={step} />,
  })),
  { path: '/hsif/sample/print', element: <PrintPage /> },
];
