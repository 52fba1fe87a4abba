// Governance-layer benchmark: two reference servers in this process on throw-away data, one
// with the service-governance layer (with a rate-limit line and an API monitor rule on the
// measured path, so that both are evaluated on every request) and one without it. A light
// request (GET /iam/hzero/v1/users/self) is sent open-loop at BENCH_RATE requests/s (1,000)
// for BENCH_SECONDS (5) per round, alternating the servers over 4 rounds; prints p50, p95 and
// p99 of each and the difference, then the mean in-process cost per request (inject, no
// network) with and without the layer, and the layer's own time per request (p50, p95, p99),
// which the machine's load disturbs least.
//   npm run bench:governance
import { constants, publicEncrypt } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer } from '../server/app.ts';
import { Governance } from '../server/governance/index.ts';

// The layer's own time per request: from entering its onRequest hook to letting the request
// go on (its other hooks only look at one field of the request).
const hookTimes = [];
let timing = false;
const onRequest = Governance.prototype.onRequest;
Governance.prototype.onRequest = function timed(request, reply, done) {
  const started = process.hrtime.bigint();
  onRequest.call(this, request, reply, () => {
    if (timing) hookTimes.push(Number(process.hrtime.bigint() - started) / 1e6);
    done();
  });
};

const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 4;
const INJECTS = 20_000;
const PATH = '/iam/hzero/v1/users/self';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
const ms = (value) => `${value.toFixed(3)} ms`;

async function start(dataDir, withLayer) {
  const app = await buildServer({
    env: {},
    logger: false,
    dataDir,
    publicUrl: 'http://127.0.0.1',
    staticDir: join(dataDir, 'no-dist'),
    ...(withLayer ? {} : { governance: false }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const request = (method, path, headers = {}, body) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
      req.end(body ? JSON.stringify(body) : undefined);
    });
  const { publicKey } = JSON.parse((await request('GET', '/hpfm/v1/tool/pass/public-key')).body);
  const pem = `-----BEGIN PUBLIC KEY-----\n${publicKey.match(/.{1,64}/g).join('\n')}\n-----END PUBLIC KEY-----`;
  const password = publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from('Admin12345'),
  ).toString('base64');
  const login = JSON.parse(
    (await request('POST', '/oauth/public/login', {}, { username: 'admin', password })).body,
  );
  const auth = { authorization: `bearer ${login.access_token}` };
  return { app, agent, request, auth };
}

/** Puts a rate-limit line and a monitor rule on the measured path, both far from refusing. */
async function addRules(server) {
  const call = async (method, path, body) => {
    const res = await server.request(method, path, server.auth, body);
    const parsed = JSON.parse(res.body || '{}');
    if (res.status !== 200 || parsed.failed) throw new Error(`${method} ${path}: ${res.body}`);
    return parsed;
  };
  const routes = await call('GET', '/hadm/v1/routes?name=iam');
  const limit = await call('POST', '/hadm/v1/gateway-rate-limits/create', {
    rateLimitKey: 'BENCH',
    rateLimitType: 'request',
    serviceName: 'hzero-gateway',
    lines: [
      {
        _status: 'create',
        serviceRouteId: routes.content[0].serviceRouteId,
        path: '/iam/hzero/v1/users/*',
        replenishRate: 100_000,
        replenishPeriod: 1,
        burstCapacity: 100_000,
        rateLimitDimension: 'user,url',
      },
    ],
  });
  await call('POST', '/hadm/v1/gateway-rate-limits/config/refresh', [
    { rateLimitId: limit.rateLimitId },
  ]);
  const rule = await call('POST', '/hadm/v1/api-monitor-rules', {
    urlPattern: '/iam/**',
    timeWindowSeconds: 60,
    maxCount: 1_000_000,
  });
  await call('PUT', `/hadm/v1/api-monitor-rules/apply?monitorRuleIds=${rule.monitorRuleId}`);
}

