/** What {@link BpmnDiagram} uses of a bpmn-js viewer or modeler, so that its module loads lazily. */
export interface BpmnInstance {
  importXML(xml: string): Promise<unknown>;
  saveXML(options: { format: boolean }): Promise<{ xml?: string }>;
  get<T>(name: string): T;
  on<T>(event: string, callback: (event: T) => void): void;
  off(event: string, callback: (...args: never[]) => unknown): void;
  destroy(): void;
}

/** The options {@link BpmnDiagram} creates a viewer or modeler with. */
export interface BpmnOptions {
  container: HTMLElement;
  textRenderer: { defaultStyle: { fontFamily: string; fontSize: number } };
}

/** A bpmn-js viewer or modeler class. */
export type BpmnConstructor = new (options: BpmnOptions) => BpmnInstance;

/** A loaded module of this folder: `viewer.ts` or `modeler.ts`. */
export interface BpmnModule {
  Diagram: BpmnConstructor;
}

/** The canvas's view box: what part of the diagram shows, at what scale. */
export interface BpmnViewbox {
  x: number;
  scale: number;
  /** The diagram's bounds. */
  inner: { x: number; width: number };
  /** The frame's size. */
  outer: { width: number };
}

/** The part of bpmn-js's canvas service the component calls. */
export interface BpmnCanvas {
  zoom(level: 'fit-viewport', center: 'auto'): number;
  viewbox(): BpmnViewbox;
  scroll(delta: { dx: number; dy: number }): void;
  resized(): void;
  addMarker(elementId: string, marker: string): void;
  removeMarker(elementId: string, marker: string): void;
}

/** The part of bpmn-js's element registry the component calls. */
export interface BpmnElementRegistry {
  get(id: string): unknown;
}

/** A change of the modeler's command stack (`clear` when a diagram is imported). */
export interface BpmnCommandStackChanged {
  trigger?: string;
}
