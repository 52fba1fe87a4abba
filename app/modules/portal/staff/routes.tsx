import type { ModuleRoute } from '../../types';
import { PrintPage } from './PrintPage';
import { StaffBatchPage } from './StaffBatchPage';
import { STAFF_STEPS } from './steps';

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
