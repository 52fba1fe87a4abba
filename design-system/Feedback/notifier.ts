import { createToaster, type CreateToasterReturn } from '@chakra-ui/react';

/** How long a notification stays, in milliseconds (SPEC.md section 9). */
export const NOTIFICATION_DURATION = 2500;

/** Where notifications appear (SPEC.md section 9: bottom right). */
export const NOTIFICATION_PLACEMENT = 'bottom-end';

/** The kinds of notification, each with its own icon and colour. */
export type NotificationType = 'success' | 'info' | 'warning' | 'error';

/** What {@link Notifier.notify} shows. */
export interface NotifyOptions {
  /** Icon and colour. */
  type: NotificationType;
  /** One short line, for example 'Operation succeeded'. */
  title: string;
  /** Details under the title, for example the server's message. */
  description?: string;
  /** Milliseconds before it goes away; 2500 unless given. */
  duration?: number;
}

/** A notification channel: call `notify` anywhere, render its `NotificationViewport` once. */
export interface Notifier {
  /** The Chakra toaster behind the notifier; `NotificationViewport` renders it. */
  toaster: CreateToasterReturn;
  /** Shows a notification and returns its id. */
  notify(options: NotifyOptions): string;
  /** Removes one notification, or all of them without an id. */
  dismiss(id?: string): void;
}

/** Settings of {@link createNotifier}; the SPEC.md defaults apply when omitted. */
export interface NotifierOptions {
  /** Default lifetime in milliseconds; 2500. */
  duration?: number;
  /** Greatest number of notifications shown at once; 5. */
  max?: number;
  /** Distance from the bottom edge, such as '48px' (SPEC.md section 9, data-layer feedback). */
  bottomOffset?: string;
}

/**
 * Creates the app's notification channel on a Chakra toaster placed bottom right, each
 * notification lasting 2.5 s unless told otherwise (SPEC.md section 9).
 */
export function createNotifier(options: NotifierOptions = {}): Notifier {
  const duration = options.duration ?? NOTIFICATION_DURATION;
  const toaster = createToaster({
    placement: NOTIFICATION_PLACEMENT,
    duration,
    max: options.max ?? 5,
    ...(options.bottomOffset
      ? { offsets: { top: '16px', right: '16px', bottom: options.bottomOffset, left: '16px' } }
      : {}),
  });
  return {
    toaster,
    notify: ({ type, title, description, duration: own }) =>
      toaster.create({ type, title, description, duration: own ?? duration, closable: true }),
    dismiss: (id) => toaster.dismiss(id),
  };
}
