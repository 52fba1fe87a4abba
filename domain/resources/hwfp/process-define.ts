import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The demo draft: a rejected sample reviewed by the lab (tenant.admin). */
const SAMPLE_REJECTION_XML = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_SampleRejection" targetNamespace="http://bpmn.io/schema/bpmn">',
  '  <bpmn:process id="SampleRejection" name="Sample rejection review" isExecutable="true">',
  '    <bpmn:startEvent id="start" />',
  '    <bpmn:userTask id="review" name="Review the rejection">',
  '      <bpmn:potentialOwner><bpmn:resourceAssignmentExpression><bpmn:formalExpression>${starter}</bpmn:formalExpression></bpmn:resourceAssignmentExpression></bpmn:potentialOwner>',
  '    </bpmn:userTask>',
  '    <bpmn:endEvent id="end" />',
  '    <bpmn:sequenceFlow id="toReview" sourceRef="start" targetRef="review" />',
  '    <bpmn:sequenceFlow id="toEnd" sourceRef="review" targetRef="end" />',
  '  </bpmn:process>',
  '  <bpmndi:BPMNDiagram id="SampleRejection_diagram">',
  '    <bpmndi:BPMNPlane id="SampleRejection_plane" bpmnElement="SampleRejection">',
  '      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="102" y="102" width="36" height="36" /></bpmndi:BPMNShape>',
  '      <bpmndi:BPMNShape id="review_di" bpmnElement="review"><dc:Bounds x="210" y="80" width="100" height="80" /></bpmndi:BPMNShape>',
  '      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="382" y="102" width="36" height="36" /></bpmndi:BPMNShape>',
  '      <bpmndi:BPMNEdge id="toReview_di" bpmnElement="toReview"><di:waypoint x="138" y="120" /><di:waypoint x="210" y="120" /></bpmndi:BPMNEdge>',
  '      <bpmndi:BPMNEdge id="toEnd_di" bpmnElement="toEnd"><di:waypoint x="310" y="120" /><di:waypoint x="382" y="120" /></bpmndi:BPMNEdge>',
  '    </bpmndi:BPMNPlane>',
  '  </bpmndi:BPMNDiagram>',
  '</bpmn:definitions>',
  '',
].join('\n');

/** Most characters of a process's BPMN 2.0 XML. */
export const BPMN_MAX = 100_000;

/** A definition's state: edited since its last deployment (or never deployed), or deployed. */
export const DEFINE_STATUSES = [
  { value: 'DRAFT', label: text('Draft', '草稿') },
  { value: 'DEPLOYED', label: text('Deployed', '已部署') },
] as const;

/** What a process is about. */
export const PROCESS_CATEGORIES = [
  { value: 'SAMPLE', label: text('Samples', '样本') },
  { value: 'QUOTATION', label: text('Quotations', '报价') },
  { value: 'PROJECT', label: text('Projects', '项目') },
  { value: 'ACCOUNT', label: text('Accounts', '账户') },
  { value: 'PLATFORM', label: text('Platform', '平台') },
  { value: 'OTHER', label: text('Other', '其他') },
] as const;

/** The most a start's variables (a JSON object) may hold, in characters. */
export const VARIABLES_MAX = 2000;

/**
 * Process definitions (hwfp 流程定义, `/hwfp/process-define`, each one's page
 * `/hwfp/process-define/detail/{defineId}`): a process in BPMN 2.0 XML, with its deployments
 * as read-only lines. Deploy checks the XML (one process, one start event, only start and end
 * events, user tasks naming their assignee in standard BPMN, exclusive and parallel gateways,
 * and sequence flows whose conditions are plain comparisons, never scripts) and records a new
 * version with a snapshot of the XML; Start runs the latest deployed version. An edit after a
 * deployment makes the definition a draft again until it is deployed once more; the running
 * instances keep the snapshot they started with.
 */
