import { lazy, useState, type ComponentType } from 'react';

/** A component drawn from its own chunk (see {@link lazyChunk}). */
export interface LazyChunk {
  /** Renders the chunk's component: at once when the chunk is there, else through Suspense. */
  Component: ComponentType;
  /** Starts loading the chunk (once; again after a failure) and answers its component. */
  load: () => Promise<ComponentType>;
}

/**
 * A component from its own chunk that can load ahead of being drawn. Unlike `React.lazy` alone,
 * a chunk already there renders without suspending: after a Suspense fallback, React holds the
 * content back for up to 300 ms. The choice is made once per mount, so nothing remounts.
 */
export function lazyChunk(load: () => Promise<ComponentType>): LazyChunk {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Component() {
    const [Chosen] = useState(() => loaded ?? Lazy);
    return <Chosen />;
  }
  return { Component, load: loadOnce };
}
