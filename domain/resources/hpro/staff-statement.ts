import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import statement from './statement';

/**
 * The tenant's statements for staff (Customer Service → Projects → Statements), issued from
 * accepted quotations and orders; each opens the statement's page.
 */
export default defineResource({
  ...statement,
  name: 'staff-statement',
  path: 'staff/statements',
  permissionLogin: false,
  title: text('Statements', '结算单'),
  search: { fields: ['statementCode', 'projectCode', 'sourceCode', 'teamName'] },
  route: '/hpro/statement',
  menu: {
    parent: 'hzero.service.hpro',
    code: 'hzero.hpro.statement',
    name: text('Statements', '结算单'),
    sort: 50,
    quickIndex: text('statement', 'jsd'),
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
  },
});
