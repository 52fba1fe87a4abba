import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Query } from '../services/request';
import type { RootState } from '../store/reducer';
import { readKey, readRequest, selectRead, type ReadEntry } from '../store/resources';

/** Options of {@link useRead}. */
export interface ReadOptions {
  /** Read again when the component mounts, even when the cache has an answer (shown meanwhile). */
  fresh?: boolean;
  /** The page says itself why the read failed (no notification). */
  silent?: boolean;
}

/**
 * Reads `path` with `query` through the cached-read saga and answers the cache entry; nothing
 * is read while `path` is undefined. The page never fetches: it asks, the saga reads.
 */
export function useRead(
  path: string | undefined,
  query: Query = {},
  { fresh = false, silent = false }: ReadOptions = {},
): ReadEntry | undefined {
  const dispatch = useDispatch();
  const key = path ? readKey(path, query) : '';
  const entry = useSelector((state: RootState) => (key ? selectRead(state, key) : undefined));
  const missing = path !== undefined && entry === undefined;
  // The key read last: a fresh read happens once per key while the component is there.
  const readFor = useRef('');
  useEffect(() => {
    if (!path) return;
    const first = readFor.current !== key;
    readFor.current = key;
    if (missing || (fresh && first)) {
      dispatch(readRequest({ path, query, force: fresh && first, silent }));
    }
    // `key` stands for path and query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key, missing, fresh, silent]);
  return entry;
}

/** A function reading `path` with `query` again (after a change the page was told about). */
export function useReadAgain(path: string | undefined, query: Query = {}): () => void {
  const dispatch = useDispatch();
  const key = path ? readKey(path, query) : '';
  return useCallback(
    () => {
      if (path) dispatch(readRequest({ path, query, force: true }));
    },
    // `key` stands for path and query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dispatch, key],
  );
}

/**
 * A function reading through the cached-read saga and answering a promise, for components
 * that load on demand (a Lov's view and pages, a field's translations).
 */
export function useReadPromise(): (
  path: string,
  query?: Query,
  force?: boolean,
) => Promise<unknown> {
  const dispatch = useDispatch();
  return useCallback(
    (path, query = {}, force = false) =>
      new Promise((resolve, reject) => {
        dispatch(readRequest({ path, query, force, resolve, reject }));
      }),
    [dispatch],
  );
}
