import { chakra, Spinner } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FONT_FAMILY } from '../theme';
import { bpmnDiagramSlotRecipe, HIGHLIGHT_MARKER } from './bpmnDiagram.recipe';
import type {
  BpmnCanvas,
  BpmnCommandStackChanged,
  BpmnElementRegistry,
  BpmnInstance,
  BpmnModule,
} from './bpmnJs';
import {
  elementNames,
  EMPTY_DIAGRAM,
  importProblem,
  loadProblem,
  type BpmnProblem,
} from './bpmnXml';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

/** User-visible texts of {@link BpmnDiagram}. */
export interface BpmnDiagramLabels {
  /** While bpmn-js loads and draws, or while `loading` is set. */
  loading: string;
  /** A read-only diagram without XML. */
  empty: string;
  /** Heads the error shown when the XML cannot be drawn. */
  errorTitle: string;
  /** The XML is not well-formed; `line` counts from 1. */
  notWellFormed: (line: number) => string;
  /** Well-formed XML that is not BPMN 2.0. */
  notBpmn: string;
  /** BPMN without the diagram interchange (the shapes' positions). */
  noDiagram: string;
  /** Any other reason bpmn-js gives. */
  otherProblem: string;
  /** bpmn-js's code did not load. */
  loadFailed: string;
  /** Introduces the parser's own message, as it gave it. */
  detail: (message: string) => string;
  /** Names the highlighted elements, under the diagram and for screen readers. */
  highlighted: (names: readonly string[]) => string;
}

/** The English defaults of {@link BpmnDiagramLabels}. */
export const DEFAULT_BPMN_DIAGRAM_LABELS: BpmnDiagramLabels = {
  loading: 'Loading the diagram…',
  empty: 'No diagram yet',
  errorTitle: 'The diagram cannot be shown',
  notWellFormed: (line) => `The XML is not well-formed: check line ${line}.`,
  notBpmn: 'The XML is not a BPMN 2.0 process definition.',
  noDiagram: 'The process has no diagram layout (BPMN DI) to draw.',
  otherProblem: 'The process could not be read.',
  loadFailed: 'The diagram tool could not be loaded. Check the connection and reload the page.',
  detail: (message) => `Parser message: ${message}`,
  highlighted: (names) => `Highlighted: ${names.join(', ')}`,
};

/** Props of {@link BpmnDiagram}. */
export interface BpmnDiagramProps {
  /** The BPMN 2.0 XML to draw. An editable diagram with none starts from a start event. */
  xml: string;
  /** Accessible name of the diagram's region. */
  label: string;
  /**
   * Makes the diagram editable (bpmn-js's modeler): called with the formatted XML after the
   * user's changes, once they pause or the focus leaves the diagram.
   */
  onChange?: (xml: string) => void;
  /** Ids of elements to mark (ids the XML lacks are ignored); named in a text under it. */
  highlight?: readonly string[];
  /** Shows the loading state instead of the diagram, while the caller fetches the XML. */
  loading?: boolean;
  /** Texts; English when omitted. */
  labels?: Partial<BpmnDiagramLabels>;
}

/** How long typing pauses before changed XML is drawn again. */
const IMPORT_DELAY = 400;
/** How long editing pauses before the diagram's XML is reported. */
const EXPORT_DELAY = 300;
/** The longest wait for the faces of the diagram's texts before drawing with what is there. */
const FONT_WAIT = 3000;
const NO_IDS: readonly string[] = [];

/** What the canvas shows, from the last import into `instance`. */
interface Outcome {
  instance: BpmnInstance;
  problem: BpmnProblem | null;
}

/**
 * Loads the faces of the diagram's texts first: bpmn-js measures each label to wrap it, and a
 * label measured in a fallback face would be wrapped for it.
 */
async function fontsFor(xml: string): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts?.load) return;
  const texts = [...xml.matchAll(/\bname="([^"]*)"/g)].map((match) => match[1]).join(' ');
  if (texts.trim() === '') return;
  await Promise.race([
    fonts.load(`12px ${FONT_FAMILY}`, texts).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FONT_WAIT)),
  ]);
}

/**
 * bpmn-js's modeler and viewer, with their styles. Two functions, not a conditional expression:
 * Vite wrapped `editable ? import(a) : import(b)` in one preload call with the viewer's
 * styles only, and the modeler came without its icon font.
 */