export default defineResource({
  module: 'hwfp',
  name: 'process-define',
  path: 'process/models',
  table: 'hwfp_process_define',
  idField: 'defineId',
  tenancy: 'tenant',
  enabledFlag: false,
  actions: ['create', 'edit', 'delete', 'export'],
  title: text('Process Definitions', '流程定义'),
  entity: text('process definition', '流程定义'),
  nameField: 'processName',
  defaultSort: { field: 'processCode', order: 'asc' },
  search: { fields: ['processCode', 'processName', 'description'] },
  route: '/hwfp/process-define',
  detailRoute: '/hwfp/process-define/detail/:defineId',
  menu: {
    parent: 'hzero.hwfp',
    code: 'hzero.hwfp.process-define',
    sort: 50,
    name: text('Process Definitions', '流程定义'),
    quickIndex: text('process', 'lcdy'),
  },
  customActions: [
    {
      key: 'deploy',
      label: text('Deploy', '部署'),
      on: 'row',
      api: 'process/models/{id}/deploy',
      confirm: text(
        'Deploy the saved XML as a new version? Instances already running keep their version.',
        '将已保存的 XML 部署为新版本？正在运行的实例仍使用原版本。',
      ),
    },
    {
      key: 'start',
      label: text('Start a process', '发起流程'),
      on: 'row',
      when: { status: ['DEPLOYED'] },
      form: {
        businessKey: fields.text(text('Business key', '业务主键'), {
          max: 60,
          required: true,
          help: text(
            'What the process is about, e.g. a quotation number Q-2025-0101',
            '流程所办理的业务，例如报价单号 Q-2025-0101',
          ),
        }),
        description: fields.text(text('Description', '说明'), { max: 240 }),
        variables: fields.code(text('Variables', '流程变量'), {
          language: 'json',
          max: VARIABLES_MAX,
          wide: true,
          help: text(
            'A JSON object of numbers, texts and yes/no values the gateways decide on, e.g. {"amount": 80000}',
            '由数字、文本和是/否值组成的 JSON 对象，供网关判断，例如 {"amount": 80000}',
          ),
        }),
      },
    },
  ],
  fields: {
    processCode: codeField(text('Process code', '流程编码')),
    processName: fields.text(text('Process name', '流程名称'), {
      max: 80,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    category: fields.select(text('Category', '流程分类'), {
      options: PROCESS_CATEGORIES,
      required: true,
      defaultValue: 'OTHER',
      filter: true,
      column: 110,
    }),
    status: fields.select(text('Status', '状态'), {
      options: DEFINE_STATUSES,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 100,
      shownAs: 'badge',
      tones: { DRAFT: 'default', DEPLOYED: 'success' },
      help: text(
        'Draft until deployed; an edit after a deployment makes it a draft again',
        '部署前为草稿；部署后再修改则重新变为草稿',
      ),
    }),
    deployedVersion: fields.integer(text('Deployed version', '已部署版本'), {
      readOnly: true,
      column: 120,
    }),
    deployedDate: fields.datetime(text('Deployed', '部署时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
    description: fields.longtext(text('Description', '描述'), {
      max: 480,
      column: false,
      wide: true,
    }),
    bpmnXml: fields.code(text('BPMN 2.0 XML', 'BPMN 2.0 XML'), {
      language: 'bpmn',
      max: BPMN_MAX,
      required: true,
      column: false,
      wide: true,
      help: text(
        'One process: start and end events, user tasks (assignee as humanPerformer or potentialOwner holding a login name or ${starter}), exclusive and parallel gateways, sequence flows with conditions such as ${amount > 50000}. No scripts',
        '一个流程：开始和结束事件、用户任务（以 humanPerformer 或 potentialOwner 指定登录名或 ${starter} 为处理人）、排他网关和并行网关、带条件（例如 ${amount > 50000}）的顺序流。不允许脚本',
      ),
    }),
  },
  demo: [
    {
      processCode: 'SAMPLE_REJECTION',
      processName: 'Sample rejection review',
      category: 'SAMPLE',
      description: 'Draft: a rejected sample reviewed by the lab before the customer is told',
      bpmnXml: SAMPLE_REJECTION_XML,
    },
  ],
});
