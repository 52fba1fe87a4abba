// First-load benchmark: builds the app and a hello world of the same stack (the floor), starts
// the server with demo data, and measures cold loads in Debian's Chromium (fresh cache, median
// of 5) at 1x and 4x CPU: first and largest contentful paint, the JavaScript (to show the page,
// then after it has shown), CSS and font
// bytes on the wire, the requests, and the JS heap after garbage collection.
//   npm run bench:load              (add --no-build to measure the dist/ there is)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  ROOT,
  ensureChromium,
  freePort,
  run,
  whenShown,
} from './lib.mjs';
import { startServer } from '../tests/browser/support/server.mjs';

// Paint times vary by a few hundred ms between loads at 4x: the median of 5, and their range.
const RUNS = 5;
const RATES = [1, 4];

const work = mkdtempSync(join(tmpdir(), 'bench-load-'));
const appDist = process.argv.includes('--no-build') ? join(ROOT, 'dist') : join(work, 'app');
if (appDist !== join(ROOT, 'dist')) {
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', appDist]);
  if (code !== 0) process.exit(code);
}
const floorDist = join(work, 'floor');
const nodeEnv = process.env.NODE_ENV;
await build({
  root: join(ROOT, 'scripts/bench-floor'),
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: { outDir: floorDist, emptyOutDir: true },
});
// Vite's build sets NODE_ENV=production, which the server started below must not inherit.
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;

ensureChromium();
const server = await startServer({ LOG_LEVEL: 'error', STATIC_DIR: appDist });
const floor = Fastify();
await floor.register(fastifyStatic, { root: floorDist, preCompressed: true });
floor.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
const floorUrl = `http://127.0.0.1:${await freePort()}`;
await floor.listen({ port: Number(new URL(floorUrl).port), host: '127.0.0.1' });

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** Records the largest contentful paint as the page goes (read once the page has shown). */
const OBSERVE_LCP = () => {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** Signs in through the page the app sends a signed-out visitor to. */
async function signIn(page, base, { login, password, portal }) {
  if (portal) {
    await page.goto(`${base}/pub/sign-in`);
    await page.getByLabel('E-mail or login name').fill(login);
  } else {
    await page.goto(`${base}/workplace`);
    await page.getByLabel('Login name').fill(login);
  }
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !/sign-in|oauth/.test(url.pathname));
  await page.waitForLoadState('networkidle');
}

/** One cold load of `url` in a fresh context (signed in first when `account` is given). */
async function coldLoad({ url, account, ready }, rate) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (account) await signIn(page, new URL(url).origin, account);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const types = new Map();
  const bytes = { Stylesheet: 0, Font: 0 };
  let requests = 0;
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    requests += 1;
    const type = types.get(requestId);
    if (type in bytes) bytes[type] += encodedDataLength;
  });
  await page.addInitScript(OBSERVE_LCP);
  // Paints count from the moment the address is asked for: a page opened afresh without a token
  // asks the OAuth server for one before the app starts (and, were it sent there, the paints
  // would be those of the page it comes back to).
  const asked = Date.now();
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  // The scripts asked for before the page had shown, by the app's own mark (app/shell/pageShown:
  // nothing pending, five quiet frames) and those after it (what waits for the user, the
  // preloads of the next likely pages); a page without the mark (the floor, the sign-in page)
  // counts all. In bytes of the compressed bodies (the headers, about 250 bytes a file on
  // HTTP/1.1, are not JavaScript).
  const shown = await page.evaluate(() => {
    const mark = performance.getEntriesByName('app:page-shown')[0]?.startTime ?? Infinity;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const sum = (list) => list.reduce((total, entry) => total + entry.encodedBodySize, 0);
    return {
      origin: performance.timeOrigin,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      lcp: window.__lcp,
      js: sum(scripts.filter((entry) => entry.startTime <= mark)),
      preloaded: sum(scripts.filter((entry) => entry.startTime > mark)),
    };
  });
  const paint = {
    fcp: shown.origin + shown.fcp - asked,
    lcp: shown.origin + shown.lcp - asked,
  };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0)) || 0;
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await context.close();
  return {
    ...paint,
    js: shown.js,
    preloaded: shown.preloaded,
    css: bytes.Stylesheet,
    font: bytes.Font,
    requests,
    heap: usedSize || heap,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const shown = (predicate) => (page) => whenShown(page, predicate);

const PAGES = [
  {
    name: 'floor (hello world)',
    url: `${floorUrl}/`,
    ready: shown(() =>
      [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Hello, world'),
    ),
  },
  {
    name: 'sign-in (/pub/sign-in)',
    url: `${server.url}/pub/sign-in`,
    ready: shown(() => document.querySelector('input[type="password"]') !== null),
  },
  {
    name: 'workplace (/workplace)',
    url: `${server.url}/workplace`,
    account: { login: 'admin', password: 'Admin12345' },
    ready: shown(() =>
      [...document.querySelectorAll('[role="tab"]')].some((tab) =>
        tab.textContent.includes('Workplace'),
      ),
    ),
  },
  {
    name: 'list page (/hpfm/country/list)',
    url: `${server.url}/hpfm/country/list`,
    account: { login: 'admin', password: 'Admin12345' },
    ready: shown(() => document.querySelectorAll('tr').length > 10),
  },
  {
    name: 'portal home (/pub/home)',
    url: `${server.url}/pub/home`,
    account: { login: 'manager@lab.example', password: 'Manager123', portal: true },
    ready: shown(() => document.querySelector('main') !== null),
  },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
try {
  const results = [];
  for (const target of PAGES) {
    for (const rate of RATES) {
      const runs = [];
      for (let index = 0; index < RUNS; index += 1) runs.push(await coldLoad(target, rate));
      const pick = (key) => median(runs.map((one) => one[key]));
      results.push({
        page: target.name,
        cpu: `${rate}x`,
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        lcpRange: [
          Math.min(...runs.map((one) => one.lcp)),
          Math.max(...runs.map((one) => one.lcp)),
        ],
        js: pick('js'),
        preloaded: pick('preloaded'),
        css: pick('css'),
        font: pick('font'),
        requests: pick('requests'),
        heap: pick('heap'),
      });
    }
  }
  const floorJs = results.find((one) => one.page.startsWith('floor') && one.cpu === '1x').js;
  console.log(
    `cold loads in Chromium, median of ${RUNS}; bytes as sent (Brotli; JS without the headers); FCP and LCP from the request of the address (through the OAuth server when the page has no token); JS: the scripts asked for before the page had shown (the app's mark: nothing pending, five quiet frames), then those after it (what waits for the user, the next likely pages)`,
  );
  console.log(
    'page | CPU | FCP | LCP | LCP range | JS | x floor | JS preloaded after | CSS | fonts | requests | heap after GC',
  );
  for (const one of results) {
    console.log(
      [
        one.page,
        one.cpu,
        ms(one.fcp),
        ms(one.lcp),
        one.lcpRange.map(Math.round).join('-'),
        kb(one.js),
        (one.js / floorJs).toFixed(2),
        kb(one.preloaded),
        kb(one.css),
        kb(one.font),
        one.requests,
        `${(one.heap / 1048576).toFixed(1)} MiB`,
      ].join(' | '),
    );
  }
} finally {
  await browser.close();
  await floor.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
