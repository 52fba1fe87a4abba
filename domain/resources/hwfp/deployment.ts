import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { BPMN_MAX } from './process-define';

/**
 * The deployment history of a process definition (hwfp, opened from the definitions' list):
 * each version, the XML deployed (a snapshot the instances of that version run), who deployed
 * it and when. Written by Deploy only, and only read here.
 */
export default defineResource({
  module: 'hwfp',
  name: 'deployment',
  path: 'process/deployments',
  table: 'hwfp_deployment',
  idField: 'deploymentId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Deployment history', '部署历史'),
  entity: text('deployment', '部署记录'),
  nameField: 'processVersion',
  defaultSort: { field: 'processVersion', order: 'desc' },
  readOnly: true,
  route: '/hwfp/process-define/deployment/:defineId',
  routeFilters: { defineId: 'defineId' },
  detailOf: 'hwfp/process-define',
  fields: {
    defineId: fields.integer(text('Process definition', '流程定义'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    processVersion: fields.integer(text('Version', '版本'), {
      readOnly: true,
      sortable: true,
      column: 90,
    }),
    processName: fields.text(text('Process name', '流程名称'), {
      max: 80,
      readOnly: true,
      column: 200,
    }),
    deployedBy: fields.text(text('Deployed by', '部署人'), {
      max: 120,
      readOnly: true,
      column: 150,
    }),
    deployedDate: fields.datetime(text('Deployed', '部署时间'), { readOnly: true, column: 170 }),
    bpmnXml: fields.code(text('BPMN 2.0 XML deployed', '部署的 BPMN 2.0 XML'), {
      language: 'bpmn',
      max: BPMN_MAX,
      readOnly: true,
      column: false,
      wide: true,
    }),
  },
});
