import { all } from 'redux-saga/effects';
import { accountSaga } from './account';
import { batchesSaga } from './batches';
import { errorSaga } from './errors';
import { languageSaga } from './language';
import { listPageSaga } from './listPage';
import { noticesSaga } from './notices';
import { permissionSaga } from './permissions';
import { portalViewsSaga } from './portalViews';
import { sessionSaga } from './session';
import { shellSaga } from './shell';
import { staffBatchesSaga } from './staffBatches';
import { submissionSaga } from './submission';
import { workplaceSaga } from './workplace';

/** Every side effect of the app runs under this saga. */
export function* rootSaga() {
  yield all([
    accountSaga(),
    batchesSaga(),
    errorSaga(),
    languageSaga(),
    listPageSaga(),
    permissionSaga(),
    portalViewsSaga(),
    sessionSaga(),
    shellSaga(),
    staffBatchesSaga(),
    submissionSaga(),
    noticesSaga(),
    workplaceSaga(),
  ]);
}
