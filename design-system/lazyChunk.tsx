import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component drawn from its own chunk (see {@link lazyChunk}). */
export interface LazyChunk<P extends object = object> {
  /** Renders the chunk's component with the props given, or `fallback` until its chunk is there. */
  Component: ComponentType<P>;
  /**
   * Starts loading the chunk (once; again after a failure) and answers its component; a drawn
   * component waiting for `after` draws it as soon as it is there.
   */
  load: () => Promise<ComponentType<P>>;
}

let loadsRunning = 0;
let loadsStarted = 0;

/**
 * The chunks {@link lazyChunk} is loading now, and how many loads it has started: Storybook's
 * screenshots wait until none runs (a dialog or menu drawn from its chunk).
 */
export function chunkLoads(): { running: number; started: number } {
  return { running: loadsRunning, started: loadsStarted };
}

/**
 * A component from its own chunk that can load ahead of being drawn. Unlike `React.lazy`, it
 * does not suspend: it draws `fallback` (which may depend on the props) until the chunk is there
 * (at once when it already is), then the component. After a Suspense fallback React holds the
 * content back for up to 300 ms; this one shows it as soon as it comes (a create dialog's first
 * opening: 340 ms with `React.lazy`, 81 ms with this). A chunk that fails to load throws to the
 * nearest error boundary. The one way to draw a component from its own chunk: `React.lazy` is a
 * lint error.
 */
export function lazyChunk<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
  /** What a drawn component waits for before it loads its chunk (`load` starts it sooner). */
  after?: () => Promise<unknown>,
): LazyChunk<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    if (loading) return loading;
    loadsRunning += 1;
    loadsStarted += 1;
    loading = load().then(
      (component) => {
        loadsRunning -= 1;
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loadsRunning -= 1;
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  let ask: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  function Component(props: P) {
    const [chunk, setChunk] = useState<{ component?: ComponentType<P>; error?: unknown }>(() => ({
      component: loaded,
    }));
    useEffect(() => {
      if (chunk.component) return;
      let mounted = true;
      (after ? Promise.race([after(), asked]).then(loadOnce) : loadOnce()).then(
        (component) => mounted && setChunk({ component }),
        (error: unknown) => mounted && setChunk({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [chunk.component]);
    if (chunk.error !== undefined) throw chunk.error;
    const Loaded = chunk.component;
    if (Loaded) return <Loaded {...props} />;
    return typeof fallback === 'function' ? fallback(props) : fallback;
  }
  return {
    Component,
    load: () => {
      ask();
      return loadOnce();
    },
  };
}

/**
 * A component from its own chunk that draws its `loading` prop until the chunk is there: a
 * stand-in that looks like it (the row menu's button, the BPMN field's text area).
 */
export function lazyWithStandIn<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P & { loading: ReactNode }> {
  return lazyChunk(
    // The chunk's component is also handed `loading`, which it does not read.
    () => load().then((module) => module.default as ComponentType<P & { loading: ReactNode }>),
    ({ loading }) => loading,
  ).Component;
}
