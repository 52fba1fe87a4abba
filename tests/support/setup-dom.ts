/**
 * Every jsdom test's setup: jest-dom's matchers, Testing Library's patience, the message parts
 * and what jsdom lacks. Stories and accessibility checks add tests/support/setup-stories.ts.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { addMessagePart } from '../../app/i18n';
import { HADM_MESSAGE_PART } from '../../app/modules/hadm/messages/hadm';
import { HIAM_MESSAGE_PART } from '../../app/modules/hiam/messages';
import { PORTAL_MESSAGE_PART } from '../../app/modules/portal/messages/part';

// Pages load their chunks lazily; a loaded 2-core machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });
// Message parts load with their pages in the app; components under test get them at once.
addMessagePart(PORTAL_MESSAGE_PART);
addMessagePart(HADM_MESSAGE_PART);
addMessagePart(HIAM_MESSAGE_PART);

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
// jsdom has no PointerEvent; Chakra's checkbox creates one when its input loses focus.
window.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
