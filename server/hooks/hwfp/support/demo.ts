/**
 * The workflow's demo: deployed definitions of the demo tenants (a sequencing service's sample
 * review, quotation approval with a parallel review and a finance review above an amount,
 * library prep orders, customer accounts; the platform's tenant registration and service
 * release), and instances waiting at their tasks, which are the workplace card's tasks: each a
 * real instance whose run is rebuilt from its done tasks when it is first moved on (its
 * `engine_state` is kept from then). One completed quotation and a carbon copy too. Written
 * once by the shell's demo seed, in its transaction.
 */
import type { Db } from '../../../db/database';

/** A node of a demo process, placed at its centre. */
interface DemoNode {
  id: string;
  type: 'start' | 'end' | 'user' | 'xor' | 'and';
  name?: string;
  assignee?: string;
  x: number;
  y: number;
}

/** A sequence flow of a demo process. */
interface DemoFlow {
  id: string;
  from: string;
  to: string;
  condition?: string;
}

const SIZE: Readonly<Record<DemoNode['type'], [number, number]>> = {
  start: [36, 36],
  end: [36, 36],
  user: [100, 80],
  xor: [50, 50],
  and: [50, 50],
};

const TAG: Readonly<Record<DemoNode['type'], string>> = {
  start: 'startEvent',
  end: 'endEvent',
  user: 'userTask',
  xor: 'exclusiveGateway',
  and: 'parallelGateway',
};

