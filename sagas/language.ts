import { call, put, takeLatest } from 'redux-saga/effects';
import { loadMessages, type Messages } from '../app/i18n';
import { changeLanguage, languageChanged } from '../app/store/global';

function* onChangeLanguage(action: ReturnType<typeof changeLanguage>) {
  const messages: Messages = yield call(loadMessages, action.payload);
  yield put(languageChanged({ language: action.payload, messages }));
}

/** Loads a language's messages when asked for it, then makes it current. */
export function* languageSaga() {
  yield takeLatest(changeLanguage.type, onChangeLanguage);
}