const LOADERS: Record<'modeler' | 'viewer', () => Promise<BpmnModule>> = {
  modeler: () => import('./modeler'),
  viewer: () => import('./viewer'),
};

/** The gap kept between the modeler's palette and the diagram. */
const PALETTE_GAP = 16;

/**
 * Fits the diagram into its frame, centred; in the modeler, moved right of the palette that
 * covers the frame's left edge when there is room for it.
 */
function fit(instance: BpmnInstance, container: HTMLElement): void {
  const canvas = instance.get<BpmnCanvas>('canvas');
  canvas.zoom('fit-viewport', 'auto');
  const palette = container.querySelector('.djs-palette');
  if (!palette) return;
  const covered =
    palette.getBoundingClientRect().right - container.getBoundingClientRect().left + PALETTE_GAP;
  const { x, scale, inner, outer } = canvas.viewbox();
  const left = (inner.x - x) * scale;
  const right = outer.width - left - inner.width * scale;
  const shift = Math.min(covered - left, right - PALETTE_GAP);
  if (left < covered && shift > 0) canvas.scroll({ dx: shift, dy: 0 });
}

function problemText(problem: BpmnProblem, texts: BpmnDiagramLabels): string {
  switch (problem.kind) {
    case 'notWellFormed':
      return texts.notWellFormed(problem.line);
    case 'notBpmn':
      return texts.notBpmn;
    case 'noDiagram':
      return texts.noDiagram;
    case 'loadFailed':
      return texts.loadFailed;
    default:
      return texts.otherProblem;
  }
}

/**
 * A BPMN 2.0 process drawn with bpmn-js, which loads (with its styles) only when a diagram is
 * first shown: the viewer (zoom and panning), or the modeler when `onChange` is given. It fits
 * the diagram into its frame on load, draws changed XML again once typing pauses, and shows
 * why XML cannot be drawn instead of throwing. Highlighted elements get a marker and are named
 * in a text under the diagram, which also describes its region.
 */
