import { himpSaga } from '../../../sagas/himp';
import type { Feature } from '../../store/features';
import { himpReducer } from '../../store/himp';
import { HIMP_MESSAGE_PART } from './messages';

/** The data import's slice, sagas and messages, loaded with the himp pages. */
export const himpFeature: Feature = {
  name: 'himp',
  reducers: { himp: himpReducer },
  saga: himpSaga,
  messages: HIMP_MESSAGE_PART,
};
