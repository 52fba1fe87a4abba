import type { Saga } from 'redux-saga';
import { loadCrashHistory, recordCrash } from '../../app/services/crashHistory';
import { setNavigation } from '../../app/services/navigation';
import { errorUpdateState, uncaughtError } from '../../app/store/error';
import { errorSaga } from '../../sagas/errors';
import { startSaga } from '../support/saga';

const entry = (message: string, time: number) => ({
  errorMessage: message,
  errorLocation: '/hpfm/country/list',
  error: `Error: ${message}`,
  time,
});

beforeEach(() => localStorage.clear());

describe('exception history', () => {
  it('keeps the last 10 entries', () => {
    for (let i = 0; i < 12; i += 1) recordCrash(entry(`crash ${i}`, i * 60_000));
    const history = loadCrashHistory();
    expect(history).toHaveLength(10);
    expect(history[0]!.errorMessage).toBe('crash 2');
    expect(history[9]!.errorMessage).toBe('crash 11');
  });

  it('calls the same crash at the same place within 30 s a loop', () => {
    expect(recordCrash(entry('boom', 1_000)).loop).toBe(false);
    expect(recordCrash(entry('other', 2_000)).loop).toBe(false);
    expect(recordCrash(entry('boom', 20_000)).loop).toBe(true);
    expect(recordCrash(entry('boom', 60_000)).loop).toBe(false);
  });
});

describe('error saga', () => {
  const navigations: string[] = [];
  const reloads: string[] = [];
  beforeEach(() => {
    navigations.length = 0;
    reloads.length = 0;
    setNavigation({ navigate: (to) => navigations.push(to), leave: (url) => reloads.push(url) });
    window.history.replaceState(null, '', '/exception/trigger');
  });

  it('stores the error, dispatches error/updateState and reloads; the same crash again shows the 500 page', async () => {
    const saga = startSaga(errorSaga as Saga);
    saga.send(uncaughtError({ message: 'Render failed', stack: 'Error: Render failed\n at Page' }));
    await saga.settle();
    expect(saga.dispatched.find(errorUpdateState.match)?.payload.history).toMatchObject([
      {
        errorMessage: 'Render failed',
        errorLocation: '/exception/trigger',
        error: 'Error: Render failed\n at Page',
      },
    ]);
    expect(reloads).toEqual(['/exception/trigger']);
    expect(navigations).toEqual([]);

    saga.send(uncaughtError({ message: 'Render failed' }));
    await saga.settle();
    expect(reloads).toHaveLength(1);
    expect(navigations).toEqual(['/exception/500']);
    saga.stop();
  });

  it('listens to uncaught window errors', async () => {
    const saga = startSaga(errorSaga as Saga);
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Script error', error: new Error('Script error') }),
    );
    await saga.settle();
    expect(saga.dispatched.some((action) => uncaughtError.match(action))).toBe(true);
    saga.stop();
  });
});
