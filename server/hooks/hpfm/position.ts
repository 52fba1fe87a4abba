import type { ResourceHooks } from '../../engine/hooks';
import { flagOrZero, refuse, rowOf } from './support/org';

/** Positions: the company is the department's; a new position needs an enabled department. */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    flagOrZero(values, 'supervisorFlag');
    const department = rowOf(context, 'hpfm/department', values.unitId);
    if (!department) return;
    if (!current && department.enabled === 0) {
      throw refuse(context, 'disabledDepartment', { name: String(department.values.unitName) });
    }
    values.companyId = Number(department.values.companyId);
  },
};

export default hooks;
