import { defineSlotRecipe } from '@chakra-ui/react';

/** Theme recipe of {@link Exception}: picture beside title, description and action. */
export const exceptionSlotRecipe = defineSlotRecipe({
  className: 'exception',
  slots: ['root', 'picture', 'body', 'title', 'description', 'action'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '12',
      minHeight: '80%',
      padding: '12',
    },
    picture: { width: '60', height: '40', flexShrink: 0, color: 'blue.500' },
    body: { maxWidth: 'md' },
    title: { fontSize: '6xl', fontWeight: 'bold', color: 'fg.muted', lineHeight: '1' },
    description: { fontSize: 'lg', color: 'fg.muted', marginTop: '4', marginBottom: '6' },
    action: {},
  },
});
