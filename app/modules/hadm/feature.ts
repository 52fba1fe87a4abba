import { hadmSaga } from '../../../sagas/hadm';
import type { Feature } from '../../store/features';
import { hadmReducer } from '../../store/hadm';
import { HADM_MESSAGE_PART } from './messages/hadm';

/** The service-governance slice and sagas, loaded with the hadm pages. */
export const hadmFeature: Feature = {
  name: 'hadm',
  reducers: { hadm: hadmReducer },
  saga: hadmSaga,
  messages: HADM_MESSAGE_PART,
};
