import { moneySaga } from '../../../../sagas/money';
import type { Feature } from '../../../store/features';
import { moneyDraftsReducer } from '../../../store/moneyDrafts';

/** The money path's slice (drafts saved as typed) and sagas, loaded with its pages. */
export const moneyFeature: Feature = {
  name: 'money',
  reducers: { moneyDrafts: moneyDraftsReducer },
  saga: moneySaga,
};
