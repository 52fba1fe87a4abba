import { Button, chakra, Dialog, Portal } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { DEFAULT_CONFIRM_LABELS, type ConfirmDialogProps } from './ConfirmDialog';
import { feedbackSlotRecipe } from './feedback.recipe';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

// Chakra's dialog (zag's dialog machine, focus trap) in a chunk of its own: see ConfirmDialog.

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** The dialog of {@link ConfirmDialog}, loaded after the page's first paint. */
export default function ConfirmDialogView({
  open,
  onClose,
  title,
  description,
  onOk,
  onError,
  danger = false,
  labels,
}: ConfirmDialogProps) {
  const recipe = useSharedSlotRecipe(feedbackSlotRecipe);
  const styles = recipe({ tone: danger ? 'danger' : 'warning' });
  const text = { ...DEFAULT_CONFIRM_LABELS, ...labels };
  const [loading, setLoading] = useState(false);
  const running = useRef(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    let result: unknown;
    try {
      const value = onOk?.();
      if (isThenable(value)) {
        setLoading(true);
        result = await value;
      } else {
        result = value;
      }
    } catch (error) {
      if (onError) onError(error);
      else throw error;
      return;
    } finally {
      running.current = false;
      setLoading(false);
    }
    if (result !== false) onClose(true);
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => {
        if (!details.open && !running.current) onClose(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={loading || undefined}>
            <Dialog.Header css={styles.confirmHeader}>
              <chakra.svg viewBox="0 0 24 24" aria-hidden="true" css={styles.confirmIcon}>
                <circle cx="12" cy="12" r="10" fill="currentColor" />
                <path d="M12 7v6" stroke="white" strokeWidth="2.2" strokeLinecap="round" />
                <circle cx="12" cy="16.8" r="1.3" fill="white" />
              </chakra.svg>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {description ? (
              <Dialog.Body css={styles.confirmBody}>
                <Dialog.Description>{description}</Dialog.Description>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button
                ref={cancelRef}
                variant="outline"
                disabled={loading}
                onClick={() => onClose(false)}
              >
                {text.cancel}
              </Button>
              <Button
                colorPalette={danger ? 'red' : 'blue'}
                loading={loading}
                aria-label={text.ok}
                aria-busy={loading || undefined}
                onClick={() => void confirm()}
              >
                {text.ok}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
