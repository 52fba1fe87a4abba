import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import {
  BATCH_STATUS_NAMES,
  BATCH_STATUSES,
  choicesOf,
  QC_TONES,
  QC_VERDICT_NAMES,
  QC_VERDICTS,
} from '../../portal/lifecycles';

/**
 * The sample lookup (`/pub/sample/information`): the submitted samples the caller sees, scoped
 * like their batches, with their batch, project and QC verdict. The samples of a batch returned
 * for changes are left out until it is submitted again (the customer edits them), those of a
 * cancelled batch for good.
 */
export default defineResource({
  module: 'hsif',
  name: 'sample',
  path: 'samples',
  table: 'portal_sample_list',
  idField: 'sampleId',
  tenancy: 'tenant',
  readOnly: true,
  permissionLogin: true,
  enabledFlag: false,
  title: text('Sample information', '样本信息'),
  entity: text('sample', '样本'),
  nameField: 'sampleName',
  defaultSort: { field: 'submittedDate', order: 'desc' },
  search: {
    fields: ['sampleName', 'batchCode'],
    label: text('Sample name or batch code', '样本名称或批次编号'),
  },
  excludes: { batchStatus: ['Draft', 'Returned', 'Cancelled'] },
  route: '/pub/sample/information',
  fields: {
    sampleName: fields.text(text('Sample', '样本'), {
      max: 20,
      readOnly: true,
      sortable: true,
      column: 160,
    }),
    sampleType: fields.text(text('Sample type', '样本类型'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 120,
    }),
    qcVerdict: fields.select(text('QC verdict', '质检结论'), {
      options: choicesOf(QC_VERDICTS, QC_VERDICT_NAMES),
      readOnly: true,
      filter: true,
      filterParam: 'verdict',
      sortable: true,
      column: 120,
      shownAs: 'badge',
      tones: QC_TONES,
    }),
    batchCode: fields.text(text('Batch', '批次'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 150,
      link: '/pub/sample/information?batchId=:batchId',
    }),
    projectCode: fields.text(text('Project', '项目'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 150,
      link: '/pub/projects/single?projectId=:projectId',
    }),
    totalAmount: fields.decimal(text('Total amount (ug)', '总量 (ug)'), {
      scale: 6,
      readOnly: true,
      column: 140,
    }),
    submittedDate: fields.datetime(text('Submitted', '提交时间'), {
      readOnly: true,
      sortable: true,
      column: 140,
      shownAs: 'date',
    }),
    arrived: fields.flag(text('Arrived', '已到样'), { readOnly: true, column: false }),
    decision: fields.select(text('Decision', '决定'), {
      options: [
        { value: 'proceed', label: text('Proceed', '继续') },
        { value: 'stop', label: text('Stop', '终止') },
      ],
      readOnly: true,
      column: false,
    }),
    batchId: fields.integer(text('Batch', '批次'), { readOnly: true, column: false }),
    batchStatus: fields.select(text('Batch status', '批次状态'), {
      options: choicesOf(BATCH_STATUSES, BATCH_STATUS_NAMES),
      readOnly: true,
      column: false,
    }),
    projectId: fields.integer(text('Project', '项目'), { readOnly: true, column: false }),
    teamId: fields.integer(text('Team', '团队'), { readOnly: true, column: false }),
    createdBy: fields.integer(text('Created by', '创建人'), { readOnly: true, column: false }),
  },
});
