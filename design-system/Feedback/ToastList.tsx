import { chakra, createToaster, Portal, Toast, Toaster } from '@chakra-ui/react';
import { feedbackSlotRecipe } from './feedback.recipe';
import type { NotificationViewportLabels } from './NotificationViewport';
import type { ToasterSettings } from './notifier';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

// Chakra's toaster (zag's toast machines) in a chunk of its own, loaded with the first
// notification: most pages never show one.

/** Creates the Chakra toaster of a notifier. */
export function toasterOf(settings: ToasterSettings) {
  return createToaster(settings);
}

/** The toasts of a loaded toaster, bottom right (see NotificationViewport). */
export default function ToastList({
  toaster,
  text,
}: {
  toaster: ReturnType<typeof toasterOf>;
  text: NotificationViewportLabels;
}) {
  const recipe = useSharedSlotRecipe(feedbackSlotRecipe);
  const styles = recipe();
  return (
    <Portal>
      <Toaster toaster={toaster} aria-label={text.region} insetInline={{ mdDown: '4' }}>
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
