import { listPageSaga } from '../../sagas/listPage';
import type { Feature } from '../store/features';
import { listPagesReducer } from '../store/listPages';

/**
 * The list pages' slice and sagas: they join the store with the engine's pages, so the workplace
 * and the pages built by hand do not download them.
 */
export const engineFeature: Feature = {
  name: 'engine',
  reducers: { listPages: listPagesReducer },
  saga: listPageSaga,
};
