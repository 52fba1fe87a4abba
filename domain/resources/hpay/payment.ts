import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import statement from '../hpro/statement';

/**
 * The customers' payments for staff to confirm (Customer Service → Customer Payments): the
 * tenant's statements a payment was submitted for (waiting, confirmed or rejected); each opens
 * the statement's page, where staff confirm the payment or reject it with a reason.
 */
export default defineResource({
  ...statement,
  module: 'hpay',
  name: 'payment',
  path: 'payments',
  permissionLogin: false,
  title: text('Customer payments', '客户付款'),
  entity: text('payment', '付款'),
  excludes: { status: ['Unpaid'] },
  defaultSort: { field: 'submittedDate', order: 'desc' },
  search: { fields: ['statementCode', 'projectCode', 'teamName'] },
  route: '/hpay/payment',
  menu: {
    parent: 'hzero.service',
    code: 'hzero.hpay.payment',
    name: text('Customer Payments', '客户付款'),
    sort: 30,
    quickIndex: text('payment', 'khfk'),
  },
  fields: {
    ...statement.fields,
    statementCode: {
      ...statement.fields.statementCode,
      link: '/hpro/statement/detail?statementId=:statementId',
    },
    projectCode: {
      ...statement.fields.projectCode,
      link: '/hpro/project-detail/0?projectId=:projectId',
    },
    teamName: { ...statement.fields.teamName, column: 180 },
    submittedDate: { ...statement.fields.submittedDate, column: 140, shownAs: 'date' },
    dueDate: { ...statement.fields.dueDate, column: false },
  },
});
