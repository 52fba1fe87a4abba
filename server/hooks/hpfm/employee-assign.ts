import type { ResourceHooks } from '../../engine/hooks';
import {
  assignmentsOf,
  completeFromPosition,
  employeeName,
  flagOrZero,
  refuse,
  rowOf,
} from './support/org';

/**
 * The staff of a position: department and company from the position; an employee is assigned
 * to a position once; their first position becomes the primary one, and the primary position
 * is not changed or removed here while they hold others (that is done on the employee's page,
 * where all their positions are saved at once).
 */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    flagOrZero(values, 'primaryPositionFlag');
    completeFromPosition(context, values, current);
    const employeeId = Number(values.employeeId ?? current?.employeeId);
    const positionId = Number(values.positionId ?? current?.positionId);
    const others = assignmentsOf(context, employeeId).filter(
      (assignment) => assignment.id !== current?.employeeAssignId,
    );
    const who = () => employeeName(context, employeeId);
    if (!current) {
      if (others.some((assignment) => assignment.values.positionId === positionId)) {
        const position = rowOf(context, 'hpfm/position', positionId);
        throw refuse(context, 'alreadyAssigned', {
          employee: who(),
          position: String(position?.values.positionName ?? positionId),
        });
      }
      if (others.length === 0) values.primaryPositionFlag = 1;
    }
    const wasPrimary = current?.primaryPositionFlag === 1;
    const primary = values.primaryPositionFlag ?? current?.primaryPositionFlag;
    const otherPrimary = others.find((assignment) => assignment.values.primaryPositionFlag === 1);
    if (primary === 1 && !wasPrimary && otherPrimary) {
      throw refuse(context, 'otherPrimary', {
        employee: who(),
        position: String(otherPrimary.values.positionName),
      });
    }
    if (wasPrimary && primary === 0) throw refuse(context, 'keepPrimary', { employee: who() });
  },

  beforeDelete(context, row) {
    if (row.primaryPositionFlag !== 1) return;
    const employeeId = Number(row.employeeId);
    const others = assignmentsOf(context, employeeId).filter(
      (assignment) => assignment.id !== row.employeeAssignId,
    );
    if (others.length > 0) {
      throw refuse(context, 'deletePrimary', {
        employee: employeeName(context, employeeId),
        position: String(row.positionName),
      });
    }
  },
};

export default hooks;
