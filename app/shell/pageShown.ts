import { releasePreloads } from '../../design-system';
import { pendingCount } from '../services/pending';

/** How many frames in a row must pass with nothing pending before the page counts as shown. */
const QUIET_FRAMES = 5;

/** A frame longer than this: the page was still drawing (a long task held the frame back). */
const LONG_FRAME_MS = 50;

/** The latest the page counts as shown, from the app's start. */
const LATEST_MS = 4000;

/** The performance mark set when the first page has shown (seen in profiles and traces). */
export const PAGE_SHOWN_MARK = 'app:page-shown';

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/**
 * Resolves once the first page has shown what it asked for: the document has loaded, nothing is
 * pending (the app's requests, the first page's chunks: `services/pending.ts`) and the browser
 * has drawn {@link QUIET_FRAMES} frames in a row without a long one (a page still drawing, say
 * between its chunk's arrival and its request for data, holds frames back); at the latest
 * {@link LATEST_MS} after the start. The chunks nothing needs before the user acts (the header's
 * menus, the tab menu, the confirmation dialog, the dashboard's cards elsewhere) load then, not
 * alongside what the page shows.
 */
export function whenPageShown(): Promise<void> {
  watchFirstPage();
  return shown;
}

let watching = false;

/** Starts watching for the first page to show (once: as the app starts, or when first asked). */
export function watchFirstPage(): void {
  if (watching) return;
  watching = true;
  const drawsFrames = typeof requestAnimationFrame !== 'undefined';
  // A background tab draws no frames: the latest time applies.
  const latest = drawsFrames ? setTimeout(() => markShown(), LATEST_MS) : undefined;
  let done = false;
  void shown.then(() => {
    done = true;
    clearTimeout(latest);
    // Not every environment has marks (tests with fake timers).
    if (typeof performance.mark === 'function') performance.mark(PAGE_SHOWN_MARK);
    releasePreloads();
  });
  if (!drawsFrames) {
    markShown();
    return;
  }
  let quiet = 0;
  let last = performance.now();
  const frame = (now: number) => {
    const busy =
      pendingCount() > 0 || document.readyState !== 'complete' || now - last > LONG_FRAME_MS;
    quiet = busy ? 0 : quiet + 1;
    last = now;
    if (quiet >= QUIET_FRAMES) markShown();
    else if (!done) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
