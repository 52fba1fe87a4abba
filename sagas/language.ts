import { put, select, takeLatest } from 'redux-saga/effects';
import { saveDefaultLanguage } from '../app/services/session';
import { changeLanguage } from '../app/store/global';
import { selectCurrentUser } from '../app/store/selectors';
import { saveCurrentUser, serverLanguageChanged } from '../app/store/user';
import { callApi } from './api';
import { applyLanguage } from './global';

function* onChangeLanguage(action: ReturnType<typeof changeLanguage>) {
  yield* applyLanguage(action.payload);
  const user: ReturnType<typeof selectCurrentUser> = yield select(selectCurrentUser);
  if (user && user.language !== action.payload) {
    const saved = yield* callApi(saveDefaultLanguage, [action.payload]);
    if (saved.ok) {
      yield put(saveCurrentUser({ user: { language: action.payload }, merge: true }));
      yield put(serverLanguageChanged(action.payload));
    }
  }
}

/** Switches language: loads its messages once, makes it current and saves it to the user. */
export function* languageSaga() {
  yield takeLatest(changeLanguage.type, onChangeLanguage);
}
