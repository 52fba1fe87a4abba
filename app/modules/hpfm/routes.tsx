import type { ReactElement } from 'react';
import { ListPage } from '../../engine/ListPage';
import { MASTER_DATA_PAGES } from './masterData';

/** A route of the module: an absolute path and what it shows. */
export interface ModuleRoute {
  /** Absolute path, e.g. `/hpfm/country/list`. */
  path: string;
  /** The page. */
  element: ReactElement;
}

/**
 * The master-data list routes of hpfm (country, currency, uom, bank, tax-rate, region). They are
 * not wrapped in `Authorized`: the menu only offers granted lists and the server answers 403 to
 * a list the role may not query, which the page shows; wrap an element in
 * `<Authorized authority={['hpfm.country.list-query']}>` to show the 403 page instead.
 */
export const hpfmRoutes: ModuleRoute[] = MASTER_DATA_PAGES.map(({ path, definition }) => ({
  path,
  element: <ListPage key={definition.id} definition={definition} />,
}));
