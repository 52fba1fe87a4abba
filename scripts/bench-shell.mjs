// Shell benchmark: the built app on the real server (throw-away data), signed in as the site
// administrator in Debian's Chromium. Opens 30 menu pages as tabs, prints the JS heap (as the
// last tab shows, and again once every page has its data), then switches between 20 of them
// and prints the switch times (click to the panel shown, and to the next painted frame), the
// floor of that measure (a one-text-node change timed alike) and the three slowest; then closes all but the workplace and prints the heap again: what the pages'
// code keeps once no page of theirs is mounted.
//   npm run bench:shell        (builds dist/ when it is missing)
//   BENCH_PROFILE=/tmp/switch.cpuprofile npm run bench:shell   (also profiles the switches)
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, ROOT, ensureChromium, run, whenShown } from './lib.mjs';
import { startServer } from '../tests/browser/support/server.mjs';

const fmt = (ms) => ms.toFixed(1);

/** Prints the 20 functions of a CPU profile with the most self time, and their share. */
function printHotspots(profile) {
  const self = new Map();
  const interval = new Map();
  profile.samples.forEach((id, index) => {
    interval.set(id, (interval.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  let total = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() || '(native)';
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    const micros = interval.get(node.id) ?? 0;
    total += micros;
    self.set(key, (self.get(key) ?? 0) + micros);
  }
  console.log('hottest functions during the switches (self time):');
  for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(
      `  ${fmt(micros / 1000).padStart(8)} ms ${((micros / total) * 100).toFixed(1).padStart(5)}%  ${key}`,
    );
  }
}
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

if (!existsSync(join(ROOT, 'dist/index.html'))) {
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
ensureChromium();
const server = await startServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${server.url}/workplace`);
  await page.getByLabel('Login name').fill('admin');
  await page.getByLabel('Password').fill('Admin12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const tabsShown = (count) =>
    whenShown(page, (least) => document.querySelectorAll('[role="tab"]').length >= least, count);
  await tabsShown(1);

  // The API takes the token in the Authorization header only: get one from the browser's OAuth
  // session, as a new tab of the app would.
  const authorize = await page.request.get(
    `${server.url}/oauth/oauth/authorize?${new URLSearchParams({
      response_type: 'token',
      client_id: 'hzero-front',
      redirect_uri: `${server.url}/`,
      prompt: 'none',
    })}`,
    { maxRedirects: 0 },
  );
  const hash = (authorize.headers().location ?? '').split('#')[1] ?? '';
  const token = new URLSearchParams(hash).get('access_token');
  const tree = await (
    await page.request.get(`${server.url}/iam/hzero/v1/menus/tree?lang=en_US&roleId=1`, {
      headers: { Authorization: `bearer ${token}` },
    })
  ).json();
  const walk = (menus) =>
    menus.flatMap((menu) =>
      menu.subMenus?.length ? walk(menu.subMenus) : menu.route ? [menu.route] : [],
    );
  const routes = walk(tree);
  const opened = routes.filter((route) => route.startsWith('/h')).slice(0, 29);
  if (opened.length < 29) throw new Error(`the admin menu has only ${opened.length} pages`);
  for (const route of opened) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await tabsShown(opened.indexOf(route) + 2);
  }
  const tabCount = await page.evaluate(() => document.querySelectorAll('[role="tab"]').length);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  /** The JS heap in use after a garbage collection. */
  const usedHeap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize').value;
  };
  const heap = await usedHeap();
  // The pages opened last are still reading their data: the heap again, and the switches, once
  // every page has its data.
  await page.waitForLoadState('networkidle');
  const settledHeap = await usedHeap();

  // BENCH_PROFILE=<file>: a CPU profile of the switches (Chrome DevTools format), and the
  // functions that took the most time printed (build with `--minify false` to read their names).
  const profiling = process.env.BENCH_PROFILE;
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }

  // Switch through 20 tabs, twice. Each switch is timed from the click to the panel shown (the
  // work: the sagas, the router and React up to the commit that unhides the panel, seen by a
  // MutationObserver at once) and to the frame painted after it: the first animation frame after
  // the commit runs just before that paint, and a task queued from it runs after the paint.
  // (Polling `hidden` with timers instead would count a frame drawn before the next poll as work.)
  const times = await page.evaluate(async () => {
    const tabs = [...document.querySelectorAll('[role="tab"]')].slice(0, 20);
    const result = [];
    for (let round = 0; round < 2; round += 1) {
      for (const tab of tabs) {
        const panel = document.getElementById(tab.getAttribute('aria-controls'));
        const start = performance.now();
        const switched = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (panel.hidden) return;
            observer.disconnect();
            const work = performance.now() - start;
            requestAnimationFrame(() =>
              setTimeout(() => resolve({ work, paint: performance.now() - start }), 0),
            );
          });
          observer.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
        });
        tab.click();
        result.push({ ...(await switched), tab: tab.textContent.trim() });
      }
    }
    return result;
  });
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profiling, JSON.stringify(profile));
    printHotspots(profile);
  }
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mean = values.reduce((sum, t) => sum + t, 0) / values.length;
    return `mean ${fmt(mean)} ms, p95 ${fmt(percentile(sorted, 0.95))} ms, max ${fmt(sorted[sorted.length - 1])} ms`;
  };
  // The floor of that measure: a change of one text node, timed the same way. The next paint
  // comes with the next frame, so no switch measures less than about a frame (16.7 ms at 60 Hz).
  const floor = await page.evaluate(async () => {
    const result = [];
    const node = document.body.appendChild(document.createElement('span'));
    for (let index = 0; index < 40; index += 1) {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const start = performance.now();
      node.textContent = String(index);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      result.push(performance.now() - start);
    }
    node.remove();
    return result;
  });
  // The tab menu's Close all, as a user does it: a right click on the tab shown, a click on
  // the item (the mouse through CDP: Playwright's locators would add their selector engine to the
  // heap measured next).
  const centre = (selector, text) =>
    page.evaluate(
      ([query, label]) => {
        const element = [...document.querySelectorAll(query)].find(
          (item) => !label || item.textContent?.trim() === label,
        );
        const box = element?.getBoundingClientRect();
        return box && box.width > 0
          ? { x: box.x + box.width / 2, y: box.y + box.height / 2 }
          : null;
      },
      [selector, text],
    );
  const tab = await centre('[role="tab"][aria-selected="true"]');
  await page.mouse.click(tab.x, tab.y, { button: 'right' });
  await whenShown(page, () =>
    [...document.querySelectorAll('[role="menuitem"]')].some(
      (item) => item.textContent?.trim() === 'Close all' && item.getBoundingClientRect().width > 0,
    ),
  );
  const item = await centre('[role="menuitem"]', 'Close all');
  await page.mouse.click(item.x, item.y);
  await whenShown(page, () => document.querySelectorAll('[role="tab"]').length === 1);
  const closed = await usedHeap();

  console.log(`tabs open: ${tabCount}`);
  console.log(
    `JS heap with ${tabCount} tabs open: ${(heap / 1024 / 1024).toFixed(1)} MiB as the last one shows, ` +
      `${(settledHeap / 1024 / 1024).toFixed(1)} MiB once every page has its data`,
  );
  console.log(`tab switches: ${times.length} (20 tabs, 2 rounds)`);
  console.log(`switch to the next paint: ${summary(times.map((one) => one.paint))}`);
  console.log(`switch work (click to panel shown): ${summary(times.map((one) => one.work))}`);
  console.log(`floor: a one-text-node change to the next paint: ${summary(floor)}`);
  const slowest = [...times].sort((a, b) => b.paint - a.paint).slice(0, 3);
  console.log(
    `slowest switches: ${slowest.map((one) => `${one.tab} (${fmt(one.work)} / ${fmt(one.paint)} ms)`).join(', ')}`,
  );
  console.log(
    `JS heap once the other ${tabCount - 1} tabs are closed: ${(closed / 1024 / 1024).toFixed(1)} MiB`,
  );
} finally {
  await browser.close();
  await server.stop();
}
