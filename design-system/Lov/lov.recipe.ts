import { defineSlotRecipe } from '@chakra-ui/react';

/** Theme recipe of {@link Lov}: the read-only input with its clear and search buttons. */
export const lovSlotRecipe = defineSlotRecipe({
  className: 'lov',
  slots: ['root', 'input', 'clear', 'search'],
  base: {
    root: { display: 'flex', alignItems: 'center', width: '100%', position: 'relative' },
    input: {
      flex: '1',
      minWidth: '0',
      borderEndRadius: '0',
      paddingEnd: '9',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed' },
    },
    clear: { position: 'absolute', insetEnd: '11', zIndex: '1' },
    search: { borderStartRadius: '0', marginStart: '-1px' },
  },
});

/** Theme recipe of {@link LovModal}: query form, table of rows, pager and footer. */
export const lovModalSlotRecipe = defineSlotRecipe({
  className: 'lov-modal',
  slots: [
    'backdrop',
    'content',
    'message',
    'query',
    'queryField',
    'tableWrap',
    'table',
    'headerCell',
    'row',
    'cell',
    'treeCell',
    'toggle',
    'toggleSpacer',
    'pager',
    'warning',
  ],
  base: {
    backdrop: { _open: { animationName: 'none' } },
    content: {
      width: 'var(--lov-modal-width)',
      maxWidth: 'calc(100vw - 2rem)',
    },
    message: { paddingY: '6', textAlign: 'center', color: 'fg.muted' },
    query: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      gap: '3',
      marginBottom: '3',
    },
    queryField: { width: '44', flexDirection: 'column', alignItems: 'stretch', gap: '1' },
    tableWrap: {
      overflow: 'auto',
      maxHeight: 'var(--lov-table-height, none)',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
    },
    table: { width: '100%', borderCollapse: 'collapse', fontSize: 'sm', tableLayout: 'fixed' },
    headerCell: {
      textAlign: 'start',
      fontWeight: 'semibold',
      bg: 'bg.muted',
      paddingX: '3',
      paddingY: '2',
      borderBottomWidth: '1px',
      borderColor: 'border',
      overflowWrap: 'anywhere',
    },
    row: {
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle' },
      _selected: { bg: 'blue.subtle', _hover: { bg: 'blue.subtle' } },
      _focusVisible: {
        outline: '2px solid',
        outlineColor: 'blue.focusRing',
        outlineOffset: '-2px',
      },
    },
    cell: {
      paddingX: '3',
      paddingY: '2',
      borderBottomWidth: '1px',
      borderColor: 'border.muted',
      overflowWrap: 'anywhere',
    },
    treeCell: { paddingStart: 'calc(0.75rem + var(--lov-level, 0) * 1.25rem)' },
    toggle: { marginEnd: '1', verticalAlign: 'middle' },
    toggleSpacer: { display: 'inline-block', width: '6', marginEnd: '1' },
    pager: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: '2',
      marginTop: '3',
      fontSize: 'sm',
    },
    warning: { color: 'fg.warning', fontSize: 'sm', marginEnd: 'auto' },
  },
});
