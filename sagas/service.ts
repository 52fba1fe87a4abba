import { put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SignedInUser } from '../app/store/user';
import { passwordChangeRequested, profileSaved } from '../app/modules/portal/service/actions';
import { changeLanguage } from '../app/store/global';
import { previewsRequested } from '../app/store/notices';
import type { RootState } from '../app/store/reducer';
import { selectWrite, writeFailed, writeRequest } from '../app/store/resources';
import { saveCurrentUser } from '../app/store/user';
import { encrypted } from './account';

/** Where a signed-in user changes their password (both passwords RSA-encrypted). */
export const PASSWORD_PATH = '/iam/hzero/v1/users/password';

function* changePassword(action: ReturnType<typeof passwordChangeRequested>) {
  const { writeId, original, password } = action.payload;
  let body: { originalPassword: string; password: string };
  try {
    body = {
      originalPassword: (yield* encrypted(original)) as string,
      password: (yield* encrypted(password)) as string,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    yield put(writeFailed({ id: writeId, error: { message, type: 'error', fields: {} } }));
    return;
  }
  yield put(
    writeRequest({
      id: writeId,
      method: 'PUT',
      path: PASSWORD_PATH,
      body,
      fields: ['originalPassword', 'password'],
    }),
  );
}

function* afterProfile(action: ReturnType<typeof profileSaved>) {
  const { writeId, language } = action.payload;
  const user = (yield select((state: RootState) => selectWrite(state, writeId).result)) as
    Partial<SignedInUser> | undefined;
  if (user) yield put(saveCurrentUser({ user, merge: true }));
  if (language) yield put(changeLanguage(language));
  // The notification centre's times are in the user's zone too.
  yield put(previewsRequested());
}

/** Side effects of the customer service's settings pages. */
export function* serviceSaga() {
  yield takeLeading(passwordChangeRequested.type, changePassword);
  yield takeEvery(profileSaved.type, afterProfile);
}
