/** Route templates of resource pages (`/hpfm/value-list/detail/:lovId`) filled from values. */

/** The parameter names of a route template, in order. */
export function routeParams(template: string): string[] {
  return [...template.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/**
 * A route template with each `:param` replaced by the value of that name (encoded); undefined
 * when a value is missing.
 */
export function fillRoute(template: string, values: unknown): string {
  const source = (values ?? {}) as Record<string, unknown>;
  return template.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = source[name];
    return value === null || value === undefined ? `:${name}` : encodeURIComponent(String(value));
  });
}

/** Whether every parameter of a filled route got a value. */
export function isFilled(route: string): boolean {
  return !/\/:[A-Za-z0-9_]/.test(route);
}
