let count = 0;
let started = 0;

/**
 * Counts `work` as pending until it settles (the app's requests, the first page's chunks): see
 * `shell/pageShown.ts`. Answers `work`.
 */
export function pending<T>(work: Promise<T>): Promise<T> {
  count += 1;
  started += 1;
  const done = () => {
    count -= 1;
  };
  work.then(done, done);
  return work;
}

/** How much work {@link pending} counts now. */
export function pendingCount(): number {
  return count;
}

/** How much work {@link pending} has counted since the page started, settled or not. */
export function pendingStarted(): number {
  return started;
}
