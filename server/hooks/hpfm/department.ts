import type { ResourceHooks } from '../../engine/hooks';
import { refuse, rowOf } from './support/org';

/**
 * Departments: a new department needs an enabled company, and a department sits only under a
 * department of its own company.
 */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const companyId = values.companyId ?? current?.companyId;
    if (!current) {
      const company = rowOf(context, 'hpfm/company', companyId);
      if (company?.enabled === 0) {
        throw refuse(context, 'disabledCompany', { name: String(company.values.companyName) });
      }
    }
    const parent = rowOf(context, 'hpfm/department', values.parentUnitId);
    if (parent && parent.values.companyId !== Number(companyId)) {
      throw refuse(context, 'parentElsewhere', { parent: String(parent.values.unitName) });
    }
  },
};

export default hooks;
