import { defineSlotRecipe } from '@chakra-ui/react';

/** Theme recipe of {@link QueryBar}: the field grid, with the buttons at its right. */
export const queryBarSlotRecipe = defineSlotRecipe({
  className: 'query-bar',
  slots: ['root', 'fields', 'more', 'actions'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '4',
      width: '100%',
      paddingY: '2',
    },
    fields: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      flex: '1',
      minWidth: '0',
    },
    more: {
      _hidden: { display: 'none' },
    },
    actions: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '2',
      flexShrink: 0,
    },
  },
});
