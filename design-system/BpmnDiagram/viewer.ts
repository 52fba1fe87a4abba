import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type { BpmnConstructor } from './bpmnJs';

/** bpmn-js's viewer with zoom and panning, and its styles; only a shown diagram loads it. */
export const Diagram: BpmnConstructor = NavigatedViewer;
