import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { choicesOf } from '../../portal/lifecycles';
import {
  STATEMENT_STATUS_NAMES,
  STATEMENT_STATUSES,
  STATEMENT_TONES,
} from '../../portal/statements';

/**
 * What the customer owes, per project (`/pub/payment`): the statements of the team's projects
 * (a member's allocated ones). Read-only here: each opens its page, where the customer pays
 * and uploads the proof. The proof file is read by whoever reads the statement.
 */
export default defineResource({
  module: 'hpro',
  name: 'statement',
  path: 'statements',
  table: 'portal_statement_list',
  idField: 'statementId',
  tenancy: 'tenant',
  readOnly: true,
  permissionLogin: true,
  enabledFlag: false,
  title: text('Statements and payment', '结算与付款'),
  entity: text('statement', '结算单'),
  nameField: 'statementCode',
  defaultSort: { field: 'createdDate', order: 'desc' },
  search: { fields: ['statementCode', 'projectCode', 'sourceCode'] },
  route: '/pub/payment',
  fields: {
    statementCode: fields.text(text('Statement code', '结算单编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 160,
      link: '/pub/payment/detail?statementId=:statementId',
    }),
    projectCode: fields.text(text('Project code', '项目编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 150,
      link: '/pub/projects/single?projectId=:projectId',
    }),
    sourceCode: fields.text(text('Quotation or order', '报价单或订单'), {
      max: 30,
      readOnly: true,
      column: 160,
    }),
    status: fields.select(text('Status', '状态'), {
      options: choicesOf(STATEMENT_STATUSES, STATEMENT_STATUS_NAMES),
      readOnly: true,
      filter: true,
      sortable: true,
      column: 160,
      shownAs: 'badge',
      tones: STATEMENT_TONES,
    }),
    teamName: fields.text(text('Team', '团队'), { max: 120, readOnly: true, column: false }),
    currencyCode: fields.text(text('Currency', '币种'), { max: 3, readOnly: true, column: 90 }),
    totalAmount: fields.decimal(text('Amount owed', '应付金额'), {
      scale: 6,
      readOnly: true,
      column: 140,
    }),
    dueDate: fields.date(text('Due date', '付款期限'), {
      readOnly: true,
      sortable: true,
      column: 120,
    }),
    createdDate: fields.datetime(text('Issued', '开具日期'), {
      columnName: 'creation_date',
      readOnly: true,
      sortable: true,
      column: 130,
      shownAs: 'date',
    }),
    submittedDate: fields.datetime(text('Payment submitted', '付款提交日期'), {
      readOnly: true,
      sortable: true,
      column: false,
    }),
    proofFileUrl: fields.file(text('Proof of payment', '付款凭证'), {
      bucket: 'portal',
      readOnly: true,
      column: false,
    }),
    projectId: fields.integer(text('Project', '项目'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    teamId: fields.integer(text('Team', '团队'), { readOnly: true, column: false }),
  },
});
