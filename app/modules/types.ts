import type { ReactElement } from 'react';

/** A route of a module of the operators' shell: an absolute path and what it shows. */
export interface ModuleRoute {
  /** Absolute path, e.g. `/hsif/sample/print`. */
  path: string;
  /** The page. */
  element: ReactElement;
}
