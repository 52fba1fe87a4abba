import { waitFor } from '@testing-library/react';
import type { Saga } from 'redux-saga';
import { changeLanguage } from '../../app/store/global';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { saveCurrentUser, serverLanguageChanged } from '../../app/store/user';
import { languageSaga } from '../../sagas/language';
import { ADMIN_USER, fakeApi } from '../support/fakeApi';
import { startSaga } from '../support/saga';

const rootReducer = createRootReducer([]);
const signedIn = (): RootState =>
  rootReducer(undefined, saveCurrentUser({ user: { ...ADMIN_USER, language: 'en_US' } }));

describe('switching language', () => {
  it('saves the language to the user, then says the server answers in it', async () => {
    const calls = fakeApi({ 'PUT /iam/hzero/v1/users/default-language': { body: {} } });
    const saga = startSaga(languageSaga as Saga, signedIn(), rootReducer);
    saga.send(changeLanguage('zh_CN'));
    await waitFor(() => expect(saga.state.user.currentUser?.language).toBe('zh_CN'));
    expect(calls.map((call) => `${call.method} ${call.path}${call.url.search}`)).toEqual([
      'PUT /iam/hzero/v1/users/default-language?language=zh_CN',
    ]);
    const types = saga.dispatched.map((action) => action.type);
    expect(types.indexOf(serverLanguageChanged.type)).toBeGreaterThan(
      types.indexOf(saveCurrentUser.type),
    );
    expect(saga.dispatched).toContainEqual(serverLanguageChanged('zh_CN'));
    saga.stop();
  });

  it('says nothing of the server when it refused to save the language', async () => {
    const calls = fakeApi({
      'PUT /iam/hzero/v1/users/default-language': { status: 500, body: {} },
    });
    const saga = startSaga(languageSaga as Saga, signedIn(), rootReducer);
    saga.send(changeLanguage('zh_CN'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((ok) => setTimeout(ok, 20));
    expect(saga.state.global.language).toBe('zh_CN');
    expect(saga.state.user.currentUser?.language).toBe('en_US');
    expect(saga.dispatched.map((action) => action.type)).not.toContain(serverLanguageChanged.type);
    saga.stop();
  });
});
