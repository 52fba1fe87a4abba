import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * Theme recipe of {@link ActionLink}: a row of link-style actions separated by thin rules, then
 * the 'Action' menu trigger. `danger` colours an action or menu item red; `pending` is an action
 * whose permission is still unknown.
 */
export const actionLinkSlotRecipe = defineSlotRecipe({
  className: 'action-link',
  slots: ['root', 'action', 'more', 'moreIcon', 'menuItem'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', rowGap: '1' },
    action: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      paddingInline: '2',
      fontSize: 'sm',
      lineHeight: '1.5',
      color: 'blue.600',
      background: 'none',
      border: 'none',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      borderRadius: 'l1',
      _hover: { color: 'blue.700', textDecoration: 'underline' },
      _focusVisible: { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '1px' },
      _disabled: { color: 'fg.subtle', cursor: 'not-allowed', textDecoration: 'none' },
      '&[aria-disabled=true]': {
        color: 'fg.subtle',
        cursor: 'not-allowed',
        textDecoration: 'none',
      },
      '&:first-of-type': { paddingInlineStart: '0' },
      '&:not(:first-of-type)::before': {
        content: '""',
        position: 'absolute',
        insetInlineStart: '0',
        top: '25%',
        height: '50%',
        borderInlineStart: '1px solid',
        borderColor: 'border',
      },
    },
    more: { gap: '1' },
    moreIcon: { width: '3', height: '3', flexShrink: 0 },
    menuItem: {},
  },
  variants: {
    danger: {
      true: {
        action: { color: 'red.600', _hover: { color: 'red.700' } },
        menuItem: { color: 'fg.error', _highlighted: { bg: 'bg.error', color: 'fg.error' } },
      },
      false: {},
    },
    pending: {
      true: { action: { cursor: 'progress', '&[aria-disabled=true]': { cursor: 'progress' } } },
      false: {},
    },
  },
  defaultVariants: { danger: false, pending: false },
});
