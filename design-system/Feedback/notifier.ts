import type { CreateToasterReturn } from '@chakra-ui/react';

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
  /**
   * Shows a notification and returns its id. The first one loads the toaster's chunk; the
   * notification shows once it is there.
   */
  notify(options: NotifyOptions): string;
  /** Removes one notification, or all of them without an id. */
  dismiss(id?: string): void;
  /** The Chakra toaster behind the notifier, loaded with the first notification. */
  toaster(): Promise<CreateToasterReturn>;
  /** The toaster once loaded, else undefined; `NotificationViewport` renders it. */
  loadedToaster(): CreateToasterReturn | undefined;
  /** Calls `listener` when the toaster has loaded; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
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

/** What the toaster is created with. */
export interface ToasterSettings {
  /** Where the notifications appear. */
  placement: typeof NOTIFICATION_PLACEMENT;
  /** Default lifetime in milliseconds. */
  duration: number;
  /** Greatest number shown at once. */
  max: number;
  /** Distances from the edges. */
  offsets?: { top: string; right: string; bottom: string; left: string };
}

let created = 0;

/**
 * Creates the app's notification channel on a Chakra toaster placed bottom right, each
 * notification lasting 2.5 s unless told otherwise (SPEC.md section 9). The toaster (zag's
 * toast machines) loads with the first notification, not with the page.
 */
export function createNotifier(options: NotifierOptions = {}): Notifier {
  const duration = options.duration ?? NOTIFICATION_DURATION;
  const settings: ToasterSettings = {
    placement: NOTIFICATION_PLACEMENT,
    duration,
    max: options.max ?? 5,
    ...(options.bottomOffset
      ? { offsets: { top: '16px', right: '16px', bottom: options.bottomOffset, left: '16px' } }
      : {}),
  };
  const prefix = `notice-${(created += 1)}-`;
  let count = 0;
  let loaded: CreateToasterReturn | undefined;
  let loading: Promise<CreateToasterReturn> | undefined;
  const listeners = new Set<() => void>();
  const toaster = () =>
    (loading ??= import('./ToastList').then(
      ({ toasterOf }) => {
        loaded = toasterOf(settings);
        listeners.forEach((listener) => listener());
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const withToaster = (run: (loadedToaster: CreateToasterReturn) => void) => {
    if (loaded) run(loaded);
    // A chunk that cannot load (the network is gone) loses the notification, not the caller.
    else toaster().then(run, (error: unknown) => console.error(error));
  };
  return {
    notify: ({ type, title, description, duration: own }) => {
      const id = `${prefix}${(count += 1)}`;
      withToaster((loadedToaster) =>
        loadedToaster.create({
          id,
          type,
          title,
          description,
          duration: own ?? duration,
          closable: true,
        }),
      );
      return id;
    },
    // Before the first notification there is nothing to remove: no need to load the toaster.
    dismiss: (id) => {
      if (loading) withToaster((loadedToaster) => loadedToaster.dismiss(id));
    },
    toaster,
    loadedToaster: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
