// Draft-save benchmark: the real server (throw-away data) with 10 clients of a customer saving
// 500-row sample-sheet drafts in a loop, while an operator's light request (GET users/self)
// is timed. Prints that request's p50, p95 and max with no load and under load, for the draft
// saves run in the worker pool and on the request thread (DRAFT_WORKERS=0), side by side.
//   npm run bench:drafts              (BENCH_SECONDS=10 sets the length of each load phase)
import { spawn } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ROOT, freePort } from './lib.mjs';

const CLIENTS = 10;
const ROWS = 500;
const IDLE_REQUESTS = 200;
const LOAD_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const LIGHT_PAUSE_MS = 20;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** p50, p95 and max of a list of times in ms. */
function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1],
  };
}

/**
 * Starts the server as tests/browser/support/server.mjs does (demo data, throw-away DATA_DIR,
 * free port), waiting longer for /health on a busy machine and stopping it if it never answers.
 */
async function startServer(draftWorkers) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hzero-bench-drafts-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.LOG_LEVEL = 'error';
  delete env.DRAFT_WORKERS;
  if (draftWorkers !== undefined) env.DRAFT_WORKERS = draftWorkers;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((ok) => child.on('exit', ok));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not become healthy in 180 s');
    }
    await sleep(200);
  }
}

/**
 * Times GET `url` in a thread of its own, so that the clients' JSON work on this thread never
 * delays a reading: `count` requests, or as many as `ms` allows, `pause` ms apart.
 */
function timeLight(url, headers, { count = Infinity, ms = Infinity, pause }) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const { url, headers, count, ms, pause } = workerData;
    (async () => {
      const times = [];
      const until = performance.now() + ms;
      while (times.length < count && performance.now() < until) {
        const start = performance.now();
        const res = await fetch(url, { headers });
        await res.json();
        if (!res.ok) throw new Error(url + ': ' + res.status);
        times.push(performance.now() - start);
        await new Promise((ok) => setTimeout(ok, pause));
      }
      parentPort.postMessage(times);
    })();`,
    { eval: true, workerData: { url, headers, count, ms, pause } },
  );
  return new Promise((ok, fail) => {
    worker.once('message', ok);
    worker.once('error', fail);
  });
}

/** A sample row, varied by `round` so that every save changes the sheet. */
function sample(n, round) {
  return {
    rowNo: n,
    sampleName: `S${String(n).padStart(4, '0')}`,
    sampleType: 'DNA',
    species: 'Homo sapiens',
    concentration: String(20 + (n % 500) / 10),
    volume: String(20 + ((n + round) % 150)),
    buffer: ['Water', 'TE', 'Tris-HCl'][n % 3],
    a260280: '1.85',
    a260230: '2.05',
  };
}

/** Runs one mode: a fresh server, the idle figure, then the figure under load. */
async function measure(name, draftWorkers) {
  console.error(`${name}: starting the server`);
  const server = await startServer(draftWorkers);
  try {
    const call = async (path, options = {}) => {
      const res = await fetch(`${server.url}${path}`, {
        ...options,
        headers: { 'content-type': 'application/json', ...options.headers },
      });
      const body = await res.json();
      if (!res.ok || body?.failed) {
        throw new Error(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
      return body;
    };
    const { publicKey } = await call('/hpfm/v1/tool/pass/public-key');
    const pem = `-----BEGIN PUBLIC KEY-----\n${publicKey.match(/.{1,64}/g).join('\n')}\n-----END PUBLIC KEY-----`;
    const signIn = async (username, password) => {
      const cipher = publicEncrypt(
        { key: pem, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(password),
      ).toString('base64');
      const { access_token: token } = await call('/oauth/public/login', {
        method: 'POST',
        body: JSON.stringify({ username, password: cipher }),
      });
      return { authorization: `bearer ${token}` };
    };
    const customer = await signIn('manager@lab.example', 'Manager123');
    const operator = await signIn('operator', 'Operator123');

    const products = await call('/hsif/v1/1/products', { headers: customer });
    const product = products.find((item) => item.kind === 'DNA');
    const batches = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      batches.push(
        await call('/hsif/v1/1/batches', {
          method: 'POST',
          headers: customer,
          body: JSON.stringify({ productId: product.productId }),
        }),
      );
    }

    console.error(`${name}: ${CLIENTS} drafts created; timing users/self with no load`);
    const selfUrl = `${server.url}/iam/hzero/v1/users/self`;
    await timeLight(selfUrl, operator, { count: 20, pause: 0 });
    const idle = await timeLight(selfUrl, operator, {
      count: IDLE_REQUESTS,
      pause: LIGHT_PAUSE_MS / 4,
    });

    let running = true;
    let measuring = false;
    const saveTimes = [];
    let refused = 0;
    let warm = 0;
    let allWarm;
    const warmedUp = new Promise((ok) => (allWarm = ok));
    const sheets = [0, 1].map((round) =>
      Array.from({ length: ROWS }, (_, i) => sample(i + 1, round)),
    );
    const client = async (batch) => {
      let version = batch.objectVersionNumber;
      let first = true;
      for (let round = 0; running; round += 1) {
        const rows = sheets[round % 2];
        const start = performance.now();
        const res = await fetch(`${server.url}/hsif/v1/1/batches/${batch.batchId}/draft`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...customer },
          body: JSON.stringify({ objectVersionNumber: version, step: 2, rows }),
        });
        const body = await res.json();
        if (res.status === 429) {
          if (measuring) refused += 1;
          await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
          continue;
        }
        if (!res.ok || body.failed) {
          throw new Error(`draft save: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        }
        if (body.issues.length !== 0) throw new Error('the bench rows should have no issues');
        version = body.objectVersionNumber;
        if (measuring) saveTimes.push(performance.now() - start);
        if (first) {
          first = false;
          warm += 1;
          if (warm === CLIENTS) allWarm();
        }
      }
    };
    console.error(`${name}: timing users/self during the saves`);
    let failure = null;
    const clients = batches.map((batch) =>
      client(batch).catch((error) => {
        failure ??= error;
        running = false;
      }),
    );
    // Timed once every client has saved once (the pool's threads have started by then).
    await Promise.race([warmedUp, Promise.all(clients)]);
    measuring = true;
    const loaded = await timeLight(selfUrl, operator, { ms: LOAD_MS, pause: LIGHT_PAUSE_MS });
    running = false;
    await Promise.all(clients);
    if (failure) throw failure;
    return {
      idle: stats(idle),
      loaded: stats(loaded),
      saves: stats(saveTimes),
      savesPerSecond: saveTimes.length / (LOAD_MS / 1000),
      refused,
    };
  } finally {
    await server.stop();
  }
}

