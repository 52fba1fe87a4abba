import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useLovValues } from '../../app/engine/lovValues';
import { createAppStore } from '../../app/store';
import { saveCurrentUser } from '../../app/store/user';
import { ADMIN_USER, fakeApi, type FakeCall } from '../support/fakeApi';

/** What a value list answers: one value whose meaning names the list. */
const valuesOf = (code: string) => [{ value: 'V', meaning: `Meaning of ${code}` }];

function Meanings({ codes }: { codes: string[] }) {
  const values = useLovValues(codes);
  return (
    <ul>
      {codes.map((code) => (
        <li key={code}>{values[code]?.map((value) => value.meaning).join(', ')}</li>
      ))}
    </ul>
  );
}

it('reads value lists in one batch, each code under a plain key, and answers them by code', async () => {
  const calls: FakeCall[] = fakeApi({
    'GET /hpfm/v1/lovs/value/batch': (url) => ({
      // The server takes KEY=LOV_CODE with keys that are plain names.
      body: Object.fromEntries(
        [...url.searchParams].map(([key, code]) => {
          if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key)) throw new Error(`bad key ${key}`);
          return [key, valuesOf(code)];
        }),
      ),
    }),
  });
  const store = createAppStore();
  store.dispatch(saveCurrentUser({ user: ADMIN_USER }));
  render(
    <Provider store={store}>
      <Meanings codes={['HPFM.CODE_RULE.LEVEL_CODE', 'PORTAL.SPECIES']} />
    </Provider>,
  );
  expect(await screen.findByText('Meaning of HPFM.CODE_RULE.LEVEL_CODE')).toBeVisible();
  expect(screen.getByText('Meaning of PORTAL.SPECIES')).toBeVisible();
  expect(calls.filter((call) => call.path.endsWith('/lovs/value/batch'))).toHaveLength(1);
});
