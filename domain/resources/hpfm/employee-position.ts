import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The positions of an employee, edited on the employee's detail page (lines `positions`): the
 * same assignments as the staff of a position (`hpfm/employee-assign`), seen from the
 * employee. The department and company are the position's (set by the server); an employee
 * with positions has exactly one primary position.
 */
export default defineResource({
  module: 'hpfm',
  name: 'employee-position',
  path: 'employee-assigns',
  table: 'hpfm_employee_assign',
  idField: 'employeeAssignId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Positions', '岗位'),
  entity: text('position assignment', '岗位分配'),
  nameField: 'positionId',
  defaultSort: { field: 'primaryPositionFlag', order: 'desc' },
  parent: { resource: 'hpfm/employee', field: 'employeeId' },
  fields: {
    employeeId: fields.integer(text('Employee', '员工'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    positionId: fields.reference(text('Position', '所属岗位'), {
      resource: 'hpfm/position',
      display: 'positionName',
      required: true,
      unique: true,
      column: 220,
    }),
    unitId: fields.reference(text('Department', '所属部门'), {
      resource: 'hpfm/department',
      display: 'unitName',
      readOnly: true,
      column: 200,
    }),
    companyId: fields.reference(text('Company', '所属公司'), {
      resource: 'hpfm/company',
      display: 'companyName',
      readOnly: true,
      column: 220,
    }),
    primaryPositionFlag: fields.flag(text('Primary position', '主岗'), {
      defaultValue: 0,
      sortable: true,
      column: 100,
    }),
  },
});
