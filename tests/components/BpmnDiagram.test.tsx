import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, useFormikContext } from 'formik';
import { axe } from 'jest-axe';
import { FieldInput } from '../../app/engine/FieldInput';
import type { ListFormField, ListRow } from '../../app/engine/types';
import { DesignSystemProvider } from '../../design-system';
import { fields } from '../../domain/engine/fields';
import { text } from '../../domain/engine/text';
import * as stories from '../../stories/design-system/BpmnDiagram.stories';

/**
 * bpmn-js is ES modules only (Jest runs node_modules as they are) and draws with SVG layout
 * jsdom lacks (getBBox), so its viewer and modeler are replaced by a fake with their API: it
 * parses the XML with jsdom and rejects what does not parse with bpmn-moddle's message, and it
 * records what the component asks of it. Everything of the component itself runs.
 */
interface MockCall {
  kind: 'viewer' | 'modeler';
  imported: string[];
  zooms: string[];
  markers: Set<string>;
  saved: { format: boolean }[];
  fire: (event: string, payload: unknown) => void;
  destroyed: boolean;
}

const mockDiagrams: MockCall[] = [];

function mockBpmnModule(kind: 'viewer' | 'modeler') {
  class FakeDiagram {
    private readonly call: MockCall;
    private readonly listeners = new Map<string, ((event: unknown) => void)[]>();
    private ids = new Set<string>();
    private xml = '';

    constructor({ container }: { container: HTMLElement }) {
      container.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));
      this.call = {
        kind,
        imported: [],
        zooms: [],
        markers: new Set(),
        saved: [],
        fire: (event, payload) =>
          this.listeners.get(event)?.forEach((listener) => listener(payload)),
        destroyed: false,
      };
      mockDiagrams.push(this.call);
    }

    async importXML(xml: string) {
      this.call.imported.push(xml);
      const parsed = new DOMParser().parseFromString(xml, 'application/xml');
      const error = parsed.getElementsByTagName('parsererror')[0];
      if (error) {
        const [, line = '1', column = '1', reason = ''] =
          /^(\d+):(\d+): (.*?)\.?$/.exec(error.textContent ?? '') ?? [];
        throw new Error(
          `unparsable content ${xml.split('\n')[Number(line) - 1]?.trim() ?? ''} detected; this may indicate an invalid BPMN 2.0 diagram file\n\tline: ${
            Number(line) - 1
          }\n\tcolumn: ${Number(column) - 1}\n\tnested error: ${reason}`,
        );
      }
      if (parsed.documentElement.localName !== 'definitions') {
        throw new Error('failed to parse document as <bpmn:Definitions>');
      }
      this.xml = xml;
      this.ids = new Set(
        Array.from(parsed.getElementsByTagName('*'), (element) => element.getAttribute('id') ?? ''),
      );
      this.listeners
        .get('commandStack.changed')
        ?.forEach((listener) => listener({ trigger: 'clear' }));
      return { warnings: [] };
    }

    async saveXML(options: { format: boolean }) {
      this.call.saved.push(options);
      return { xml: this.xml.replace('Finance review', 'Finance check') };
    }

    get(name: string) {
      if (name === 'elementRegistry') {
        return { get: (id: string) => (this.ids.has(id) ? { id } : undefined) };
      }
      return {
        zoom: (level: string) => this.call.zooms.push(level),
        resized: () => undefined,
        addMarker: (id: string) => this.call.markers.add(id),
        removeMarker: (id: string) => this.call.markers.delete(id),
      };
    }

    on(event: string, listener: (event: unknown) => void) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }

    off(event: string, listener: (event: unknown) => void) {
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((other) => other !== listener),
      );
    }

    destroy() {
      this.call.destroyed = true;
    }
  }
  return { __esModule: true, default: FakeDiagram };
}

jest.mock('bpmn-js/lib/NavigatedViewer', () => mockBpmnModule('viewer'));
jest.mock('bpmn-js/lib/Modeler', () => mockBpmnModule('modeler'));

