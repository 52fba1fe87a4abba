import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import {
  BATCH_STATUS_NAMES,
  BATCH_STATUSES,
  BATCH_TONES,
  choicesOf,
  EDITABLE_BATCH_STATUSES,
} from '../../portal/lifecycles';

/**
 * The sample batches (submissions) as their customers list them: the team's (a member those
 * of allocated projects and their own without a project), staff the tenant's. Read-only here:
 * the wizard, the batch's page and the staff's workbench change them through the portal's
 * own services. A batch the customer edits opens in the wizard, any other its information.
 */
export default defineResource({
  module: 'hsif',
  name: 'batch',
  path: 'batches',
  table: 'portal_batch_list',
  idField: 'batchId',
  tenancy: 'tenant',
  readOnly: true,
  permissionLogin: true,
  enabledFlag: false,
  title: text('My sample submissions', '我的送样'),
  entity: text('batch', '批次'),
  nameField: 'batchCode',
  defaultSort: { field: 'createdDate', order: 'desc' },
  search: { fields: ['batchCode', 'projectCode', 'teamName'] },
  route: '/pub/sample/home',
  fields: {
    batchCode: fields.text(text('Batch code', '批次编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 160,
      link: [
        {
          to: '/pub/sample/step1?batchId=:batchId',
          when: { status: [...EDITABLE_BATCH_STATUSES] },
        },
        { to: '/pub/sample/information?batchId=:batchId' },
      ],
    }),
    status: fields.select(text('Status', '状态'), {
      options: choicesOf(BATCH_STATUSES, BATCH_STATUS_NAMES),
      readOnly: true,
      filter: true,
      sortable: true,
      column: 150,
      shownAs: 'badge',
      tones: BATCH_TONES,
    }),
    teamName: fields.text(text('Team', '团队'), { max: 120, readOnly: true, column: false }),
    productCode: fields.text(text('Product', '产品'), { max: 30, readOnly: true, column: 140 }),
    projectCode: fields.text(text('Project code', '项目编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 160,
    }),
    sampleCount: fields.integer(text('Samples', '样本数'), {
      readOnly: true,
      sortable: true,
      column: 100,
    }),
    submittedDate: fields.datetime(text('Submitted', '提交日期'), {
      readOnly: true,
      sortable: true,
      column: 140,
      shownAs: 'date',
    }),
    returnReason: fields.text(text('Return reason', '退回原因'), {
      max: 1000,
      readOnly: true,
      column: 220,
    }),
    createdDate: fields.datetime(text('Created', '创建日期'), {
      columnName: 'creation_date',
      readOnly: true,
      sortable: true,
      column: false,
    }),
    productId: fields.integer(text('Product', '产品'), { readOnly: true, column: false }),
    projectId: fields.integer(text('Project', '项目'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    teamId: fields.integer(text('Team', '团队'), { readOnly: true, column: false }),
    step: fields.integer(text('Step', '步骤'), { readOnly: true, column: false }),
    createdBy: fields.integer(text('Created by', '创建人'), { readOnly: true, column: false }),
  },
});
