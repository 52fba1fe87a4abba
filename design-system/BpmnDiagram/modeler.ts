import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
// The icons of the palette and the context pad.
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import Modeler from 'bpmn-js/lib/Modeler';
import type { BpmnConstructor } from './bpmnJs';

/** bpmn-js's modeler and its styles; only an editable diagram loads it. */
export const Diagram: BpmnConstructor = Modeler;
