import type { NotifyOptions } from '../../design-system';

/** What a notification says (on screen 2.5 s unless `duration` says otherwise). */
export type Notice = NotifyOptions;

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
