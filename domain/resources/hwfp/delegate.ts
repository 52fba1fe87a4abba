import { ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Delegation (hwfp 转交设置, `/hwfp/delegate`): the signed-in user's rules of automatic
 * delegation: from the start date to the end date (both included, in the user's time zone), a
 * task arriving for them goes to the delegate instead (another user of the tenant), recorded
 * as AutoDelegate. End >= start >= today; of two enabled rules covering a day, the one starting
 * first applies.
 */
export default defineResource({
  module: 'hwfp',
  name: 'delegate',
  path: 'delegate',
  table: 'hwfp_delegate',
  idField: 'delegateId',
  tenancy: 'tenant',
  title: text('Delegation', '转交设置'),
  entity: text('delegation rule', '转交规则'),
  nameField: 'delegateUserId',
  defaultSort: { field: 'startDate', order: 'desc' },
  route: '/hwfp/delegate',
  menu: {
    parent: 'hzero.hwfp',
    code: 'hzero.hwfp.delegate',
    sort: 40,
    name: text('Delegation', '转交设置'),
    quickIndex: text('delegate', 'zjsz'),
  },
  fields: {
    delegateUserId: fields.reference(text('Delegate', '转交给'), {
      resource: 'hiam/sub-account',
      display: 'loginName',
      required: true,
      column: 180,
      help: text('Another user of the tenant, not yourself', '租户内的其他用户，不能是自己'),
    }),
    delegateName: fields.reference(text('Name', '姓名'), {
      resource: 'hiam/sub-account',
      display: 'realName',
      displayAs: 'delegateName',
      columnName: 'delegate_user_id',
      readOnly: true,
      form: false,
      column: 160,
    }),
    startDate: fields.date(text('Start date', '开始日期'), {
      required: true,
      sortable: true,
      column: 130,
      help: text('Today or later', '今天或以后'),
    }),
    endDate: fields.date(text('End date', '结束日期'), {
      required: true,
      sortable: true,
      column: 130,
      help: text('On or after the start date', '不早于开始日期'),
    }),
    remark: fields.text(text('Remark', '备注'), { max: 240, column: 240 }),
    userId: fields.integer(text('Owner (id)', '所有人 ID'), {
      readOnly: true,
      form: false,
      column: false,
    }),
  },
  demo: [
    {
      _tenants: [1],
      delegateUserId: ref({ loginName: 'operator' }),
      startDate: '2030-01-02',
      endDate: '2030-01-12',
      remark: 'Annual leave',
    },
  ],
});
