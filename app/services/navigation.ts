/** How the app moves the user: inside the app, or away from it. */
export interface Navigation {
  /** Goes to a path of the app without reloading it. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Leaves the app for another address (the sign-in page, or a full reload). */
  leave(url: string, options?: { replace?: boolean }): void;
}

/** A full page load of `url`, in place of the current history entry with `replace`. */
function load(url: string, options?: { replace?: boolean }): void {
  if (options?.replace) window.location.replace(url);
  else window.location.assign(url);
}

let navigation: Navigation = { navigate: load, leave: load };

/** Connects navigation to the router (the app does this once; tests record it). */
export function setNavigation(next: Partial<Navigation>): void {
  navigation = { ...navigation, ...next };
}

/** Goes to a path of the app without reloading it. */
export function navigate(to: string, options?: { replace?: boolean }): void {
  navigation.navigate(to, options);
}

/**
 * Leaves the app for another address (the sign-in page, or a full reload); with `replace`, in
 * place of the current entry of the history.
 */
export function leaveTo(url: string, options?: { replace?: boolean }): void {
  navigation.leave(url, options);
}

/** The current path with its query, as a user would bookmark it. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
