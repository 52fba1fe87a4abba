import Fastify from 'fastify';
import { errorHandler } from '../../server/http/errors';
import { perUserLimit, WorkersBusy } from '../../server/workers/pool';

/**
 * The heavy work of the server (import reads, NLP extractions) runs at most a few of one user's
 * at once: one more of theirs is refused with 429 in their language, another user's still runs,
 * and a place comes free when a run ends, whether it succeeded or failed.
 */
describe('perUserLimit', () => {
  const busy = { en_US: 'busy', zh_CN: '忙' };

  /** Work that ends when told to. */
  function held() {
    let end: (failed?: boolean) => void = () => undefined;
    const work = () =>
      new Promise<string>((resolve, reject) => {
        end = (failed) => (failed ? reject(new Error('failed')) : resolve('done'));
      });
    return { work, end: (failed?: boolean) => end(failed) };
  }

  it("refuses a user's third run at once, not another user's, and frees a place when one ends", async () => {
    const limited = perUserLimit(2, 10, busy);
    const first = held();
    const second = held();
    const running = [limited(1, 'en_US', first.work), limited(1, 'en_US', second.work)];
    await expect(limited(1, 'zh_CN', async () => 'third')).rejects.toMatchObject({
      statusCode: 429,
      message: '忙',
    });
    await expect(limited(2, 'en_US', async () => 'theirs')).resolves.toBe('theirs');

    second.end(true);
    await expect(running[1]).rejects.toThrow('failed');
    await expect(limited(1, 'en_US', async () => 'again')).resolves.toBe('again');
    first.end();
    await expect(running[0]).resolves.toBe('done');
  });

  it('refuses everyone once all users together have the most running', async () => {
    const limited = perUserLimit(2, 3, busy);
    const runs = [held(), held(), held()];
    const running = runs.map((run, index) => limited(index + 1, 'en_US', run.work));
    await expect(limited(9, 'en_US', async () => 'late')).rejects.toMatchObject({
      statusCode: 429,
      message: 'busy',
    });
    runs.forEach((run) => run.end());
    await Promise.all(running);
    await expect(limited(9, 'en_US', async () => 'now')).resolves.toBe('now');
  });
});

describe('the busy refusal', () => {
  it("answers 429 in the caller's words and says when to try again", async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/busy', async () => {
      throw new WorkersBusy('zh_CN', { en_US: 'busy', zh_CN: '忙' });
    });
    const res = await app.inject({ method: 'GET', url: '/busy' });
    await app.close();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ failed: true, message: '忙' });
  });
});
