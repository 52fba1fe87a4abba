import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import batch from './batch';

/**
 * The tenant's sample batches for staff (Customer Service → Sample Submission → Sample List),
 * every team's but drafts (the customer's work in progress); each opens the staff's workbench.
 */
export default defineResource({
  ...batch,
  name: 'staff-batch',
  path: 'staff/batches',
  permissionLogin: false,
  title: text('Sample batches', '样本批次'),
  excludes: { status: ['Draft'] },
  route: '/hsif/sample/list',
  menu: {
    parent: 'hzero.service.hsif',
    code: 'hzero.hsif.sample-list',
    name: text('Sample List', '样本列表'),
    sort: 10,
    quickIndex: text('samples', 'yblb'),
  },
  fields: {
    ...batch.fields,
    batchCode: { ...batch.fields.batchCode, link: '/hsif/sample/step1?batchId=:batchId' },
    teamName: { ...batch.fields.teamName, column: 180 },
  },
});
