import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * Theme recipe of {@link FormLayout} and the form fields inside it: a grid of `columns`
 * columns separated by `gutter` pixels, each field a label beside its input, the label taking
 * `labelSpan` of 24 parts (SPEC.md section 9). `placement: 'top'` puts the label above the input
 * (fields used outside a layout); `span: 'full'` makes a field cross every column.
 */
export const formLayoutSlotRecipe = defineSlotRecipe({
  className: 'form-layout',
  slots: ['root', 'item', 'label', 'control'],
  base: {
    root: {
      display: 'grid',
      rowGap: '4',
      alignItems: 'start',
      width: '100%',
    },
    item: {
      minWidth: '0',
      columnGap: '3',
      rowGap: '1.5',
      alignItems: 'start',
    },
    label: {
      minWidth: '0',
      overflowWrap: 'anywhere',
    },
    control: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      minWidth: '0',
      width: '100%',
    },
  },
  variants: {
    labelSpan: {
      '3': { item: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 21fr)' } },
      '6': { item: { gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 18fr)' } },
      '9': { item: { gridTemplateColumns: 'minmax(0, 9fr) minmax(0, 15fr)' } },
      '10': { item: { gridTemplateColumns: 'minmax(0, 10fr) minmax(0, 14fr)' } },
    },
    columns: {
      '1': { root: { gridTemplateColumns: 'minmax(0, 1fr)' } },
      '2': { root: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      '3': { root: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
    gutter: {
      '12': { root: { columnGap: '12px' } },
      '48': { root: { columnGap: '48px' } },
    },
    placement: {
      side: {
        item: { display: 'grid' },
        label: {
          justifyContent: 'flex-end',
          textAlign: 'end',
          minHeight: '10',
        },
      },
      top: {
        item: { display: 'flex', flexDirection: 'column' },
        label: { justifyContent: 'flex-start', textAlign: 'start' },
      },
    },
    span: {
      one: {},
      full: { item: { gridColumn: '1 / -1' } },
    },
  },
  defaultVariants: {
    labelSpan: '6',
    columns: '1',
    gutter: '12',
    placement: 'side',
    span: 'one',
  },
});
