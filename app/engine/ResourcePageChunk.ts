import { lazyPage } from '../lazyPages';

/** The engine's page of resource descriptions, from its own chunk, for route tables. */
export const ResourcePageChunk = lazyPage(() =>
  import('./ResourcePage').then((module) => module.ResourcePage),
);
