import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { choicesOf } from '../../portal/lifecycles';
import {
  EDITABLE_QUOTATION_STATUSES,
  QUOTATION_STATUS_NAMES,
  QUOTATION_STATUSES,
  QUOTATION_TONES,
} from '../../portal/quotations';

/**
 * The quotations as their customers list them (`/pub/quotation/list`): the team's, a member
 * those of allocated projects and their own requests without a project. Read-only here: the
 * quotation pages change them through the portal's money services. A draft opens in the
 * request's first step, any other quotation its review.
 */
export default defineResource({
  module: 'hpro',
  name: 'quotation',
  path: 'quotations',
  table: 'portal_quotation_list',
  idField: 'quotationId',
  tenancy: 'tenant',
  readOnly: true,
  permissionLogin: true,
  enabledFlag: false,
  title: text('My quotations', '我的报价单'),
  entity: text('quotation', '报价单'),
  nameField: 'quotationCode',
  defaultSort: { field: 'createdDate', order: 'desc' },
  search: { fields: ['quotationCode', 'title', 'projectCode'] },
  route: '/pub/quotation/list',
  fields: {
    quotationCode: fields.text(text('Quotation code', '报价单编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 160,
      link: [
        {
          to: '/pub/quotation/step1?quotationId=:quotationId',
          when: { status: [...EDITABLE_QUOTATION_STATUSES] },
        },
        { to: '/pub/quotation/step3?quotationId=:quotationId' },
      ],
    }),
    title: fields.text(text('Title', '标题'), {
      max: 120,
      readOnly: true,
      sortable: true,
      column: 220,
    }),
    status: fields.select(text('Status', '状态'), {
      options: choicesOf(QUOTATION_STATUSES, QUOTATION_STATUS_NAMES),
      readOnly: true,
      filter: true,
      sortable: true,
      column: 130,
      shownAs: 'badge',
      tones: QUOTATION_TONES,
    }),
    teamName: fields.text(text('Team', '团队'), { max: 120, readOnly: true, column: false }),
    currencyCode: fields.text(text('Currency', '币种'), { max: 3, readOnly: true, column: 90 }),
    totalAmount: fields.decimal(text('Total', '总金额'), {
      scale: 6,
      readOnly: true,
      column: 140,
    }),
    expiryDate: fields.date(text('Valid until', '有效期至'), {
      readOnly: true,
      sortable: true,
      column: 120,
    }),
    projectCode: fields.text(text('Project code', '项目编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 150,
      link: '/pub/projects/single?projectId=:projectId',
    }),
    createdDate: fields.datetime(text('Created', '创建日期'), {
      columnName: 'creation_date',
      readOnly: true,
      sortable: true,
      column: 130,
      shownAs: 'date',
    }),
    submittedDate: fields.datetime(text('Submitted', '提交日期'), {
      readOnly: true,
      sortable: true,
      column: false,
    }),
    projectId: fields.integer(text('Project', '项目'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    teamId: fields.integer(text('Team', '团队'), { readOnly: true, column: false }),
    createdBy: fields.integer(text('Created by', '创建人'), { readOnly: true, column: false }),
    step: fields.integer(text('Step', '步骤'), { readOnly: true, column: false }),
  },
});
