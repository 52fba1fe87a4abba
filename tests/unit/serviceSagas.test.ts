import type { Saga } from 'redux-saga';
import { profileSaved } from '../../app/modules/portal/service/actions';
import { setNotifier } from '../../app/services/notification';
import { setRequestContext } from '../../app/services/request';
import { changeLanguage } from '../../app/store/global';
import { previewsRequested } from '../../app/store/notices';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { readsInvalidate, writeDone } from '../../app/store/resources';
import {
  continentSwitchRequested,
  hierarchySwitchRequested,
  saveContinentList,
  saveCurrentUser,
  saveHierarchicalList,
} from '../../app/store/user';
import { regionSaga } from '../../sagas/global';
import { serviceSaga } from '../../sagas/service';
import { fakeApi } from '../support/fakeApi';
import { startSaga } from '../support/saga';

const rootReducer = createRootReducer([]);
const settle = () => new Promise((ok) => setTimeout(ok, 20));

beforeEach(() => {
  setNotifier(() => undefined);
  setRequestContext({ tenantId: () => 1, tenantScoped: () => true, menuId: () => undefined });
});

describe('the header switches', () => {
  it('keeps the continent the user chose, and pages re-read what follows it', async () => {
    const list = [
      { continentCode: 'ASIA', continentName: 'Asia', currentFlag: 0 },
      { continentCode: 'EUROPE', continentName: 'Europe', currentFlag: 1 },
    ];
    const calls = fakeApi({ 'PUT /service/v1/nsrv-continent/current': { body: list } });
    const saga = startSaga<RootState>(
      regionSaga as Saga,
      rootReducer(undefined, { type: '@@init' }),
    );
    saga.send(continentSwitchRequested('EUROPE'));
    await settle();
    expect(calls[0]?.url.searchParams.get('continentCode')).toBe('EUROPE');
    expect(saga.dispatched).toEqual([
      saveContinentList(list),
      readsInvalidate({ prefix: '/service/v1/nsrv-c' }),
    ]);
    saga.stop();
  });

  it('switches a data hierarchy and keeps the values read after it', async () => {
    const values = [
      {
        dataHierarchyCode: 'COMPANY',
        dataHierarchyName: 'Company',
        dataHierarchyValue: 'NL-TJ',
        dataHierarchyMeaning: 'Novo Lab Tianjin',
      },
    ];
    const calls = fakeApi({
      // HZERO answers the switch with nothing: the values are read again.
      'PUT /hpfm/v1/1/data-hierarchies/switch': { status: 200, body: '' },
      'GET /hpfm/v1/1/data-hierarchies/switch/value': { body: values },
    });
    const saga = startSaga<RootState>(
      regionSaga as Saga,
      rootReducer(undefined, { type: '@@init' }),
    );
    saga.send(hierarchySwitchRequested({ ...values[0]!, dataHierarchyMeaning: '' }));
    await settle();
    expect(calls[0]?.url.searchParams.get('dataHierarchyValue')).toBe('NL-TJ');
    expect(saga.dispatched).toEqual([saveHierarchicalList(values)]);
    saga.stop();
  });
});

describe('the settings saga', () => {
  it('puts a saved profile into the header, switches the language and reloads the previews', async () => {
    let state: RootState = rootReducer(undefined, { type: '@@init' });
    state = rootReducer(
      state,
      writeDone({ id: 'p', result: { realName: 'Mia', timeZone: 'GMT+8' } }),
    );
    const saga = startSaga<RootState>(serviceSaga as Saga, state);
    saga.send(profileSaved({ writeId: 'p', language: 'zh_CN' }));
    await settle();
    expect(saga.dispatched).toEqual([
      saveCurrentUser({ user: { realName: 'Mia', timeZone: 'GMT+8' }, merge: true }),
      changeLanguage('zh_CN'),
      previewsRequested(),
    ]);
    saga.stop();
  });
});