const { Viewer, Editor, Highlighted, InvalidXml, Loading, Chinese, ChineseInvalidXml } =
  composeStories(stories);
const PROCESS = Viewer.args.xml ?? '';

/** The diagrams bpmn-js would have drawn that are still on screen. */
const live = () => mockDiagrams.filter((diagram) => !diagram.destroyed);

beforeEach(() => {
  mockDiagrams.length = 0;
  // jsdom lays nothing out: the frame has the width a page would give it.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});

afterEach(() => jest.restoreAllMocks());

describe('BpmnDiagram', () => {
  it('loads bpmn-js, then draws the XML fitted into its frame', async () => {
    render(<Viewer />);
    const region = screen.getByRole('region', { name: 'Expense approval process' });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading the diagram…');
    expect(region).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
    expect(region).not.toHaveAttribute('aria-busy');
    expect(live()).toEqual([
      expect.objectContaining({ kind: 'viewer', imported: [PROCESS], zooms: ['fit-viewport'] }),
    ]);
    // The canvas bpmn-js focuses for keyboard zoom has the region's name.
    expect(region.querySelector('svg')).toHaveAttribute('aria-label', 'Expense approval process');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the highlighted elements and names them under the diagram', async () => {
    render(<Highlighted />);
    const region = screen.getByRole('region', { name: 'Expense approval process' });
    expect(region).toHaveAccessibleDescription('Waiting at: Finance review');
    expect(screen.getByText('Waiting at: Finance review')).toBeVisible();
    await waitFor(() => expect(live()[0]?.markers).toEqual(new Set(['Task_finance'])));
  });

  it('shows why XML cannot be drawn, in words and with the parser message, without throwing', async () => {
    render(<InvalidXml />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The diagram cannot be shown');
    expect(alert).toHaveTextContent('The XML is not well-formed: check line 30.');
    expect(alert).toHaveTextContent(
      'Parser message: unparsable content </bpmn:process> detected (unexpected close tag)',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells XML that is not BPMN from XML that does not parse', async () => {
    const { rerender } = render(<Viewer xml="<html><body/></html>" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The XML is not a BPMN 2.0 process definition.',
    );
    rerender(<Viewer xml="" />);
    expect(await screen.findByText('No diagram yet')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws changed XML again once typing pauses, and the error only while it lasts', async () => {
    const { rerender } = render(<Viewer />);
    await waitFor(() => expect(live()[0]?.imported).toHaveLength(1));
    rerender(<Viewer xml={`${PROCESS.slice(0, 200)}`} />);
    rerender(<Viewer xml={InvalidXml.args.xml} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('check line 30');
    // The XML typed in between was never drawn: only the last, after the pause.
    expect(live()[0]?.imported).toEqual([PROCESS, InvalidXml.args.xml]);
    rerender(<Viewer xml={Highlighted.args.xml} />);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(live()).toHaveLength(1);
  });

  it('shows the loading state while the caller fetches the XML, drawing nothing', async () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the diagram…');
    await waitFor(() => expect(live()).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(live()[0]?.imported).toEqual([]);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('edits with the modeler and reports the formatted XML of a change, not of an import', async () => {
    const onChange = jest.fn();
    render(<Editor onChange={onChange} />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    const [modeler] = live();
    expect(modeler?.kind).toBe('modeler');

    act(() => modeler?.fire('commandStack.changed', { trigger: 'execute' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(modeler?.saved).toEqual([{ format: true }]);
    expect(onChange).toHaveBeenCalledWith(PROCESS.replace('Finance review', 'Finance check'));
    // The story keeps the reported XML and gives it back: the canvas already shows it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(modeler?.imported).toEqual([PROCESS]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('speaks Chinese', async () => {
    render(<Chinese />);
    const region = screen.getByRole('region', { name: '报销审批流程' });
    expect(region).toHaveAccessibleDescription('当前停留在：经理审批');
    render(<ChineseInvalidXml />);
    expect(await screen.findByRole('alert')).toHaveTextContent('XML 格式不正确：请检查第 1 行。');
  });

  it('has no axe violations', async () => {
    for (const Story of [Viewer, Editor, Highlighted, InvalidXml, Loading, Chinese]) {
      const { container, unmount } = render(<Story />);
      if (Story !== Loading) {
        await waitFor(() => expect(container.querySelector('[data-state="loading"]')).toBeNull());
      }
      expect(await axe(container)).toHaveNoViolations();
      unmount();
    }
  });
});

describe('FieldInput of a BPMN code field', () => {
  const PROCESS_FIELD: ListFormField = {
    name: 'processXml',
    label: text('Process XML', '流程 XML'),
    type: 'textarea',
    field: fields.code(text('Process XML', '流程 XML'), {
      language: 'bpmn',
      max: 200000,
      highlight: 'currentNodes',
    }),
  };

  /** The form's values as they change. */
  let values: ListRow = {};
  function Values() {
    values = useFormikContext<ListRow>().values;
    return null;
  }

  function renderField(field: ListFormField, readOnly: boolean, initial: ListRow) {
    render(
      <DesignSystemProvider>
        <Formik initialValues={initial} onSubmit={() => undefined}>
          <>
            <FieldInput field={field} readOnly={readOnly} lovValues={{}} />
            <Values />
          </>
        </Formik>
      </DesignSystemProvider>,
    );
  }

  it('shows the diagram, with the elements its highlight field names, above the XML', async () => {
    renderField(PROCESS_FIELD, false, {
      processXml: PROCESS,
      currentNodes: 'Task_finance, Task_manager',
    });
    const region = await screen.findByRole('region', { name: 'Diagram of Process XML' });
    expect(region).toHaveAccessibleDescription('Highlighted: Finance review, Manager approval');
    expect(screen.getByRole('textbox', { name: 'Process XML' })).toHaveValue(PROCESS);
    await waitFor(() => expect(live()[0]?.markers.size).toBe(2));
    expect(live()[0]?.kind).toBe('modeler');
  });

  it('keeps typed XML that cannot be drawn, and writes an edited diagram back', async () => {
    const user = userEvent.setup();
    renderField(PROCESS_FIELD, false, { processXml: PROCESS, currentNodes: null });
    const xml = await screen.findByRole('textbox', { name: 'Process XML' });
    await waitFor(() => expect(live()[0]?.imported).toEqual([PROCESS]));

    await user.clear(xml);
    await user.type(xml, '<bpmn:definitions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The XML is not well-formed: check line 1. What you typed is kept.',
    );
    expect(xml).toHaveValue('<bpmn:definitions');
    expect(values.processXml).toBe('<bpmn:definitions');

    await user.clear(xml);
    await user.paste(PROCESS);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    act(() => live()[0]?.fire('commandStack.changed', { trigger: 'execute' }));
    const edited = PROCESS.replace('Finance review', 'Finance check');
    await waitFor(() => expect(xml).toHaveValue(edited));
    expect(values.processXml).toBe(edited);
  });

  it('shows a read-only process with the viewer', async () => {
    renderField(PROCESS_FIELD, true, { processXml: PROCESS });
    await screen.findByRole('region', { name: 'Diagram of Process XML' });
    await waitFor(() => expect(live()[0]?.kind).toBe('viewer'));
    expect(screen.getByRole('textbox', { name: 'Process XML' })).toHaveAttribute('readonly');
  });

  it('leaves other code fields a plain text area', () => {
    renderField(
      {
        ...PROCESS_FIELD,
        field: fields.code(text('Template', '模板'), { language: 'yaml', max: 100 }),
      },
      false,
      { processXml: 'a: 1' },
    );
    expect(screen.getByRole('textbox', { name: 'Process XML' })).toHaveValue('a: 1');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
