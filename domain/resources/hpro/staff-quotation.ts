import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import quotation from './quotation';

/**
 * The tenant's quotations for staff (Customer Service → Projects → Quotations), every team's
 * but drafts (the customer's work in progress); each opens the staff's pricing steps.
 */
export default defineResource({
  ...quotation,
  name: 'staff-quotation',
  path: 'staff/quotations',
  permissionLogin: false,
  title: text('Quotations', '报价单'),
  excludes: { status: ['Draft'] },
  search: { fields: ['quotationCode', 'title', 'projectCode', 'teamName'] },
  route: '/hpro/quotation/list',
  menu: {
    parent: 'hzero.service.hpro',
    code: 'hzero.hpro.quotation-list',
    name: text('Quotations', '报价单'),
    sort: 40,
    quickIndex: text('quotation', 'bjd'),
  },
  fields: {
    ...quotation.fields,
    quotationCode: {
      ...quotation.fields.quotationCode,
      link: '/hpro/quotation/step1?quotationId=:quotationId',
    },
    teamName: { ...quotation.fields.teamName, column: 180 },
    projectCode: {
      ...quotation.fields.projectCode,
      link: '/hpro/project-detail/0?projectId=:projectId',
    },
    submittedDate: { ...quotation.fields.submittedDate, column: 130, shownAs: 'date' },
    createdDate: { ...quotation.fields.createdDate, column: false },
  },
});
