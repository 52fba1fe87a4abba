import { Button, chakra, Dialog, Portal, useSlotRecipe } from '@chakra-ui/react';
import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { feedbackSlotRecipe } from './feedback.recipe';

/**
 * The OK handler of a confirmation. Return (or resolve to) `false` to keep the dialog open, for
 * example when the server refused; anything else closes it. A rejected promise keeps it open too
 * and goes to `onError` (or, without one, to the app's unhandled-rejection handler).
 */
export type ConfirmHandler = () => unknown;

/** User-visible texts of {@link ConfirmDialog}. */
export interface ConfirmDialogLabels {
  /** The confirming button. */
  ok: string;
  /** The dismissing button. */
  cancel: string;
}

/** The English defaults of {@link ConfirmDialogLabels}. */
export const DEFAULT_CONFIRM_LABELS: ConfirmDialogLabels = { ok: 'OK', cancel: 'Cancel' };

/** What a confirmation says and does; shared by {@link ConfirmDialog} and {@link useConfirm}. */
export interface ConfirmOptions {
  /** The question, for example 'Delete 3 samples?'. */
  title: ReactNode;
  /** What will happen, under the title. */
  description?: ReactNode;
  /** Runs when the user confirms; see {@link ConfirmHandler}. */
  onOk?: ConfirmHandler;
  /** Called with the error when `onOk` throws or rejects. */
  onError?: (error: unknown) => void;
  /** A destructive action: red OK button and icon. */
  danger?: boolean;
  /** Button texts; English defaults. */
  labels?: Partial<ConfirmDialogLabels>;
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps extends ConfirmOptions {
  /** Whether the dialog is shown; the caller owns this state. */
  open: boolean;
  /**
   * Asks the caller to close the dialog: `true` after the OK handler finished without returning
   * `false`, `false` when the user cancelled (Cancel button or Escape).
   */
  onClose: (confirmed: boolean) => void;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * A modal confirmation (SPEC.md section 4): while the OK handler's promise runs, the OK button
 * shows a spinner and both buttons are disabled (Escape is ignored); afterwards the dialog
 * closes unless the handler returned or resolved to `false`. Cancel and Escape close it.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  onOk,
  onError,
  danger = false,
  labels,
}: ConfirmDialogProps) {
  const recipe = useSlotRecipe({ recipe: feedbackSlotRecipe });
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

/** What {@link useConfirm} returns. */
export interface UseConfirmResult {
  /**
   * Opens the confirmation; resolves to `true` once the OK handler finished and the dialog
   * closed, or `false` when the user cancelled.
   */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** The dialog element; render it once in the component that calls `confirm`. */
  dialog: ReactElement;
}

interface PendingConfirm {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * Imperative confirmations: `const { confirm, dialog } = useConfirm()`, render `dialog`, then
 * `if (await confirm({ title, onOk })) …`.
 */
export function useConfirm(): UseConfirmResult {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false);
          return { options, resolve };
        });
      }),
    [],
  );
  const dialog = (
    <ConfirmDialog
      title=""
      {...pending?.options}
      open={pending !== null}
      onClose={(confirmed) => {
        pending?.resolve(confirmed);
        setPending(null);
      }}
    />
  );
  return { confirm, dialog };
}
