import { useCallback, useEffect, useState, type ReactElement, type ReactNode } from 'react';

import { lazyChunk } from '../lazyChunk';
import { preloadLater } from '../preloadLater';

const view = lazyChunk(() => import('./ConfirmDialogView').then((module) => module.default));
const ConfirmDialogView = view.Component;

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

/**
 * A modal confirmation (SPEC.md section 4): while the OK handler's promise runs, the OK button
 * shows a spinner and both buttons are disabled (Escape is ignored); afterwards the dialog
 * closes unless the handler returned or resolved to `false`. Cancel and Escape close it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // The dialog's chunk comes after the page has shown, ahead of the first confirmation.
  useEffect(() => preloadLater(view.load), []);
  const [shown, setShown] = useState(props.open);
  if (props.open && !shown) setShown(true);
  // Once shown it stays mounted, so that it can animate out.
  return shown ? <ConfirmDialogView {...props} /> : null;
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
