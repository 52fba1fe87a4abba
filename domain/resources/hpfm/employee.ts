import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** Whether an employee is on the job or has left. */
export const EMPLOYEE_STATUSES = [
  { value: 'ON', label: text('On the job', '在职') },
  { value: 'LEAVE', label: text('Left', '离职') },
] as const;

/** Demo tenants by id (see the server's demo seed): the users bound differ per tenant. */
const SITE = 0;
const NOVO_LAB = 1;
const GENE_BJ = 2;

const EMPLOYEES: readonly {
  num: string;
  en: string;
  zh: string;
  email: string;
  mobile: string;
  entryDate: string;
  users: readonly { loginName: string; tenants: readonly number[] }[];
}[] = [
  {
    num: 'E0001',
    en: 'Tina Tenant-Admin',
    zh: '蒂娜',
    email: 'tina@staff.example',
    mobile: '13900000001',
    entryDate: '2021-03-01',
    users: [{ loginName: 'tenant.admin', tenants: [NOVO_LAB] }],
  },
  {
    num: 'E0002',
    en: 'Oliver Operator',
    zh: '奥利弗',
    email: 'oliver@staff.example',
    mobile: '13900000002',
    entryDate: '2022-07-15',
    users: [{ loginName: 'operator', tenants: [NOVO_LAB, GENE_BJ] }],
  },
  {
    num: 'E0003',
    en: 'Sophie Chen',
    zh: '陈思菲',
    email: 'sophie.chen@staff.example',
    mobile: '13900000003',
    entryDate: '2020-09-01',
    users: [],
  },
  {
    num: 'E0004',
    en: 'Liam Wang',
    zh: '王力',
    email: 'liam.wang@staff.example',
    mobile: '13900000004',
    entryDate: '2023-02-20',
    users: [],
  },
  {
    num: 'E0005',
    en: 'Adam Admin',
    zh: '亚当',
    email: 'adam@staff.example',
    mobile: '13900000005',
    entryDate: '2019-05-06',
    users: [{ loginName: 'admin', tenants: [SITE] }],
  },
];

/**
 * Employees (`/hpfm/employee`); the detail page (`detail/:employeeId/:employeeNum`) edits an
 * employee with their position assignments (one of them primary) and the users bound to them.
 */
export default defineResource({
  module: 'hpfm',
  name: 'employee',
  path: 'employees',
  // HZERO reads an employee's positions and users with ?employeeId= (employeeService.js
  // fetchPosition, fetchUser), binds users with POST employee-users and unbinds them with
  // DELETE employee-users (updateUser, deleteUser: lists, the employee in each line's
  // employeeId). Its positions go as a whole list (updatePosition), so they stay with the save.
  api: {
    lines: {
      positions: 'employee-assigns?employeeId={id}',
      users: 'employee-users?employeeId={id}',
    },
    lineWrites: { users: { create: 'employee-users []', remove: 'employee-users' } },
  },
  table: 'hpfm_employee',
  idField: 'employeeId',
  tenancy: 'tenant',
  title: text('Employees', '员工定义'),
  entity: text('employee', '员工'),
  nameField: 'name',
  defaultSort: { field: 'employeeNum', order: 'asc' },
  route: '/hpfm/employee',
  detailRoute: '/hpfm/employee/detail/:employeeId/:employeeNum',
  menu: { parent: 'hzero.hpfm.org', sort: 20, quickIndex: text('employee', 'ygdy') },
  lines: [
    { key: 'positions', resource: 'hpfm/employee-position' },
    { key: 'users', resource: 'hpfm/employee-user' },
  ],
  fields: {
    employeeNum: codeField(text('Employee number', '员工编码'), { column: 140 }),
    name: fields.tl(text('Name', '员工姓名'), {
      max: 60,
      required: true,
      filter: true,
      sortable: true,
      column: 180,
    }),
    quickIndex: fields.text(text('Quick index', '快速索引'), {
      max: 30,
      pattern: '^[A-Za-z0-9]*$',
      help: text('Letters and digits only', '只能由字母和数字组成'),
      filter: true,
      column: 120,
    }),
    email: fields.text(text('E-mail', '邮箱'), {
      max: 60,
      format: 'email',
      required: true,
      filter: true,
      column: 220,
    }),
    mobile: fields.text(text('Mobile', '手机号'), {
      max: 20,
      format: 'tel',
      pattern: '^\\+?[0-9][0-9 -]{4,19}$',
      help: text('Digits, spaces or -, optionally starting with +', '数字、空格或 -，可以 + 开头'),
      filter: true,
      column: 150,
    }),
    entryDate: fields.date(text('Entry date', '入职日期'), { sortable: true, column: 120 }),
    status: fields.select(text('Employee status', '员工状态'), {
      options: EMPLOYEE_STATUSES,
      required: true,
      defaultValue: 'ON',
      filter: true,
      column: 120,
    }),
  },
  demo: EMPLOYEES.map((employee) => ({
    employeeNum: employee.num,
    name: employee.en,
    quickIndex: employee.en.replace(/[^A-Za-z]/g, '').slice(0, 30),
    email: employee.email,
    mobile: employee.mobile,
    entryDate: employee.entryDate,
    status: 'ON',
    _tls: { name: { en_US: employee.en, zh_CN: employee.zh } },
    users: employee.users.map((user) => ({ loginName: user.loginName, _tenants: user.tenants })),
  })),
});
