import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BpmnDiagram, type BpmnDiagramLabels, type BpmnDiagramProps } from '../../design-system';

/** An expense claim's approval: finance, then a decision, then the manager. */
function approvalProcess(names: {
  start: string;
  finance: string;
  approved: string;
  manager: string;
  yes: string;
  no: string;
  done: string;
  rejected: string;
}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_expense" targetNamespace="http://hzero.example/bpmn">
  <bpmn:process id="expense_approval" isExecutable="true">
    <bpmn:startEvent id="StartEvent_submitted" name="${names.start}">
      <bpmn:outgoing>Flow_1</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Task_finance" name="${names.finance}">
      <bpmn:incoming>Flow_1</bpmn:incoming>
      <bpmn:outgoing>Flow_2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="Gateway_approved" name="${names.approved}">
      <bpmn:incoming>Flow_2</bpmn:incoming>
      <bpmn:outgoing>Flow_yes</bpmn:outgoing>
      <bpmn:outgoing>Flow_no</bpmn:outgoing>
    </bpmn:exclusiveGateway>
    <bpmn:userTask id="Task_manager" name="${names.manager}">
      <bpmn:incoming>Flow_yes</bpmn:incoming>
      <bpmn:outgoing>Flow_3</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="EndEvent_approved" name="${names.done}">
      <bpmn:incoming>Flow_3</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:endEvent id="EndEvent_rejected" name="${names.rejected}">
      <bpmn:incoming>Flow_no</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_submitted" targetRef="Task_finance" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_finance" targetRef="Gateway_approved" />
    <bpmn:sequenceFlow id="Flow_yes" name="${names.yes}" sourceRef="Gateway_approved" targetRef="Task_manager" />
    <bpmn:sequenceFlow id="Flow_no" name="${names.no}" sourceRef="Gateway_approved" targetRef="EndEvent_rejected" />
    <bpmn:sequenceFlow id="Flow_3" sourceRef="Task_manager" targetRef="EndEvent_approved" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_expense">
    <bpmndi:BPMNPlane id="BPMNPlane_expense" bpmnElement="expense_approval">
      <bpmndi:BPMNShape id="StartEvent_submitted_di" bpmnElement="StartEvent_submitted">
        <dc:Bounds x="152" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_finance_di" bpmnElement="Task_finance">
        <dc:Bounds x="240" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_approved_di" bpmnElement="Gateway_approved" isMarkerVisible="true">
        <dc:Bounds x="395" y="95" width="50" height="50" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="380" y="65" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_manager_di" bpmnElement="Task_manager">
        <dc:Bounds x="500" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_approved_di" bpmnElement="EndEvent_approved">
        <dc:Bounds x="662" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_rejected_di" bpmnElement="EndEvent_rejected">
        <dc:Bounds x="402" y="222" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1">
        <di:waypoint x="188" y="120" />
        <di:waypoint x="240" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2">
        <di:waypoint x="340" y="120" />
        <di:waypoint x="395" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_yes_di" bpmnElement="Flow_yes">
        <di:waypoint x="445" y="120" />
        <di:waypoint x="500" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_no_di" bpmnElement="Flow_no">
        <di:waypoint x="420" y="145" />
        <di:waypoint x="420" y="222" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3">
        <di:waypoint x="600" y="120" />
        <di:waypoint x="662" y="120" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

const PROCESS = approvalProcess({
  start: 'Claim submitted',
  finance: 'Finance review',
  approved: 'Approved?',
  manager: 'Manager approval',
  yes: 'Yes',
  no: 'No',
  done: 'Claim paid',
  rejected: 'Claim rejected',
});

const PROCESS_ZH = approvalProcess({
  start: '报销单已提交',
  finance: '财务审核',
  approved: '是否通过？',
  manager: '经理审批',
  yes: '是',
  no: '否',
  done: '已付款',
  rejected: '已驳回',
});

/** The process with its finance task's end tag missing, as a slip while typing leaves it. */
const BROKEN = PROCESS.replace(
  '    </bpmn:userTask>\n    <bpmn:exclusiveGateway',
  '    <bpmn:exclusiveGateway',
);

const CHINESE: BpmnDiagramLabels = {
  loading: '正在加载流程图…',
  empty: '暂无流程图',
  errorTitle: '无法显示流程图',
  notWellFormed: (line) => `XML 格式不正确：请检查第 ${line} 行。`,
  notBpmn: '该 XML 不是 BPMN 2.0 流程定义。',
  noDiagram: '该流程没有可绘制的图形布局（BPMN DI）。',
  otherProblem: '无法读取该流程。',
  loadFailed: '流程图组件加载失败，请检查网络后刷新页面。',
  detail: (message) => `解析器信息：${message}`,
  highlighted: (names) => `当前停留在：${names.join('、')}`,
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Holds loki's screenshot until the diagram has left its loading state (drawn, or showing why
 * it cannot be) and painted with its fonts; with `loading`, until the loading state has.
 */
function Shot({ loading, children }: { loading: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [done] = useState(() => {
    let resolve: (() => void) | undefined;
    window.loki?.registerPendingPromise?.(new Promise<void>((ok) => (resolve = ok)));
    return resolve;
  });
  useEffect(() => {
    const root = ref.current;
    if (!done || !root) return;
    const settled = () => {
      const state = root.querySelector('[data-state]')?.getAttribute('data-state');
      return loading ? state === 'loading' : state !== undefined && state !== 'loading';
    };
    const release = async () => {
      observer.disconnect();
      // The text under the diagram may need a face of its own (Chinese loads by character).
      do {
        await document.fonts.ready;
        for (let frame = 0; frame < 3; frame += 1) await nextFrame();
        await new Promise((resolve) => setTimeout(resolve, 100));
      } while (document.fonts.status === 'loading');
      done();
    };
    const observer = new MutationObserver(() => {
      if (settled()) void release();
    });
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    if (settled()) void release();
    return () => observer.disconnect();
  }, [done, loading]);
  return <div ref={ref}>{children}</div>;
}

/** Keeps the edited XML as a form would, and passes it back to the diagram. */
function Editable(props: BpmnDiagramProps) {
  const [xml, setXml] = useState(props.xml);
  return (
    <BpmnDiagram
      {...props}
      xml={xml}
      onChange={(next) => {
        setXml(next);
        props.onChange?.(next);
      }}
    />
  );
}

function ignore(): void {
  // The story keeps the XML itself; a test passes its own handler.
}

const meta = {
  title: 'Design System/BpmnDiagram',
  component: BpmnDiagram,
  args: { xml: PROCESS, label: 'Expense approval process' },
  render: (args) => (
    <Box maxWidth="800px">
      <Shot loading={args.loading === true}>
        {args.onChange ? <Editable {...args} /> : <BpmnDiagram {...args} />}
      </Shot>
    </Box>
  ),
} satisfies Meta<typeof BpmnDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only: bpmn-js's viewer, fitted to the frame; drag to pan, Ctrl + wheel to zoom. */
export const Viewer: Story = {};

/** Editable: bpmn-js's modeler with its palette; changes are reported as formatted XML. */
export const Editor: Story = { args: { onChange: ignore } };

/** The task a process instance waits at is marked, and named under the diagram. */
export const Highlighted: Story = {
  args: {
    highlight: ['Task_finance'],
    labels: { highlighted: (names) => `Waiting at: ${names.join(', ')}` },
  },
};

/** XML that does not parse: what is wrong, in the user's words, with the parser's message. */
export const InvalidXml: Story = { args: { xml: BROKEN } };

/** While the caller still fetches the XML. */
export const Loading: Story = { args: { loading: true } };

/** Chinese texts and a process with Chinese names, waiting at the manager's approval. */
export const Chinese: Story = {
  args: {
    xml: PROCESS_ZH,
    label: '报销审批流程',
    highlight: ['Task_manager'],
    labels: CHINESE,
  },
};

/** Chinese texts of the error state. */
export const ChineseInvalidXml: Story = {
  args: { xml: '<bpmn:definitions', label: '报销审批流程', labels: CHINESE },
};
