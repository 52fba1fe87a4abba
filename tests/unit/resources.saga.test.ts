import { setNotifier, type Notice } from '../../app/services/notification';
import { createAppStore } from '../../app/store';
import {
  readKey,
  readRequest,
  uploadRequest,
  writeRequest,
  type ReadEntry,
} from '../../app/store/resources';
import { saveCurrentUser, serverLanguageChanged } from '../../app/store/user';
import { ADMIN_USER, fakeApi, type FakeCall } from '../support/fakeApi';

const LIST = '/hpfm/v1[/{tenantId}]/countries';

let calls: FakeCall[];
let notices: Notice[];
let store: ReturnType<typeof createAppStore>;

const state = () => store.getState().resources;
const entry = (path: string, query = {}): ReadEntry | undefined =>
  state().reads[readKey(path, query)];

async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((ok) => setTimeout(ok, 0));
  expect(check()).toBe(true);
}

beforeEach(() => {
  notices = [];
  setNotifier((notice) => notices.push(notice));
  calls = fakeApi({
    'GET /hpfm/v1/7/countries': { body: { content: [{ countryId: 1 }], totalElements: 1 } },
    'POST /hpfm/v1/7/countries/1/check': { body: { message: 'All good', data: [{ a: 1 }] } },
    'POST /hpfm/v1/7/countries/2/check': {
      body: { failed: true, code: 'error.x', message: 'Not now', type: 'warn' },
    },
    'POST /hfle/v1/7/files/multipart': { body: 'hpfm/logo/a.png' },
  });
  store = createAppStore();
  store.dispatch(
    saveCurrentUser({
      user: { ...ADMIN_USER, tenantId: 7, organizationId: 7, currentRoleLevel: 'organization' },
    }),
  );
});

it('reads once per path and query, and again after a change forgets it', async () => {
  store.dispatch(readRequest({ path: LIST, query: { page: 0 } }));
  await until(() => entry(LIST, { page: 0 })?.status === 'ready');
  store.dispatch(readRequest({ path: LIST, query: { page: 0 } }));
  await new Promise((ok) => setTimeout(ok, 0));
  expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);

  store.dispatch(
    writeRequest({ id: 'w', method: 'POST', path: `${LIST}/1/check`, invalidate: [LIST] }),
  );
  await until(() => state().writes.w?.status === 'done');
  expect(entry(LIST, { page: 0 })).toBeUndefined();
  expect(state().writes.w?.result).toEqual({ message: 'All good', data: [{ a: 1 }] });
  expect(notices).toEqual([expect.objectContaining({ type: 'success', description: 'All good' })]);
});

it('forgets every read once the server answers in another language (a reader shown reads again)', async () => {
  store.dispatch(readRequest({ path: LIST, query: { page: 0 } }));
  await until(() => entry(LIST, { page: 0 })?.status === 'ready');
  store.dispatch(serverLanguageChanged('zh_CN'));
  expect(state().reads).toEqual({});
  store.dispatch(readRequest({ path: LIST, query: { page: 0 } }));
  await until(() => entry(LIST, { page: 0 })?.status === 'ready');
  expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
});

it('keeps the status a read was refused with, and says nothing of a silent one', async () => {
  store.dispatch(readRequest({ path: `${LIST}/9`, silent: true }));
  await until(() => entry(`${LIST}/9`)?.status === 'failed');
  expect(entry(`${LIST}/9`)).toMatchObject({ httpStatus: 404, error: 'Not found' });
  expect(notices).toEqual([]);
});

it('keeps a refused write for its form, and says it when no form shows it', async () => {
  store.dispatch(writeRequest({ id: 'form', method: 'POST', path: `${LIST}/2/check` }));
  await until(() => state().writes.form?.status === 'failed');
  expect(state().writes.form?.error).toMatchObject({
    message: 'Not now',
    type: 'warning',
  });
  expect(notices).toEqual([]);

  store.dispatch(
    writeRequest({ id: 'action', method: 'POST', path: `${LIST}/2/check`, notifyFailure: true }),
  );
  await until(() => state().writes.action?.status === 'failed');
  expect(notices).toEqual([expect.objectContaining({ description: 'Not now' })]);
});

it('uploads a chosen file and answers its stored address', async () => {
  const url = await new Promise<string>((resolve, reject) => {
    store.dispatch(
      uploadRequest({
        file: new Blob(['png']),
        fileName: 'a.png',
        bucket: 'hpfm',
        directory: 'logoUrl',
        resolve,
        reject,
      }),
    );
  });
  expect(url).toBe('hpfm/logo/a.png');
  const body = calls.find((call) => call.path === '/hfle/v1/7/files/multipart')?.init
    .body as FormData;
  expect([body.get('bucketName'), body.get('directory')]).toEqual(['hpfm', 'logoUrl']);
});
