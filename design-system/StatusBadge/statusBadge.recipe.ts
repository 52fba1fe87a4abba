import { defineRecipe } from '@chakra-ui/react';

/** Theme recipe of {@link StatusBadge}: one `tone` variant per status family. */
export const statusBadgeRecipe = defineRecipe({
  className: 'status-badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontSize: 'sm',
    lineHeight: '1.5',
    color: 'fg',
    _before: {
      content: '""',
      display: 'inline-block',
      width: '2',
      height: '2',
      borderRadius: 'full',
      bg: 'var(--status-dot)',
      flexShrink: 0,
    },
  },
  variants: {
    tone: {
      success: { '--status-dot': 'colors.green.500' },
      error: { '--status-dot': 'colors.red.500' },
      processing: { '--status-dot': 'colors.blue.500' },
      default: { '--status-dot': 'colors.gray.400' },
    },
  },
  defaultVariants: { tone: 'default' },
});
