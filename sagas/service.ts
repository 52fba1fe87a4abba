import { call, put, select, takeLeading } from 'redux-saga/effects';
import {
  passwordChangeRequested,
  profileSaveRequested,
  type ProfileValues,
} from '../app/modules/portal/service/actions';
import { isLocale } from '../app/i18n';
import { notify } from '../app/services/notification';
import {
  fetchCurrentUser,
  saveContact,
  saveDefaultLanguage,
  saveRealName,
  saveTimeZone,
  type ContactChange,
} from '../app/services/session';
import type { CurrentUser } from '../app/services/types';
import { changeLanguage } from '../app/store/global';
import { previewsRequested } from '../app/store/notices';
import {
  readsInvalidate,
  writeDone,
  writeFailed,
  writeRequest,
  writeStarted,
  type WriteError,
} from '../app/store/resources';
import { selectCurrentUser, selectI18n } from '../app/store/selectors';
import { saveCurrentUser } from '../app/store/user';
import { encrypted } from './account';
import { callApi } from './api';
import { writeErrorOf } from './formErrors';

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

/** One PUT of a profile save and the form fields its refusal may name. */
interface ProfileStep {
  save: () => Promise<unknown>;
  fields: readonly string[];
}

/**
 * The PUTs that save what changed: the e-mail address and phone first (the product's own save,
 * at the user's version: a stale form or a taken address stops everything before anything is
 * saved), then HZERO's one PUT per setting for the name, language and time zone.
 */
function profileSteps(user: CurrentUser, values: ProfileValues): ProfileStep[] {
  const steps: ProfileStep[] = [];
  const email = values.email.trim();
  const phone = values.phone.trim();
  const contact: ContactChange = { objectVersionNumber: user.objectVersionNumber };
  if (user._token) contact._token = user._token;
  if (email && email !== (user.email ?? '')) contact.email = email;
  if (phone !== (user.phone ?? '')) contact.phone = phone;
  if (contact.email !== undefined || contact.phone !== undefined) {
    steps.push({ save: () => saveContact(contact), fields: ['email', 'phone'] });
  }
  const realName = values.realName.trim();
  if (realName !== user.realName) {
    steps.push({ save: () => saveRealName(realName), fields: ['realName'] });
  }
  if (values.language !== user.language) {
    steps.push({ save: () => saveDefaultLanguage(values.language), fields: ['language'] });
  }
  if (values.timeZone !== user.timeZone) {
    steps.push({ save: () => saveTimeZone(values.timeZone), fields: ['timeZone'] });
  }
  return steps;
}

/**
 * Saves the profile as typed with one PUT per changed setting, stopping at the first refusal
 * (one error, said at the field it names; the form keeps what was typed). Whatever was saved,
 * the user is read again, so the header, the language and every page's dates follow it.
 */
function* saveProfile(action: ReturnType<typeof profileSaveRequested>) {
  const { writeId, values } = action.payload;
  const user: CurrentUser | null = yield select(selectCurrentUser);
  if (!user) return;
  yield put(writeStarted({ id: writeId }));
  let failure: WriteError | null | undefined;
  let saved = false;
  for (const step of profileSteps(user, values)) {
    const result = yield* callApi(step.save, [], { silent: true });
    if (!result.ok) {
      failure = yield* writeErrorOf(result.error, step.fields);
      break;
    }
    saved = true;
  }
  // A refusal first: the form, started again from the saved user below, keeps what was typed.
  if (failure !== undefined) yield put(writeFailed({ id: writeId, error: failure }));
  let current: CurrentUser = user;
  if (saved) {
    const fresh = yield* callApi(fetchCurrentUser, [], { silent: true });
    if (fresh.ok) {
      current = fresh.data;
      yield put(saveCurrentUser({ user: current, merge: true }));
    }
    // Dates come from the server in the user's zone: every page reads them again.
    yield put(readsInvalidate({ prefix: '/' }));
    // The notification centre's times are in the user's zone too.
    yield put(previewsRequested());
    if (current.language !== user.language && isLocale(current.language)) {
      yield put(changeLanguage(current.language));
    }
  }
  if (failure !== undefined) return;
  yield put(writeDone({ id: writeId, result: current }));
  const { t } = (yield select(selectI18n)) as ReturnType<typeof selectI18n>;
  yield call(notify, { type: 'success', title: t('notification.success') });
}

/** Side effects of the customer service's settings pages. */
export function* serviceSaga() {
  yield takeLeading(passwordChangeRequested.type, changePassword);
  yield takeLeading(profileSaveRequested.type, saveProfile);
}
