/** The part of bpmn-moddle (no types of its own) the workflow's deploy check reads. */
declare module 'bpmn-moddle' {
  /** Any element of a parsed model: its type, id and properties. */
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    $attrs?: Record<string, unknown>;
    [property: string]: unknown;
  }

  /** What `fromXML` answers. */
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: readonly { message: string }[];
  }

  /** The BPMN 2.0 meta-model. */
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
  }
}
