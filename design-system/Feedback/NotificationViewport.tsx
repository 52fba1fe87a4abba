import { chakra, Portal, Toast, Toaster, useSlotRecipe } from '@chakra-ui/react';
import { feedbackSlotRecipe } from './feedback.recipe';
import type { Notifier } from './notifier';

/** User-visible texts of {@link NotificationViewport}. */
export interface NotificationViewportLabels {
  /** Names the notification region for assistive technology. */
  region: string;
  /** The close button of each notification. */
  close: string;
}

/** The English defaults of {@link NotificationViewportLabels}. */
export const DEFAULT_NOTIFICATION_LABELS: NotificationViewportLabels = {
  region: 'Notifications',
  close: 'Close notification',
};

/** Props of {@link NotificationViewport}. */
export interface NotificationViewportProps {
  /** The channel whose notifications to show, from `createNotifier()`. */
  notifier: Notifier;
  /** Texts; English defaults. */
  labels?: Partial<NotificationViewportLabels>;
}

/**
 * Renders the notifications of a {@link Notifier} bottom right: an icon for the type, the title,
 * the description and a close button. Render it once, near the root of the app.
 */
export function NotificationViewport({ notifier, labels }: NotificationViewportProps) {
  const recipe = useSlotRecipe({ key: 'feedback', recipe: feedbackSlotRecipe });
  const styles = recipe();
  const text = { ...DEFAULT_NOTIFICATION_LABELS, ...labels };
  return (
    <Portal>
      <Toaster toaster={notifier.toaster} aria-label={text.region} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root css={styles.toast} data-type={toast.type}>
            <Toast.Indicator />
            <chakra.div css={styles.toastText}>
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </chakra.div>
            <Toast.CloseTrigger css={styles.toastClose} aria-label={text.close}>
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                <path
                  d="M3 3l10 10M13 3L3 13"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                />
              </svg>
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