export function BpmnDiagram({
  xml,
  label,
  onChange,
  highlight = NO_IDS,
  loading = false,
  labels,
}: BpmnDiagramProps) {
  const recipe = useSharedSlotRecipe(bpmnDiagramSlotRecipe);
  const styles = recipe();
  const texts: BpmnDiagramLabels = { ...DEFAULT_BPMN_DIAGRAM_LABELS, ...labels };
  const editable = onChange !== undefined;
  const descriptionId = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<BpmnInstance | null>(null);
  const [failed, setFailed] = useState<{ editable: boolean; problem: BpmnProblem } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onChangeRef = useRef(onChange);
  // The XML the canvas holds (imported, or exported after an edit); null before the first.
  const shownXml = useRef<string | null>(null);
  const imports = useRef<Promise<void>>(Promise.resolve());
  // Set when a diagram was imported while its frame had no size (a hidden tab).
  const unfitted = useRef(false);
  const emptyReadOnly = !editable && xml.trim() === '';
  const highlightKey = highlight.join('\n');

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const container = canvasRef.current;
    if (!container) return;
    let cancelled = false;
    let created: BpmnInstance | null = null;
    LOADERS[editable ? 'modeler' : 'viewer']().then(
      ({ Diagram }) => {
        if (cancelled) return;
        created = new Diagram({
          container,
          textRenderer: { defaultStyle: { fontFamily: FONT_FAMILY, fontSize: 12 } },
        });
        setInstance(created);
      },
      (error: unknown) => {
        if (!cancelled) setFailed({ editable, problem: loadProblem(error) });
      },
    );
    return () => {
      cancelled = true;
      created?.destroy();
      shownXml.current = null;
      setInstance(null);
    };
  }, [editable]);

  useEffect(() => {
    const container = canvasRef.current;
    if (!instance || !container || loading || emptyReadOnly) return;
    let cancelled = false;
    const draw = async () => {
      if (cancelled || shownXml.current === xml) return;
      const source = xml.trim() === '' ? EMPTY_DIAGRAM : xml;
      await fontsFor(source);
      let problem: BpmnProblem | null = null;
      try {
        await instance.importXML(source);
      } catch (error) {
        problem = importProblem(error);
      }
      shownXml.current = xml;
      if (cancelled) return;
      if (!problem) {
        if (container.clientWidth > 0) {
          fit(instance, container);
        } else {
          unfitted.current = true;
        }
      }
      setOutcome({ instance, problem });
    };
    // The first XML is drawn at once, a typed change once typing pauses; one import at a time.
    const timer = setTimeout(
      () => {
        imports.current = imports.current.then(draw).catch(() => undefined);
      },
      shownXml.current === null ? 0 : IMPORT_DELAY,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [instance, xml, loading, emptyReadOnly]);

  useEffect(() => {
    const container = canvasRef.current;
    if (!instance || !container || !editable) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      instance.saveXML({ format: true }).then(
        ({ xml: saved }) => {
          if (saved === undefined) return;
          shownXml.current = saved;
          onChangeRef.current?.(saved);
        },
        () => undefined,
      );
    };
    const changed = (event: BpmnCommandStackChanged) => {
      // An import clears the command stack: nothing the user changed.
      if (event.trigger === 'clear') return;
      clearTimeout(timer);
      timer = setTimeout(save, EXPORT_DELAY);
    };
    // Leaving the diagram (for the form's Save button) reports a change still waiting.
    const flush = () => {
      if (timer !== undefined) save();
    };
    instance.on('commandStack.changed', changed);
    container.addEventListener('focusout', flush);
    return () => {
      instance.off('commandStack.changed', changed);
      container.removeEventListener('focusout', flush);
      flush();
    };
  }, [instance, editable]);

  const current = outcome?.instance === instance ? outcome : null;
  const drawn = current !== null && current.problem === null;

  useEffect(() => {
    if (!instance || !drawn || highlightKey === '') return;
    const canvas = instance.get<BpmnCanvas>('canvas');
    const registry = instance.get<BpmnElementRegistry>('elementRegistry');
    const marked = highlightKey.split('\n').filter((id) => registry.get(id) !== undefined);
    for (const id of marked) canvas.addMarker(id, HIGHLIGHT_MARKER);
    return () => {
      for (const id of marked) {
        if (registry.get(id) !== undefined) canvas.removeMarker(id, HIGHLIGHT_MARKER);
      }
    };
  }, [instance, current, drawn, highlightKey]);

  useEffect(() => {
    const container = canvasRef.current;
    if (!instance || !container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const canvas = instance.get<BpmnCanvas>('canvas');
      canvas.resized();
      if (unfitted.current && container.clientWidth > 0) {
        unfitted.current = false;
        fit(instance, container);
      }
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [instance]);

  useEffect(() => {
    // The canvas takes the focus (keyboard zoom and editing): it needs a name of its own.
    canvasRef.current?.querySelector('svg')?.setAttribute('aria-label', label);
  }, [instance, label]);

  const problem =
    failed?.editable === editable
      ? failed.problem
      : emptyReadOnly
        ? null
        : (current?.problem ?? null);
  const state = problem
    ? 'error'
    : emptyReadOnly
      ? 'empty'
      : loading || !instance || !current
        ? 'loading'
        : 'ready';
  const names = useMemo(
    () => (highlightKey === '' ? [] : elementNames(xml, highlightKey.split('\n'))),
    [xml, highlightKey],
  );
  const described = names.length > 0 && state !== 'error' && state !== 'empty';

  return (
    <chakra.section
      css={styles.root}
      aria-label={label}
      aria-describedby={described ? descriptionId : undefined}
      aria-busy={state === 'loading' || undefined}
      data-state={state}
    >
      <chakra.div css={styles.frame}>
        <chakra.div
          ref={canvasRef}
          css={styles.canvas}
          data-hidden={state !== 'ready' || undefined}
        />
        {state === 'loading' ? (
          <chakra.div css={styles.state} role="status">
            <Spinner size="sm" aria-hidden />
            {texts.loading}
          </chakra.div>
        ) : null}
        {state === 'empty' ? <chakra.div css={styles.state}>{texts.empty}</chakra.div> : null}
        {problem ? (
          <chakra.div css={styles.error} role="alert">
            <chakra.p css={styles.errorTitle}>{texts.errorTitle}</chakra.p>
            <chakra.p>{problemText(problem, texts)}</chakra.p>
            <chakra.p css={styles.errorDetail}>{texts.detail(problem.detail)}</chakra.p>
          </chakra.div>
        ) : null}
      </chakra.div>
      {described ? (
        <chakra.p id={descriptionId} css={styles.highlighted}>
          {texts.highlighted(names)}
        </chakra.p>
      ) : null}
    </chakra.section>
  );
}
