import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * Theme recipe of {@link NotificationBadge}: a round bell button with the unread count in a red
 * pill at its top end corner. `size` sets the button for a compact or a regular header.
 */
export const notificationBadgeSlotRecipe = defineSlotRecipe({
  className: 'notification-badge',
  slots: ['root', 'icon', 'count'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      borderRadius: 'full',
      color: 'fg',
      background: 'transparent',
      border: 'none',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted' },
      _focusVisible: { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' },
      _expanded: { bg: 'bg.muted' },
      _disabled: { cursor: 'not-allowed', opacity: 0.5 },
    },
    icon: { flexShrink: 0 },
    count: {
      position: 'absolute',
      top: '0',
      insetInlineEnd: '0',
      transform: 'translate(35%, -20%)',
      minWidth: '5',
      height: '5',
      paddingInline: '1',
      borderRadius: 'full',
      bg: 'red.600',
      color: 'white',
      fontSize: 'xs',
      fontWeight: 'semibold',
      // The number centred in the pill (a unitless line height would multiply the font size).
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      lineHeight: '1',
      whiteSpace: 'nowrap',
      boxShadow: '0 0 0 2px var(--chakra-colors-bg)',
      pointerEvents: 'none',
    },
  },
  variants: {
    size: {
      sm: { root: { width: '8', height: '8' }, icon: { width: '4', height: '4' } },
      md: { root: { width: '10', height: '10' }, icon: { width: '5', height: '5' } },
    },
  },
  defaultVariants: { size: 'md' },
});
