import { all } from 'redux-saga/effects';
import { languageSaga } from './language';

/** Every side effect of the app runs under this saga. */
export function* rootSaga() {
  yield all([languageSaga()]);
}
