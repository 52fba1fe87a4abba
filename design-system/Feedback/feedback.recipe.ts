import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * Theme recipe of the feedback components: the layout inside a notification, and the confirm
 * dialog's icon, text and buttons. `tone` colours the confirm icon: `warning` for ordinary
 * confirmations, `danger` for destructive ones.
 */
export const feedbackSlotRecipe = defineSlotRecipe({
  className: 'feedback',
  slots: ['toast', 'toastText', 'toastClose', 'confirmHeader', 'confirmIcon', 'confirmBody'],
  base: {
    toast: { width: { base: 'full', md: 'sm' }, alignItems: 'flex-start' },
    toastText: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' },
    toastClose: { position: 'static', flexShrink: 0 },
    confirmHeader: { display: 'flex', alignItems: 'center', gap: '3' },
    confirmIcon: { width: '6', height: '6', flexShrink: 0 },
    confirmBody: { marginInlineStart: '9', color: 'fg.muted' },
  },
  variants: {
    tone: {
      warning: { confirmIcon: { color: 'orange.500' } },
      danger: { confirmIcon: { color: 'red.500' } },
    },
  },
  defaultVariants: { tone: 'warning' },
});
