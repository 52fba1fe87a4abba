import { NEXT_STATUS } from '../../../../domain/portal/lifecycles';
import type { MessageKey } from '../../../i18n';
import type { Batch } from '../../../services/portal';

/** The steps of the staff's batch workbench, 1 to 6 (`/hsif/sample/step<n>`). */
export const STAFF_STEPS = [1, 2, 3, 4, 5, 6] as const;

/** A step of the workbench. */
export type StaffStep = (typeof STAFF_STEPS)[number];

/** Why a step is not available for a batch: a message key and its values. */
export interface StepRefusal {
  key: MessageKey;
  vars?: Record<string, string>;
}

/** Whether any sample of the batch was received (arrived or noted missing). */
export const wasReceived = (batch: Batch) =>
  batch.samples.some((sample) => sample.arrived !== null);

/**
 * Why a batch's status does not allow a step, or null when it does. Steps that show a done
 * move stay open afterwards: Receive once received, Return once returned.
 */
export function stepRefusal(step: StaffStep, batch: Batch): StepRefusal | null {
  const { status } = batch;
  switch (step) {
    case 2:
      return status === 'Submitted' || status === 'Shipped' || wasReceived(batch)
        ? null
        : { key: 'portal.staff.steps.reason.receive' };
    case 3:
      return wasReceived(batch) && status !== 'Submitted' && status !== 'Shipped'
        ? null
        : { key: 'portal.staff.steps.reason.qc' };
    case 4:
      return NEXT_STATUS[status]
        ? null
        : { key: 'portal.staff.steps.reason.lifecycle', vars: { status } };
    case 5:
      return status === 'Submitted' || status === 'Returned'
        ? null
        : { key: 'portal.staff.steps.reason.return' };
    default:
      return null;
  }
}
