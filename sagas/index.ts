import { all } from 'redux-saga/effects';
import { accountSaga } from './account';
import { errorSaga } from './errors';
import { languageSaga } from './language';
import { listPageSaga } from './listPage';
import { noticesSaga } from './notices';
import { permissionSaga } from './permissions';
import { sessionSaga } from './session';
import { shellSaga } from './shell';
import { workplaceSaga } from './workplace';

/** Every side effect of the app runs under this saga. */
export function* rootSaga() {
  yield all([
    accountSaga(),
    errorSaga(),
    languageSaga(),
    listPageSaga(),
    permissionSaga(),
    sessionSaga(),
    shellSaga(),
    noticesSaga(),
    workplaceSaga(),
  ]);
}
