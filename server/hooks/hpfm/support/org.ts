/**
 * What the hooks of the organization hierarchy share: their messages in both languages, the
 * department and company an assignment takes from its position, and the assignments of an
 * employee (one table, read as the staff of a position and as the positions of an employee).
 */
import { fill, type Language } from '../../../../domain/engine/text';
import type { SqlValue } from '../../../db/versioned';
import { BusinessError } from '../../../http/errors';
import type { HookContext } from '../../../engine/hooks';
import { MAX_ROWS, type Row } from '../../../engine/service';
import type { StoredRow } from '../../../engine/store';

const en_US = {
  disabledCompany: 'The company %{name} is disabled; enable it before adding departments to it',
  disabledDepartment: 'The department %{name} is disabled; enable it before adding positions to it',
  disabledPosition: 'The position %{name} is disabled; enable it before assigning employees to it',
  parentElsewhere:
    'The parent department %{parent} belongs to another company: a department sits under departments of its own company',
  alreadyAssigned: '%{employee} is already assigned to the position %{position}',
  otherPrimary:
    "%{employee}'s primary position is %{position}; to change it, mark the new primary position on the employee's page",
  keepPrimary:
    "%{employee} needs a primary position; to change it, mark another position as primary on the employee's page",
  deletePrimary:
    "%{position} is %{employee}'s primary position; mark another position as primary on the employee's page before removing it",
  noPrimary: "Mark one of %{employee}'s positions as the primary position",
  manyPrimary: '%{employee} can have only one primary position, not %{positions}',
  noUser: 'There is no user %{login} in this tenant',
  userHere: 'The user %{login} is already bound to this employee',
  userElsewhere: 'The user %{login} is already bound to the employee %{employee}',
};

/** The organization hooks' messages in one language. */
export type OrgMessages = typeof en_US;

const zh_CN: OrgMessages = {
  disabledCompany: '公司 %{name} 已禁用，请先启用再添加部门',
  disabledDepartment: '部门 %{name} 已禁用，请先启用再添加岗位',
  disabledPosition: '岗位 %{name} 已禁用，请先启用再分配员工',
  parentElsewhere: '上级部门 %{parent} 属于其他公司：部门只能挂在本公司的部门之下',
  alreadyAssigned: '%{employee} 已分配到岗位 %{position}',
  otherPrimary: '%{employee} 的主岗是 %{position}；如需更换，请在员工页面勾选新的主岗',
  keepPrimary: '%{employee} 必须有一个主岗；如需更换，请在员工页面将其他岗位设为主岗',
  deletePrimary: '%{position} 是 %{employee} 的主岗；请先在员工页面将其他岗位设为主岗再移除',
  noPrimary: '请将 %{employee} 的一个岗位设为主岗',
  manyPrimary: '%{employee} 只能有一个主岗，不能同时为 %{positions}',
  noUser: '本租户中没有用户 %{login}',
  userHere: '用户 %{login} 已关联到此员工',
  userElsewhere: '用户 %{login} 已关联到员工 %{employee}',
};

const MESSAGES: Readonly<Record<Language, OrgMessages>> = { en_US, zh_CN };

/** A refusal of the organization hooks, in the caller's language. */
export function refuse(
  context: HookContext,
  key: keyof OrgMessages,
  vars: Readonly<Record<string, string | number>> = {},
): BusinessError {
  return new BusinessError(
    `error.hpfm.org.${key}`,
    fill(MESSAGES[context.scope.lang][key], vars),
    'warn',
  );
}

/** A flag left empty is 0 (the column is never null). */
export function flagOrZero(values: Record<string, SqlValue>, name: string): void {
  if (name in values && values[name] === null) values[name] = 0;
}

/** A row of another resource of the hierarchy, by key and id, in the caller's tenant. */
export function rowOf(context: HookContext, key: string, id: unknown): StoredRow | undefined {
  if (id === null || id === undefined) return undefined;
  return context.engine.store.get(context.engine.resource(key), context.scope, Number(id));
}

/**
 * Sets an assignment's department and company from its position (when the position is given),
 * refusing a disabled position for a new assignment or a changed position.
 */
export function completeFromPosition(
  context: HookContext,
  values: Record<string, SqlValue>,
  current: Row | undefined,
): void {
  if (values.positionId === undefined || values.positionId === null) return;
  const position = rowOf(context, 'hpfm/position', values.positionId);
  if (!position) return;
  if (position.enabled === 0 && (!current || current.positionId !== position.id)) {
    throw refuse(context, 'disabledPosition', { name: String(position.values.positionName) });
  }
  values.unitId = Number(position.values.unitId);
  values.companyId = Number(position.values.companyId);
}

/** Every assignment of an employee, read as the staff of positions (names shown in `lang`). */
export function assignmentsOf(context: HookContext, employeeId: number): StoredRow[] {
  return context.engine.store.all(
    context.engine.resource('hpfm/employee-assign'),
    context.scope,
    [{ field: 'employeeId', op: 'eq', value: employeeId }],
    MAX_ROWS,
  );
}

/** An employee's name in the caller's language (the number when it has none). */
export function employeeName(context: HookContext, employeeId: number): string {
  const employee = rowOf(context, 'hpfm/employee', employeeId);
  return String(employee?.values.name ?? employee?.values.employeeNum ?? employeeId);
}
