import { defineSlotRecipe } from '@chakra-ui/react';

/** The class bpmn-js's canvas gives the elements {@link BpmnDiagram} highlights. */
export const HIGHLIGHT_MARKER = 'bpmn-diagram-highlight';

/**
 * Theme recipe of {@link BpmnDiagram}: the canvas, the loading and error states over it and the
 * text naming the highlighted elements. bpmn-js draws with inline styles, so the highlight's
 * colours need `!important`.
 */
export const bpmnDiagramSlotRecipe = defineSlotRecipe({
  className: 'bpmn-diagram',
  slots: ['root', 'frame', 'canvas', 'state', 'error', 'errorTitle', 'errorDetail', 'highlighted'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: '100%', minWidth: '0' },
    frame: {
      position: 'relative',
      width: '100%',
      height: 'var(--bpmn-diagram-height, 26rem)',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      overflow: 'hidden',
      // bpmn-js draws black on white whatever the page's colours.
      bg: 'white',
      color: 'black',
    },
    canvas: {
      position: 'absolute',
      inset: '0',
      // Until it is drawn, and while it cannot be, the overlay alone shows (the logo too is hidden).
      '&[data-hidden]': { visibility: 'hidden' },
      // The outline of a task, an event or a gateway: the first of its kind in the element.
      [`& .${HIGHLIGHT_MARKER} .djs-visual > :is(rect, circle, polygon):first-of-type`]: {
        stroke: '{colors.orange.600} !important',
        strokeWidth: '4px !important',
        fill: '{colors.orange.100} !important',
      },
      '& svg:focus-visible': {
        outline: '2px solid',
        outlineColor: 'blue.focusRing',
        outlineOffset: '-2px',
      },
    },
    state: {
      position: 'absolute',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      bg: 'white',
      color: 'fg.muted',
      fontSize: 'sm',
    },
    error: {
      position: 'absolute',
      inset: '0',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      justifyContent: 'center',
      gap: '1',
      padding: '6',
      bg: 'bg.error',
      color: 'fg',
      fontSize: 'sm',
      overflow: 'auto',
    },
    errorTitle: { fontWeight: 'semibold', color: 'red.700' },
    // Not monospaced: the monospaced faces have no Chinese for the text around the message.
    errorDetail: {
      fontSize: 'xs',
      color: 'fg.muted',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    },
    highlighted: { fontSize: 'sm', color: 'fg' },
  },
});
