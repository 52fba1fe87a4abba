import { chakra } from '@chakra-ui/react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { notificationBadgeSlotRecipe } from './notificationBadge.recipe';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

/** The largest count shown as a number; more shows as `99+`. */
export const NOTIFICATION_BADGE_MAX = 99;

/** User-visible texts of {@link NotificationBadge}. */
export interface NotificationBadgeLabels {
  /** Accessible name of the button when nothing is unread. */
  label: string;
  /** Accessible name of the button with unread notifications; gets the exact count. */
  unread: (count: number) => string;
}

/** The English defaults of {@link NotificationBadgeLabels}. */
export const DEFAULT_NOTIFICATION_BADGE_LABELS: NotificationBadgeLabels = {
  label: 'Notifications',
  unread: (count) => `Notifications, ${count} unread`,
};

/**
 * Props of {@link NotificationBadge}. Other button attributes and the `ref` go to the button, so
 * the badge can be a popover or menu trigger (`<Popover.Trigger asChild>`).
 */
export interface NotificationBadgeProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** Unread notifications; 0, negative or not a number shows no badge. */
  count: number;
  /** Counts above this show as `{max}+`; 99 unless given. */
  max?: number;
  /** Texts; English defaults. */
  labels?: Partial<NotificationBadgeLabels>;
  /** `sm` for a compact header, `md` otherwise. */
  size?: 'sm' | 'md';
  /** The button element, for triggers that position against it. */
  ref?: Ref<HTMLButtonElement>;
}

/** The number the badge shows: the count, or `{max}+` above the cap. */
export function badgeText(count: number, max: number = NOTIFICATION_BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

function Bell() {
  return (
    <>
      <path
        d="M10 2.5a5 5 0 0 0-5 5v3.2L3.6 13.4a.6.6 0 0 0 .5.9h11.8a.6.6 0 0 0 .5-.9L15 10.7V7.5a5 5 0 0 0-5-5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M8 16.3a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </>
  );
}

/**
 * A bell button with the unread count: the badge shows the number (`99+` above 99) and the
 * button's accessible name says it ('Notifications, 3 unread'). With nothing unread there is no
 * badge and the name is just 'Notifications'.
 */
export function NotificationBadge({
  count,
  max = NOTIFICATION_BADGE_MAX,
  labels,
  size,
  type = 'button',
  ref,
  ...buttonProps
}: NotificationBadgeProps) {
  const recipe = useSharedSlotRecipe(notificationBadgeSlotRecipe);
  const styles = recipe({ size });
  const text = { ...DEFAULT_NOTIFICATION_BADGE_LABELS, ...labels };
  const unread = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return (
    <chakra.button
      {...buttonProps}
      ref={ref}
      type={type}
      css={styles.root}
      aria-label={unread ? text.unread(unread) : text.label}
    >
      <chakra.svg css={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <Bell />
      </chakra.svg>
      {unread ? (
        <chakra.span css={styles.count} aria-hidden="true">
          {badgeText(unread, max)}
        </chakra.span>
      ) : null}
    </chakra.button>
  );
}
