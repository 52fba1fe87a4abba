const waiting: (() => unknown)[] = [];
let released = false;

/**
 * Loads a chunk a component will want only once the user acts (a menu, a dialog), after the
 * page has shown ({@link releasePreloads}), so that it does not compete with what the page
 * shows. Before the app releases them (and in stories and tests, where nothing does) such a
 * chunk loads when it is first wanted.
 */
export function preloadLater(load: () => unknown): void {
  if (released) void load();
  else waiting.push(load);
}

/** Starts the loads {@link preloadLater} has kept, and any later one at once: the page has shown. */
export function releasePreloads(): void {
  released = true;
  for (const load of waiting.splice(0)) void load();
}
