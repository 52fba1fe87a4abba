import { combineReducers } from 'redux';
import { accountReducer } from './account';
import { batchesReducer } from './batches';
import { errorReducer } from './error';
import { globalReducer } from './global';
import { listPagesReducer } from './listPages';
import { noticesReducer } from './notices';
import { permissionsReducer } from './permissions';
import { portalViewsReducer } from './portalViews';
import { sessionReducer } from './session';
import { shellReducer } from './shell';
import { staffBatchesReducer } from './staffBatches';
import { submissionReducer } from './submission';
import { userReducer } from './user';
import { workplaceReducer } from './workplace';

/** Every slice of the store. */
export const rootReducer = combineReducers({
  account: accountReducer,
  batches: batchesReducer,
  error: errorReducer,
  global: globalReducer,
  listPages: listPagesReducer,
  notices: noticesReducer,
  permissions: permissionsReducer,
  portalViews: portalViewsReducer,
  session: sessionReducer,
  shell: shellReducer,
  staffBatches: staffBatchesReducer,
  submission: submissionReducer,
  user: userReducer,
  workplace: workplaceReducer,
});

/** The whole store's state. */
export type RootState = ReturnType<typeof rootReducer>;