const modes = [
  ['worker pool (DRAFT_WORKERS unset)', undefined],
  ['request thread (DRAFT_WORKERS=0)', '0'],
];
const startLoad = loadavg()[0].toFixed(1);
const results = [];
for (const [name, value] of modes) results.push([name, await measure(name, value)]);

const fmt = (ms) => `${ms.toFixed(1)} ms`.padStart(10);
const row = (label, cells) => `${label.padEnd(44)}${cells.map((c) => c.padStart(36)).join('')}`;
console.log(`load average before the run: ${startLoad}, after: ${loadavg()[0].toFixed(1)}`);
console.log(
  `GET /iam/hzero/v1/users/self as an operator while ${CLIENTS} clients of a customer save ${ROWS}-row drafts (${LOAD_MS / 1000} s per mode)`,
);
console.log(
  row(
    '',
    results.map(([name]) => name),
  ),
);
const line = (label, pick) =>
  console.log(
    row(
      label,
      results.map(([, r]) => {
        const s = pick(r);
        return `${fmt(s.p50)}${fmt(s.p95)}${fmt(s.max)}`;
      }),
    ),
  );
console.log(
  row(
    '',
    results.map(() => '       p50       p95       max'),
  ),
);
line('users/self, no load', (r) => r.idle);
line('users/self, during the saves', (r) => r.loaded);
line('draft save (500 rows)', (r) => r.saves);
console.log(
  row(
    'requests timed (no load / load)',
    results.map(([, r]) => `${r.idle.n} / ${r.loaded.n}`),
  ),
);
console.log(
  row(
    'draft saves per second (refused with 429)',
    results.map(([, r]) => `${r.savesPerSecond.toFixed(1)} (${r.refused})`),
  ),
);
