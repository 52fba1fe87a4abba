import { all } from 'redux-saga/effects';
import { accountSaga } from './account';
import { languageSaga } from './language';
import { sessionSaga } from './session';

/** Every side effect of the app runs under this saga. */
export function* rootSaga() {
  yield all([accountSaga(), languageSaga(), sessionSaga()]);
}
