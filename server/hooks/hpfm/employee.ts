import type { ResourceHooks } from '../../engine/hooks';
import { assignmentsOf, refuse } from './support/org';

/** Employees: once their positions are saved, an employee with positions has one primary one. */
const hooks: ResourceHooks = {
  afterWrite(context, row) {
    const assignments = assignmentsOf(context, Number(row.employeeId));
    if (assignments.length === 0) return;
    const primaries = assignments.filter(
      (assignment) => assignment.values.primaryPositionFlag === 1,
    );
    const employee = String(row.name ?? row.employeeNum);
    if (primaries.length === 0) throw refuse(context, 'noPrimary', { employee });
    if (primaries.length > 1) {
      throw refuse(context, 'manyPrimary', {
        employee,
        positions: primaries.map((assignment) => String(assignment.values.positionName)).join(', '),
      });
    }
  },
};

export default hooks;
