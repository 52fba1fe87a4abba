/** The route index of the resource descriptions, built with the app (vite.config.ts). */
declare module 'virtual:resource-index' {
  // An ambient module cannot import by a relative path; its type is named in place.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const index: import('../../domain/engine/routeIndex').RouteIndex;
  export default index;
}

/**
 * The loaders of the resource descriptions, one chunk per module (vite.config.ts): by module,
 * what loads the module's loaders, by name (`domain/resources/<module>/<name>.ts`).
 */
declare module 'virtual:resource-loaders' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type Description = import('../../domain/engine/resource').ResourceDescription;
  const loaders: Readonly<
    Record<string, () => Promise<Readonly<Record<string, () => Promise<Description>>>>>
  >;
  export default loaders;
}
