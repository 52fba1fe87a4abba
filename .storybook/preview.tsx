import type { Preview } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import '../design-system/fonts';
// Stories show Chinese at once: the Chinese faces load up front here.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import { pendingCount, pendingStarted } from '../app/services/pending';
import { chunkLoads, DesignSystemProvider } from '../design-system';

declare global {
  interface Window {
    /** Present while loki takes screenshots. */
    loki?: { isRunning?: boolean; registerPendingPromise?(promise: Promise<unknown>): void };
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The design system's Latin faces (design-system/fonts.ts). */
const LATIN_FACES = ['400', '500', '600', '700'].map((weight) => `${weight} 1em Inter`);

/**
 * Tells loki when a story is really on screen: mounted, fonts loaded, the app's pending work
 * done (a route's page chunk, its reads), portals positioned and painted. Without it a
 * screenshot may catch a story before it paints.
 */
function LokiReady({ children }: { children: ReactNode }) {
  const [done] = useState(() => {
    let resolve: (() => void) | undefined;
    window.loki?.registerPendingPromise?.(new Promise<void>((ok) => (resolve = ok)));
    return resolve;
  });
  const [facesIn, setFacesIn] = useState(!done);
  useEffect(() => {
    if (!done) return;
    void (async () => {
      // Text laid out before its face arrives may keep the fallback face's metrics (a native
      // select's text does, one pixel off), so under loki the story mounts once the faces are in.
      await Promise.all(LATIN_FACES.map((face) => document.fonts.load(face)));
      setFacesIn(true);
      // Fonts start loading when text needing them first paints (a portal may paint late), so
      // wait until a round of frames and a pause pass with no font loading and no work of the
      // app started or still pending (a page drawn from its own chunk, then its reads; a dialog or
      // menu from its own).
      let busy = true;
      while (busy) {
        const before = pendingStarted() + chunkLoads().started;
        await document.fonts.ready;
        for (let frame = 0; frame < 3; frame += 1) await nextFrame();
        await new Promise((ok) => setTimeout(ok, 200));
        busy =
          document.fonts.status === 'loading' ||
          pendingCount() + chunkLoads().running > 0 ||
          pendingStarted() + chunkLoads().started !== before;
      }
      done();
    })();
  }, [done]);
  return facesIn ? <>{children}</> : null;
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <DesignSystemProvider>
        <LokiReady>
          <Story />
        </LokiReady>
      </DesignSystemProvider>
    ),
  ],
  parameters: {
    // Under loki the screenshot is the test: the addon's axe run after every story (about a
    // third of loki's time) is left to the accessibility checks of the story tests (jest-axe).
    a11y: { test: 'error', disable: window.loki?.isRunning === true },
    controls: { expanded: true },
  },
};

export default preview;
