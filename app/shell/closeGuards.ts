/** Answers whether a tab may close; a page vetoes with false (for example, unsaved changes). */
export type CloseGuard = () => boolean | Promise<boolean>;

const guards = new Map<string, Set<CloseGuard>>();

/** Registers a page's close guard for its tab; returns the function that removes it. */
export function addCloseGuard(tabKey: string, guard: CloseGuard): () => void {
  const set = guards.get(tabKey) ?? new Set<CloseGuard>();
  set.add(guard);
  guards.set(tabKey, set);
  return () => {
    set.delete(guard);
    if (set.size === 0) guards.delete(tabKey);
  };
}

/** Asks every guard of a tab; true when all allow it to close. */
export async function mayClose(tabKey: string): Promise<boolean> {
  for (const guard of guards.get(tabKey) ?? []) {
    if (!(await guard())) return false;
  }
  return true;
}
