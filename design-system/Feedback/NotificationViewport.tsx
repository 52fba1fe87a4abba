import { useSyncExternalStore } from 'react';
import { lazyChunk } from '../lazyChunk';
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

const ToastList = lazyChunk(() => import('./ToastList').then((module) => module.default)).Component;

/**
 * Renders the notifications of a {@link Notifier} bottom right: an icon for the type, the title,
 * the description and a close button. Render it once, near the root of the app. It draws nothing
 * until the first notification has loaded the toaster.
 */
export function NotificationViewport({ notifier, labels }: NotificationViewportProps) {
  const toaster = useSyncExternalStore(notifier.subscribe, notifier.loadedToaster);
  if (!toaster) return null;
  return <ToastList toaster={toaster} text={{ ...DEFAULT_NOTIFICATION_LABELS, ...labels }} />;
}
