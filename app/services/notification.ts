/** What a notification says. */
export interface Notice {
  type: 'success' | 'info' | 'warning' | 'error';
  title: string;
  description?: string;
  /** Milliseconds on screen; 2.5 s by default (SPEC.md section 9). */
  duration?: number;
}

type Notifier = (notice: Notice) => void;

const pending: Notice[] = [];
let notifier: Notifier | null = null;

/**
 * Connects the one notification helper to what shows it (the design-system notifier, mounted
 * by the app). Notices raised before that are shown as soon as it is connected.
 */
export function setNotifier(next: Notifier | null): void {
  notifier = next;
  if (notifier) pending.splice(0).forEach(notifier);
}

/** Shows a notification, bottom right, for 2.5 s unless told otherwise. */
export function notify(notice: Notice): void {
  if (notifier) notifier(notice);
  else pending.push(notice);
}
