// The UI fonts, bundled with the app: Inter for Latin text; Noto Sans SC for Chinese loads with
// `loadChineseFont`, when Chinese is first shown (its faces are most of the stylesheet).
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';

/** The Latin weights the pages set their text in: body, buttons, headings. */
const PAGE_WEIGHTS = [400, 500, 600];

/**
 * Starts loading the Latin faces of the weights every page shows. A browser fetches a face only
 * when text in it is first laid out, which for a page drawn after its data comes is late: the
 * text paints first in a fallback font, then again, wider, in Inter.
 */
export function loadPageFonts(): void {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  for (const weight of PAGE_WEIGHTS) {
    document.fonts.load(`${weight} 1em Inter`).catch(() => undefined);
  }
}
