// The build's `sharedStyles` plugin (vite.config.ts): one copy of each style's CSS text.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The design system's `serializeStyles`, which answers one object for the same styles. */
export const SHARED_STYLES = fileURLToPath(
  new URL('../design-system/theme/sharedStyles.ts', import.meta.url),
);

/**
 * Points every import of `@emotion/serialize` (Chakra's factory, emotion's) at
 * design-system/theme/sharedStyles.ts, but its own: the elements that render the same styles then
 * keep one copy of their CSS text, not one each (30 tabs open: 1.9 MiB of copies).
 */
export function sharedStyles(): Plugin {
  return {
    name: 'shared-styles',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '@emotion/serialize' && importer !== SHARED_STYLES ? SHARED_STYLES : null,
  };
}
