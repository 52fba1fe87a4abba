/** The route index of the resource descriptions, built with the app (vite.config.ts). */
declare module 'virtual:resource-index' {
  // An ambient module cannot import by a relative path; its type is named in place.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const index: import('../../domain/engine/routeIndex').RouteIndex;
  export default index;
}