/** Sends the light request open-loop at RATE for SECONDS; answers the latencies in ms. */
async function load(server) {
  const total = RATE * SECONDS;
  const times = [];
  let failed = 0;
  const started = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    let pending = 0;
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * RATE) / 1000));
      while (sent < due) {
        sent += 1;
        pending += 1;
        const at = performance.now();
        server.request('GET', PATH, server.auth).then((res) => {
          if (res.status === 200) times.push(performance.now() - at);
          else failed += 1;
          pending -= 1;
          if (sent >= total && pending === 0) resolve();
        });
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  if (failed > 0) throw new Error(`${failed} requests failed`);
  return times;
}

const template = mkdtempSync(join(tmpdir(), 'hzero-bench-gov-'));
const plainDir = mkdtempSync(join(tmpdir(), 'hzero-bench-plain-'));
try {
  const seeded = await buildServer({ env: {}, logger: false, dataDir: template });
  await seeded.close();
  cpSync(template, plainDir, { recursive: true });
  const governed = await start(template, true);
  const plain = await start(plainDir, false);
  if (!process.env.BENCH_NO_RULES) await addRules(governed);
  const results = { governed: [], plain: [] };
  // Warm-up, then alternate.
  for (const server of [governed, plain]) {
    for (let index = 0; index < 500; index += 1) await server.request('GET', PATH, server.auth);
  }
  timing = true;
  for (let round = 0; round < (SECONDS > 0 ? ROUNDS : 0); round += 1) {
    // Each goes first in every other round, with a pause for the machine to settle between.
    const order = [
      ['governed', governed],
      ['plain', plain],
    ];
    if (round % 2 === 1) order.reverse();
    for (const [name, server] of order) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      results[name].push(...(await load(server)));
    }
  }
  if (SECONDS > 0)
    console.log(
      `Light request ${PATH}, open-loop ${RATE}/s, ${ROUNDS} rounds of ${SECONDS} s each:`,
    );
  const summary = {};
  for (const name of SECONDS > 0 ? ['plain', 'governed'] : []) {
    const sorted = results[name].sort((a, b) => a - b);
    summary[name] = {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
    };
    const label = name === 'plain' ? 'without the layer' : 'with the layer   ';
    console.log(
      `  ${label}  n=${sorted.length}  p50 ${ms(summary[name].p50)}  p95 ${ms(summary[name].p95)}  p99 ${ms(summary[name].p99)}`,
    );
  }
  if (SECONDS > 0)
    console.log(
      `  added by the layer: p50 ${ms(summary.governed.p50 - summary.plain.p50)}, p95 ${ms(summary.governed.p95 - summary.plain.p95)}, p99 ${ms(summary.governed.p99 - summary.plain.p99)}`,
    );

  // In-process cost per request (inject: no sockets), alternating blocks of 1,000.
  const spent = { governed: 0, plain: 0 };
  for (let block = 0; block < INJECTS / 1000; block += 1) {
    // Each goes first in every other block, so that neither gains from going second.
    const order = [
      ['governed', governed],
      ['plain', plain],
    ];
    if (block % 2 === 1) order.reverse();
    for (const [name, server] of order) {
      const begin = performance.now();
      for (let index = 0; index < 1000; index += 1) {
        await server.app.inject({ method: 'GET', url: PATH, headers: server.auth });
      }
      spent[name] += performance.now() - begin;
    }
  }
  const perRequest = (name) => spent[name] / INJECTS;
  console.log(
    `In-process (inject, ${INJECTS} each): without ${ms(perRequest('plain'))}, with ${ms(perRequest('governed'))} per request; the layer adds ${ms(perRequest('governed') - perRequest('plain'))}`,
  );
  const hook = hookTimes.sort((a, b) => a - b);
  console.log(
    `The layer's own time per request (its onRequest hook, n=${hook.length}): p50 ${ms(percentile(hook, 0.5))}, p95 ${ms(percentile(hook, 0.95))}, p99 ${ms(percentile(hook, 0.99))}`,
  );
  console.log(`Load average of the machine (1 min): ${loadavg()[0].toFixed(2)}`);
  for (const server of [governed, plain]) {
    server.agent.destroy();
    await server.app.close();
  }
} finally {
  rmSync(template, { recursive: true, force: true });
  rmSync(plainDir, { recursive: true, force: true });
}
