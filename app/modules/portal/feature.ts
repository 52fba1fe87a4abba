import { portalSaga } from '../../../sagas/portal';
import { batchesReducer } from '../../store/batches';
import type { Feature } from '../../store/features';
import { PORTAL_MESSAGE_PART } from './messages/part';
import { portalViewsReducer } from '../../store/portalViews';
import { staffBatchesReducer } from '../../store/staffBatches';
import { submissionReducer } from '../../store/submission';

/** The portal's slices and sagas, loaded with the portal's pages. */
export const portalFeature: Feature = {
  name: 'portal',
  reducers: {
    batches: batchesReducer,
    portalViews: portalViewsReducer,
    staffBatches: staffBatchesReducer,
    submission: submissionReducer,
  },
  saga: portalSaga,
  messages: PORTAL_MESSAGE_PART,
};
