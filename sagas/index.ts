import { all } from 'redux-saga/effects';
import { accountSaga } from './account';
import { errorSaga } from './errors';
import { regionSaga } from './global';
import { languageSaga } from './language';
import { noticesSaga } from './notices';
import { permissionSaga } from './permissions';
import { resourcesSaga } from './resources';
import { sessionSaga } from './session';
import { settingsSaga } from './settings';
import { shellSaga } from './shell';
import { workplaceSaga } from './workplace';

/** The side effects of the core; a feature's start when it registers (app/store/features). */
export function* rootSaga() {
  yield all([
    accountSaga(),
    errorSaga(),
    languageSaga(),
    permissionSaga(),
    regionSaga(),
    resourcesSaga(),
    sessionSaga(),
    settingsSaga(),
    shellSaga(),
    noticesSaga(),
    workplaceSaga(),
  ]);
}
