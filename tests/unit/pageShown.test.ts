import type * as PendingModule from '../../app/services/pending';
import type * as PageShownModule from '../../app/shell/pageShown';
import type * as PreloadModule from '../../design-system/preloadLater';

/**
 * The first page counts as shown once nothing is pending (requests, the page's chunks) and the
 * browser has drawn five frames in a row; the loads kept by `preloadLater` (the header's menus'
 * and the like) start then, not alongside what the page shows. A tab in the background draws no
 * frames: 4 s after the start is the latest.
 */

type Modules = {
  whenPageShown: () => Promise<void>;
  pending: <T>(work: Promise<T>) => Promise<T>;
  preloadLater: (load: () => unknown) => void;
};

/** The modules afresh (their state is the app's, once per page). */
function fresh(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    const { whenPageShown } = jest.requireActual<typeof PageShownModule>(
      '../../app/shell/pageShown',
    );
    const { pending } = jest.requireActual<typeof PendingModule>('../../app/services/pending');
    const { preloadLater } = jest.requireActual<typeof PreloadModule>(
      '../../design-system/preloadLater',
    );
    modules = { whenPageShown, pending, preloadLater };
  });
  if (!modules) throw new Error('not loaded');
  return modules;
}

/** Lets the promises settled so far run their callbacks. */
const settle = () => Promise.resolve().then(() => undefined);

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('whenPageShown', () => {
  it('waits for pending work, then five frames, before the kept loads start', async () => {
    const { whenPageShown, pending, preloadLater } = fresh();
    const load = jest.fn();
    preloadLater(load);
    let finish: () => void = () => undefined;
    void pending(new Promise<void>((resolve) => (finish = resolve)));
    let shown = false;
    void whenPageShown().then(() => (shown = true));

    // Frames go by while the page's data is still coming: nothing counts as shown.
    jest.advanceTimersByTime(1000);
    await settle();
    expect(shown).toBe(false);
    expect(load).not.toHaveBeenCalled();

    finish();
    await settle();
    // Four quiet frames are not yet enough.
    jest.advanceTimersByTime(4 * 16);
    await settle();
    expect(shown).toBe(false);
    jest.advanceTimersByTime(3 * 16);
    await settle();
    await settle();
    expect(shown).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);

    // Once the page has shown, a load kept later starts at once.
    const later = jest.fn();
    preloadLater(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('counts the page as shown 4 s after the start at the latest', async () => {
    const { whenPageShown, pending, preloadLater } = fresh();
    const load = jest.fn();
    preloadLater(load);
    // Work that never ends (a stream, a request left hanging).
    void pending(new Promise<void>(() => undefined));
    let shown = false;
    void whenPageShown().then(() => (shown = true));
    jest.advanceTimersByTime(3900);
    await settle();
    expect(shown).toBe(false);
    jest.advanceTimersByTime(200);
    await settle();
    await settle();
    expect(shown).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
