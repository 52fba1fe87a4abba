import { combineReducers } from 'redux';
import { accountReducer } from './account';
import { errorReducer } from './error';
import { globalReducer } from './global';
import { listPagesReducer } from './listPages';
import { noticesReducer } from './notices';
import { permissionsReducer } from './permissions';
import { sessionReducer } from './session';
import { shellReducer } from './shell';
import { userReducer } from './user';
import { workplaceReducer } from './workplace';

/** Every slice of the store. */
export const rootReducer = combineReducers({
  account: accountReducer,
  error: errorReducer,
  global: globalReducer,
  listPages: listPagesReducer,
  notices: noticesReducer,
  permissions: permissionsReducer,
  session: sessionReducer,
  shell: shellReducer,
  user: userReducer,
  workplace: workplaceReducer,
});

/** The whole store's state. */
export type RootState = ReturnType<typeof rootReducer>;
