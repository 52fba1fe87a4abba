import { combineReducers } from 'redux';
import { accountReducer } from './account';
import { globalReducer } from './global';
import { sessionReducer } from './session';
import { userReducer } from './user';

/** Every slice of the store. */
export const rootReducer = combineReducers({
  account: accountReducer,
  global: globalReducer,
  session: sessionReducer,
  user: userReducer,
});

/** The whole store's state. */
export type RootState = ReturnType<typeof rootReducer>;
