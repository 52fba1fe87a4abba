/**
 * The user's activity in this browser: what the user does in this tab, and when they last did
 * anything in any tab of the app (shared through localStorage), so that an idle tab does not
 * sign out a user who is working in another.
 */

/** What counts as the user doing something. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

/** Reported at most once in this many milliseconds, however busy the mouse is. */
export const ACTIVITY_THROTTLE_MS = 1000;

const LAST_ACTIVITY_KEY = 'hzero-last-activity';

/**
 * Calls `listener` when the user does something in this tab (at most once per
 * {@link ACTIVITY_THROTTLE_MS}); answers the function that stops listening.
 */
export function watchActivity(listener: () => void): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const onEvent = () => {
    const now = Date.now();
    if (now - last < ACTIVITY_THROTTLE_MS) return;
    last = now;
    listener();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onEvent, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onEvent, options);
  };
}

/** When the user last did something in any tab of the app (epoch ms), if known. */
export function lastSharedActivity(): number | undefined {
  try {
    const value = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Tells the other tabs that the user did something at `at` (epoch ms). */
export function shareActivity(at: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Storage full or denied: this tab still counts its own activity.
  }
}
