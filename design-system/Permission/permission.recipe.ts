import { defineRecipe } from '@chakra-ui/react';

/**
 * Theme recipe of the {@link Permission} wrapper: `pending` keeps the children's layout but makes
 * them invisible and unclickable while the permission is unknown.
 */
export const permissionGateRecipe = defineRecipe({
  className: 'permission-gate',
  base: { display: 'contents' },
  variants: {
    state: {
      ready: {},
      pending: { visibility: 'hidden', pointerEvents: 'none', userSelect: 'none' },
    },
  },
  defaultVariants: { state: 'ready' },
});

/**
 * Theme recipe of PermissionButton, layered over Chakra's button recipe: `pending` is a quiet,
 * static skeleton of the button (same size, label and icons invisible, no animation).
 */
export const permissionButtonRecipe = defineRecipe({
  className: 'permission-button',
  base: {},
  variants: {
    state: {
      ready: {},
      pending: {
        color: 'transparent',
        bg: 'bg.muted',
        borderColor: 'transparent',
        boxShadow: 'none',
        backgroundImage: 'none',
        cursor: 'progress',
        pointerEvents: 'none',
        userSelect: 'none',
        '& svg, & img': { visibility: 'hidden' },
        _hover: { bg: 'bg.muted' },
        _active: { bg: 'bg.muted' },
      },
    },
  },
  defaultVariants: { state: 'ready' },
});