function escape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The BPMN 2.0 XML of a demo process, with its diagram (shapes and edges). */
export function demoXml(
  processId: string,
  name: string,
  nodes: readonly DemoNode[],
  flows: readonly DemoFlow[],
  defaults: Readonly<Record<string, string>> = {},
): string {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const elements = nodes.map((node) => {
    const attrs = `id="${node.id}"${node.name ? ` name="${escape(node.name)}"` : ''}${defaults[node.id] ? ` default="${defaults[node.id] ?? ''}"` : ''}`;
    if (node.type !== 'user') return `    <bpmn:${TAG[node.type]} ${attrs} />`;
    return [
      `    <bpmn:userTask ${attrs}>`,
      '      <bpmn:humanPerformer>',
      '        <bpmn:resourceAssignmentExpression>',
      `          <bpmn:formalExpression>${escape(node.assignee ?? '')}</bpmn:formalExpression>`,
      '        </bpmn:resourceAssignmentExpression>',
      '      </bpmn:humanPerformer>',
      '    </bpmn:userTask>',
    ].join('\n');
  });
  const sequence = flows.map((flow) =>
    flow.condition
      ? `    <bpmn:sequenceFlow id="${flow.id}" sourceRef="${flow.from}" targetRef="${flow.to}">\n      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escape(flow.condition)}</bpmn:conditionExpression>\n    </bpmn:sequenceFlow>`
      : `    <bpmn:sequenceFlow id="${flow.id}" sourceRef="${flow.from}" targetRef="${flow.to}" />`,
  );
  const shapes = nodes.map((node) => {
    const [w, h] = SIZE[node.type];
    return `      <bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}">\n        <dc:Bounds x="${node.x - w / 2}" y="${node.y - h / 2}" width="${w}" height="${h}" />\n      </bpmndi:BPMNShape>`;
  });
  const edges = flows.map((flow) => {
    const from = byId.get(flow.from);
    const to = byId.get(flow.to);
    if (!from || !to) throw new Error(`demo flow ${flow.id} joins unknown nodes`);
    const start = [from.x + SIZE[from.type][0] / 2, from.y];
    const end = [to.x - SIZE[to.type][0] / 2, to.y];
    const points =
      from.y === to.y
        ? [start, end]
        : [
            [from.x, from.y + (to.y > from.y ? 1 : -1) * (SIZE[from.type][1] / 2)],
            [from.x, to.y],
            end,
          ];
    const waypoints = points
      .map(([x, y]) => `        <di:waypoint x="${String(x)}" y="${String(y)}" />`)
      .join('\n');
    return `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">\n${waypoints}\n      </bpmndi:BPMNEdge>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="Definitions_' +
      processId +
      '" targetNamespace="http://bpmn.io/schema/bpmn">',
    `  <bpmn:process id="${processId}" name="${escape(name)}" isExecutable="true">`,
    ...elements,
    ...sequence,
    '  </bpmn:process>',
    `  <bpmndi:BPMNDiagram id="${processId}_diagram">`,
    `    <bpmndi:BPMNPlane id="${processId}_plane" bpmnElement="${processId}">`,
    ...shapes,
    ...edges,
    '    </bpmndi:BPMNPlane>',
    '  </bpmndi:BPMNDiagram>',
    '</bpmn:definitions>',
    '',
  ].join('\n');
}

/** A one-step approval: start, one user task, end. */
function oneStep(processId: string, name: string, task: string, assignee: string): string {
  return demoXml(
    processId,
    name,
    [
      { id: 'start', type: 'start', x: 120, y: 120 },
      { id: 'review', type: 'user', name: task, assignee, x: 260, y: 120 },
      { id: 'end', type: 'end', x: 400, y: 120 },
    ],
    [
      { id: 'toReview', from: 'start', to: 'review' },
      { id: 'toEnd', from: 'review', to: 'end' },
    ],
  );
}

/**
 * Quotation approval: sales review and discount approval side by side, then a finance review
 * when the amount is above 50000.
 */
export const QUOTATION_XML = demoXml(
  'QuotationApproval',
  'Quotation approval',
  [
    { id: 'start', type: 'start', x: 100, y: 200 },
    { id: 'fork', type: 'and', x: 190, y: 200 },
    { id: 'sales', type: 'user', name: 'Review quotation', assignee: 'operator', x: 320, y: 110 },
    {
      id: 'discount',
      type: 'user',
      name: 'Approve discount of quotation',
      assignee: 'tenant.admin',
      x: 320,
      y: 290,
    },
    { id: 'join', type: 'and', x: 450, y: 200 },
    { id: 'amount', type: 'xor', name: 'Amount above 50000?', x: 550, y: 200 },
    {
      id: 'finance',
      type: 'user',
      name: 'Finance review',
      assignee: 'tenant.admin',
      x: 680,
      y: 110,
    },
    { id: 'end', type: 'end', x: 820, y: 200 },
  ],
  [
    { id: 'toFork', from: 'start', to: 'fork' },
    { id: 'toSales', from: 'fork', to: 'sales' },
    { id: 'toDiscount', from: 'fork', to: 'discount' },
    { id: 'salesDone', from: 'sales', to: 'join' },
    { id: 'discountDone', from: 'discount', to: 'join' },
    { id: 'toAmount', from: 'join', to: 'amount' },
    { id: 'large', from: 'amount', to: 'finance', condition: '${amount > 50000}' },
    { id: 'small', from: 'amount', to: 'end' },
    { id: 'financeDone', from: 'finance', to: 'end' },
  ],
  { amount: 'small' },
);

/** A demo definition. */
interface DemoDefinition {
  tenantId: number;
  code: string;
  name: string;
  category: string;
  description: string;
  xml: string;
}

/** The demo definitions, each deployed once. */
export const DEMO_DEFINITIONS: readonly DemoDefinition[] = [
  {
    tenantId: 1,
    code: 'SAMPLE_REVIEW',
    name: 'Sample submission review',
    category: 'SAMPLE',
    description: 'A customer’s sample sheet checked before the samples are received',
    xml: oneStep('SampleReview', 'Sample submission review', 'Check sample sheet', 'operator'),
  },
  {
    tenantId: 1,
    code: 'QUOTATION',
    name: 'Quotation approval',
    category: 'QUOTATION',
    description: 'Sales and discount reviewed together; finance reviews quotations above 50000',
    xml: QUOTATION_XML,
  },
  {
    tenantId: 1,
    code: 'LIBRARY_PREP',
    name: 'Library prep order',
    category: 'PROJECT',
    description: 'The lab confirms a library preparation order',
    xml: oneStep('LibraryPrep', 'Library prep order', 'Confirm library prep order', 'operator'),
  },
  {
    tenantId: 1,
    code: 'CUSTOMER_ACCOUNT',
    name: 'Customer account approval',
    category: 'ACCOUNT',
    description: 'An invited customer’s account approved before it is opened',
    xml: oneStep(
      'CustomerAccount',
      'Customer account approval',
      'Approve the account of',
      'tenant.admin',
    ),
  },
  {
    tenantId: 0,
    code: 'TENANT_REGISTRATION',
    name: 'Tenant registration',
    category: 'PLATFORM',
    description: 'A new tenant’s registration reviewed by the platform',
    xml: oneStep(
      'TenantRegistration',
      'Tenant registration',
      'Review tenant registration',
      'admin',
    ),
  },
  {
    tenantId: 0,
    code: 'SERVICE_RELEASE',
    name: 'Service release',
    category: 'PLATFORM',
    description: 'A release of a service approved before it goes live',
    xml: oneStep('ServiceRelease', 'Service release', 'Approve release', 'admin'),
  },
];

/** A task of a demo instance: pending, or done (approved) by its assignee at `done`. */
interface DemoTask {
  element: string;
  name: string;
  assignee: string;
  at: string;
  done?: string;
  comment?: string;
}

/** A demo instance, with the id HZERO's task query answers for it. */
interface DemoInstance {
  id: number;
  tenantId: number;
  code: string;
  businessKey: string;
  description: string;
  starter: string;
  variables: Readonly<Record<string, unknown>>;
  at: string;
  tasks: readonly DemoTask[];
  /** Completed at this time. */
  completed?: string;
  /** Carbon copies sent by the first task's assignee to these users. */
  carbonCopies?: readonly string[];
}

/** The demo instances; the pending tasks are the workplace card's demo tasks. */
export const DEMO_INSTANCES: readonly DemoInstance[] = [
  {
    id: 2025030300011,
    tenantId: 1,
    code: 'SAMPLE_REVIEW',
    businessKey: 'B-0311',
    description: 'Batch B-0311, 48 samples',
    starter: 'manager@lab.example',
    variables: {},
    at: '2025-03-03 10:20:00',
    tasks: [
      {
        element: 'review',
        name: 'Check sample sheet',
        assignee: 'operator',
        at: '2025-03-03 10:20:00',
      },
    ],
  },
  {
    id: 2025030200007,
    tenantId: 1,
    code: 'QUOTATION',
    businessKey: 'Q-2025-0087',
    description: 'Whole-genome sequencing, 96 samples',
    starter: 'manager@lab.example',
    variables: { amount: 86000 },
    at: '2025-03-02 16:40:00',
    tasks: [
      {
        element: 'sales',
        name: 'Review quotation',
        assignee: 'operator',
        at: '2025-03-02 16:40:00',
      },
      {
        element: 'discount',
        name: 'Approve discount of quotation',
        assignee: 'tenant.admin',
        at: '2025-03-02 17:10:00',
      },
    ],
  },
  {
    id: 2025022800003,
    tenantId: 1,
    code: 'LIBRARY_PREP',
    businessKey: 'LP-2025-0041',
    description: '24 libraries for project P-2025-014',
    starter: 'member@lab.example',
    variables: {},
    at: '2025-02-28 09:05:00',
    tasks: [
      {
        element: 'review',
        name: 'Confirm library prep order',
        assignee: 'operator',
        at: '2025-02-28 09:05:00',
      },
    ],
  },
  {
    id: 2025030300015,
    tenantId: 1,
    code: 'CUSTOMER_ACCOUNT',
    businessKey: 'invited@lab.example',
    description: 'Ivy Invited joins the Novo lab team',
    starter: 'manager@lab.example',
    variables: {},
    at: '2025-03-03 11:00:00',
    tasks: [
      {
        element: 'review',
        name: 'Approve the account of',
        assignee: 'tenant.admin',
        at: '2025-03-03 11:00:00',
      },
    ],
  },
  {
    id: 2025021400002,
    tenantId: 1,
    code: 'QUOTATION',
    businessKey: 'Q-2025-0052',
    description: 'Targeted panel, 12 samples',
    starter: 'manager@lab.example',
    variables: { amount: 12000 },
    at: '2025-02-14 09:30:00',
    tasks: [
      {
        element: 'sales',
        name: 'Review quotation',
        assignee: 'operator',
        at: '2025-02-14 09:30:00',
        done: '2025-02-14 11:00:00',
        comment: 'Prices as agreed',
      },
      {
        element: 'discount',
        name: 'Approve discount of quotation',
        assignee: 'tenant.admin',
        at: '2025-02-14 09:30:00',
        done: '2025-02-14 15:20:00',
        comment: 'Standard discount',
      },
    ],
    completed: '2025-02-14 15:20:00',
    carbonCopies: ['tenant.admin'],
  },
  {
    id: 2025030100001,
    tenantId: 0,
    code: 'TENANT_REGISTRATION',
    businessKey: 'GENE-SZ',
    description: 'Gene Shenzhen asks to join the platform',
    starter: 'Platform robot',
    variables: {},
    at: '2025-03-01 08:30:00',
    tasks: [
      {
        element: 'review',
        name: 'Review tenant registration',
        assignee: 'admin',
        at: '2025-03-01 08:30:00',
      },
    ],
  },
  {
    id: 2025022700004,
    tenantId: 0,
    code: 'SERVICE_RELEASE',
    businessKey: 'portal 1.1.0',
    description: 'Customer portal 1.1.0',
    starter: 'Release pipeline',
    variables: {},
    at: '2025-02-27 18:00:00',
    tasks: [
      { element: 'review', name: 'Approve release', assignee: 'admin', at: '2025-02-27 18:00:00' },
    ],
  },
];

/** Epoch ms of a `YYYY-MM-DD HH:mm:ss` in GMT+8. */
function gmt8(value: string): number {
  return Date.parse(`${value.replace(' ', 'T')}+08:00`);
}

/** Writes the workflow demo (definitions, deployments, instances, tasks, a carbon copy). */
export function seedWorkflowDemo(db: Db, now: number): void {
  const user = (login: string) =>
    db
      .prepare(
        "SELECT id, COALESCE(NULLIF(real_name, ''), login_name) AS name FROM users WHERE login_name = ?",
      )
      .get(login) as { id: number; name: string } | undefined;
  const deployments = new Map<
    string,
    { defineId: number; deploymentId: number; xml: string; name: string }
  >();
  for (const item of DEMO_DEFINITIONS) {
    const tenant = db.prepare('SELECT 1 FROM tenants WHERE id = ?').get(item.tenantId);
    if (!tenant) continue;
    const defineId = Number(
      db
        .prepare(
          `INSERT INTO hwfp_process_define (tenant_id, process_code, process_name, category, description,
             bpmn_xml, status, deployed_version, deployed_date, creation_date, last_update_date)
           VALUES (?, ?, ?, ?, ?, ?, 'DEPLOYED', 1, ?, ?, ?)`,
        )
        .run(
          item.tenantId,
          item.code,
          item.name,
          item.category,
          item.description,
          item.xml,
          now,
          now,
          now,
        ).lastInsertRowid,
    );
    const deploymentId = Number(
      db
        .prepare(
          `INSERT INTO hwfp_deployment (tenant_id, define_id, process_version, process_name, deployed_by,
             deployed_date, bpmn_xml, creation_date, last_update_date)
           VALUES (?, ?, 1, ?, 'system', ?, ?, ?, ?)`,
        )
        .run(item.tenantId, defineId, item.name, now, item.xml, now, now).lastInsertRowid,
    );
    deployments.set(`${String(item.tenantId)}:${item.code}`, {
      defineId,
      deploymentId,
      xml: item.xml,
      name: item.name,
    });
  }
  const task = db.prepare(
    `INSERT INTO workflow_tasks (tenant_id, assignee_user_id, process_instance_id, process_name,
       task_name, start_user, status, create_time, creation_date, last_update_date, instance_id,
       element_id, business_key, start_user_id, assignee_name, action, comment, done_user_id, done_date)
     VALUES (@tenant, @assignee, @processInstanceId, @processName, @taskName, @startUser, @status,
       @at, @now, @now, @instance, @element, @key, @startUserId, @assigneeName, @action, @comment,
       @doneUser, @done)`,
  );
  for (const item of DEMO_INSTANCES) {
    const deployment = deployments.get(`${String(item.tenantId)}:${item.code}`);
    if (!deployment) continue;
    const starter = user(item.starter);
    const pending = item.tasks.filter((entry) => !entry.done);
    const assignees = item.tasks.map((entry) => user(entry.assignee));
    if (assignees.some((entry) => entry === undefined)) continue;
    const waitingFor = pending
      .map((entry) => `${entry.name} ${item.businessKey} (${user(entry.assignee)?.name ?? '?'})`)
      .join(', ');
    db.prepare(
      `INSERT INTO hwfp_process_instance (instance_id, tenant_id, define_id, deployment_id, process_code,
         process_name, process_version, business_key, description, variables, start_user_id,
         start_user_name, start_date, status, current_nodes, current_tasks, end_date, bpmn_xml,
         creation_date, last_update_date)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      item.id,
      item.tenantId,
      deployment.defineId,
      deployment.deploymentId,
      item.code,
      deployment.name,
      item.businessKey,
      item.description,
      JSON.stringify(item.variables),
      starter?.id ?? null,
      starter?.name ?? item.starter,
      gmt8(item.at),
      item.completed ? 'COMPLETED' : 'RUNNING',
      pending.map((entry) => entry.element).join(',') || null,
      waitingFor || null,
      item.completed ? gmt8(item.completed) : null,
      deployment.xml,
      now,
      now,
    );
    item.tasks.forEach((entry, index) => {
      const assignee = assignees[index];
      if (!assignee) return;
      task.run({
        tenant: item.tenantId,
        assignee: assignee.id,
        processInstanceId: String(item.id),
        processName: deployment.name,
        taskName: `${entry.name} ${item.businessKey}`,
        startUser: starter?.name ?? item.starter,
        status: entry.done ? 'DONE' : 'PENDING',
        at: gmt8(entry.at),
        now,
        instance: item.id,
        element: entry.element,
        key: item.businessKey,
        startUserId: starter?.id ?? null,
        assigneeName: assignee.name,
        action: entry.done ? 'APPROVED' : null,
        comment: entry.comment ?? null,
        doneUser: entry.done ? assignee.id : null,
        done: entry.done ? gmt8(entry.done) : null,
      });
    });
    const first = item.tasks[0];
    const from = assignees[0];
    for (const login of item.carbonCopies ?? []) {
      const to = user(login);
      if (!to || !first || !from) continue;
      db.prepare(
        `INSERT INTO hwfp_carbon_copy (tenant_id, instance_id, task_name, process_name, business_key,
           from_user_id, from_user_name, to_user_id, comment, send_date, creation_date, last_update_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        item.tenantId,
        item.id,
        `${first.name} ${item.businessKey}`,
        deployment.name,
        item.businessKey,
        from.id,
        from.name,
        to.id,
        'For your information: the quotation was accepted',
        gmt8(first.done ?? first.at),
        now,
        now,
      );
    }
  }
}
