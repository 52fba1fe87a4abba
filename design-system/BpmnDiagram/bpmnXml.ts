/** Why a diagram cannot be shown, from the message of the parser or of the loader. */
export type BpmnProblem =
  /** Not well-formed XML; `line` counts from 1. */
  | { kind: 'notWellFormed'; line: number; detail: string }
  /** Well-formed XML whose root is not BPMN 2.0 `definitions`. */
  | { kind: 'notBpmn'; detail: string }
  /** A BPMN process without the diagram interchange (the shapes' positions) to draw it with. */
  | { kind: 'noDiagram'; detail: string }
  /** Anything else the import rejected. */
  | { kind: 'other'; detail: string }
  /** bpmn-js itself did not load (a chunk that failed to download). */
  | { kind: 'loadFailed'; detail: string };

/** The message of a rejection, whatever was thrown. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String(error.message);
  }
  return String(error);
}

/** Classifies a rejection of bpmn-js's `importXML` by the message of its parser (bpmn-moddle). */
export function importProblem(error: unknown): BpmnProblem {
  const detail = messageOf(error).trim();
  // "unparsable content <x detected; this may indicate…\n\tline: 0\n\tcolumn: 0\n\tnested
  // error: unclosed tag": the line counts from 0, the column is not where the tag is.
  const unparsable =
    /^(unparsable content\b[\s\S]*?detected)[\s\S]*?line: (\d+)[\s\S]*?nested error: (.*)/.exec(
      detail,
    );
  if (unparsable) {
    return {
      kind: 'notWellFormed',
      line: Number(unparsable[2]) + 1,
      detail: `${unparsable[1]} (${unparsable[3]?.trim()})`,
    };
  }
  if (/^failed to parse document as/.test(detail)) return { kind: 'notBpmn', detail };
  if (/^no diagram to display/.test(detail)) return { kind: 'noDiagram', detail };
  return { kind: 'other', detail };
}

/** A failure to load bpmn-js's chunk, as a {@link BpmnProblem}. */
export function loadProblem(error: unknown): BpmnProblem {
  return { kind: 'loadFailed', detail: messageOf(error) };
}

/**
 * The names of the elements `ids` names (the id when an element has no name), in the order
 * given; ids the XML does not hold are left out, and so is everything when it does not parse.
 */
export function elementNames(xml: string, ids: readonly string[]): string[] {
  if (ids.length === 0 || xml.trim() === '' || typeof DOMParser === 'undefined') return [];
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return [];
  const byId = new Map<string, Element>();
  for (const element of document.getElementsByTagName('*')) {
    const id = element.getAttribute('id');
    if (id !== null && !byId.has(id)) byId.set(id, element);
  }
  return ids.flatMap((id) => {
    const element = byId.get(id);
    if (!element) return [];
    const name = element.getAttribute('name')?.replace(/\s+/g, ' ').trim();
    return [name || id];
  });
}

/** What an editable diagram starts from when its XML is empty: a process with a start event. */
export const EMPTY_DIAGRAM = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_1" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_1">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="152" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
