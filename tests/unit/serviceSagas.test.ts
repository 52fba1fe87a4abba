import type { Saga } from 'redux-saga';
import { profileSaveRequested } from '../../app/modules/portal/service/actions';
import { setNotifier } from '../../app/services/notification';
import { setRequestContext } from '../../app/services/request';
import { changeLanguage } from '../../app/store/global';
import { previewsRequested } from '../../app/store/notices';
import { createRootReducer, type RootState } from '../../app/store/reducer';
import { readsInvalidate, writeDone, writeStarted } from '../../app/store/resources';
import {
  continentSwitchRequested,
  hierarchyChoicesRequested,
  hierarchySwitchRequested,
  saveContinentList,
  saveCurrentUser,
  saveHierarchicalList,
  saveHierarchyChoices,
} from '../../app/store/user';
import { regionSaga } from '../../sagas/global';
import { serviceSaga } from '../../sagas/service';
import { ADMIN_USER, fakeApi } from '../support/fakeApi';
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

  it("reads a hierarchy's choices through the value-list view its details name", async () => {
    const calls = fakeApi({
      'GET /hpfm/v1/1/data-hierarchies/switch/value/details': {
        body: {
          dataHierarchyCode: 'COMPANY',
          dataHierarchyName: 'Company',
          dataHierarchyValue: '',
          dataHierarchyMeaning: '',
          valueSourceCode: 'HPFM.DATA_HIERARCHY.COMPANY',
        },
      },
      'GET /hpfm/v1/1/lov-view/info': {
        body: {
          viewCode: 'HPFM.DATA_HIERARCHY.COMPANY',
          queryUrl: '/hpfm/v1[/{tenantId}]/lovs/data?lovCode=HPFM.DATA_HIERARCHY.COMPANY',
          valueField: 'value',
          displayField: 'meaning',
        },
      },
      'GET /hpfm/v1/1/lovs/data': {
        body: {
          content: [
            { value: 'NL-SH', meaning: 'Novo Lab Shanghai' },
            { value: 'NL-TJ', meaning: 'Novo Lab Tianjin' },
          ],
          totalElements: 2,
        },
      },
    });
    const saga = startSaga<RootState>(
      regionSaga as Saga,
      rootReducer(undefined, { type: '@@init' }),
    );
    saga.send(hierarchyChoicesRequested('COMPANY'));
    await settle();
    expect(calls.map((call) => call.url.pathname + call.url.search)).toEqual([
      '/hpfm/v1/1/data-hierarchies/switch/value/details?dataHierarchyCode=COMPANY',
      '/hpfm/v1/1/lov-view/info?viewCode=HPFM.DATA_HIERARCHY.COMPANY',
      '/hpfm/v1/1/lovs/data?lovCode=HPFM.DATA_HIERARCHY.COMPANY&page=0&size=100',
    ]);
    expect(saga.dispatched).toEqual([
      saveHierarchyChoices({
        code: 'COMPANY',
        status: 'ready',
        options: [
          { value: 'NL-SH', meaning: 'Novo Lab Shanghai' },
          { value: 'NL-TJ', meaning: 'Novo Lab Tianjin' },
        ],
      }),
    ]);
    saga.stop();
  });

  it('marks the choices failed when the hierarchy names no view', async () => {
    fakeApi({
      'GET /hpfm/v1/1/data-hierarchies/switch/value/details': {
        body: { dataHierarchyCode: 'COMPANY', valueSourceCode: 'HPFM.DATA_HIERARCHY.COMPANY' },
      },
      'GET /hpfm/v1/1/lov-view/info': {
        body: { failed: true, code: 'error.lov_view', message: 'Value list view not defined' },
      },
    });
    const saga = startSaga<RootState>(
      regionSaga as Saga,
      rootReducer(undefined, { type: '@@init' }),
    );
    saga.send(hierarchyChoicesRequested('COMPANY'));
    await settle();
    expect(saga.dispatched).toContainEqual(
      saveHierarchyChoices({ code: 'COMPANY', status: 'failed', options: [] }),
    );
    saga.stop();
  });
});

describe('the settings saga', () => {
  it('saves the changed settings, puts the saved user into the header, switches the language and reloads the previews', async () => {
    const user = { ...ADMIN_USER, realName: 'Mia', timeZone: 'GMT+1' };
    const saved = { ...user, timeZone: 'GMT+8', language: 'zh_CN', objectVersionNumber: 3 };
    const calls = fakeApi({
      'PUT /iam/hzero/v1/users/default-language': { body: saved },
      'PUT /iam/hzero/v1/users/time-zone': { body: saved },
      'GET /iam/hzero/v1/users/self': { body: saved },
    });
    const state = rootReducer(undefined, saveCurrentUser({ user }));
    const saga = startSaga<RootState>(serviceSaga as Saga, state);
    saga.send(
      profileSaveRequested({
        writeId: 'p',
        values: { realName: 'Mia', email: '', phone: '', language: 'zh_CN', timeZone: 'GMT+8' },
      }),
    );
    await settle();
    expect(calls.map((call) => `${call.method} ${call.path}${call.url.search}`)).toEqual([
      'PUT /iam/hzero/v1/users/default-language?language=zh_CN',
      'PUT /iam/hzero/v1/users/time-zone?timeZone=GMT%2B8',
      'GET /iam/hzero/v1/users/self',
    ]);
    expect(saga.dispatched).toEqual([
      writeStarted({ id: 'p' }),
      saveCurrentUser({ user: saved, merge: true }),
      readsInvalidate({ prefix: '/' }),
      previewsRequested(),
      changeLanguage('zh_CN'),
      writeDone({ id: 'p', result: saved }),
    ]);
    saga.stop();
  });
});
