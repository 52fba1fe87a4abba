// Shell benchmark: the built app on the real server (throw-away data), signed in as the site
// administrator in Debian's Chromium. Prints the JS heap of the workplace alone, opens 30 menu
// pages as tabs, prints the heap (as the last tab shows, and again once the app is quiet) and
// what each page tab adds to the workplace alone, then switches between 20 of them and prints
// the switch times (click to the panel shown, and to the end of the frame that paints it, for
// clicks just after a paint and for clicks spread over the frame), the floor of that measure (a
// one-text-node change timed alike) and the three slowest; then closes all but the workplace and
// prints the heap again: what the pages' code keeps once no page of theirs is mounted.
//   npm run bench:shell        (builds dist/ when it is missing)
//   BENCH_PROFILE=/tmp/switch.cpuprofile npm run bench:shell   (also profiles the switches)
//   BENCH_TRACE=/tmp/switch.json npm run bench:shell   (keeps the trace of the switches)
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, ROOT, ensureChromium, run, whenShown } from './lib.mjs';
import { startServer } from '../tests/browser/support/server.mjs';
import { quietInPage } from './pageQuiet.cjs';

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

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  /** The JS heap in use after a garbage collection. */
  const usedHeap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize').value;
  };
  /**
   * Resolves once the app has gone 1 s with no DOM change and no request ending: with the time
   * of the last change (ms), or null when that has not happened within 20 s.
   */
  const whenQuiet = () => page.evaluate(quietInPage, { quiet: 1000, timeout: 20000 });
  await whenQuiet();
  const alone = await usedHeap();

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

  const heap = await usedHeap();
  // The pages opened last are still reading their data, and their buttons wait for the batched
  // permission check (sent 0.5 s after the last code asked, SPEC.md 9): the heap again, and the
  // switches, once the app is quiet. (Playwright's `networkidle` is a state of the first load:
  // reached long before, it waits for nothing.) An answer landing during the switches would
  // re-render hidden pages in the middle of them.
  const quietFor = await whenQuiet();
  if (quietFor === null) console.log('the app did not go quiet for 1 s within 20 s');
  const settledHeap = await usedHeap();

  // BENCH_PROFILE=<file>: a CPU profile of the switches (Chrome DevTools format), and the
  // functions that took the most time printed (build with `--minify false` to read their names).
  const profiling = process.env.BENCH_PROFILE;
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }

  // Switch through 20 tabs, four times. Each switch is timed from the click to the panel shown
  // (the work: the sagas and React up to the commit that unhides the panel, seen by a
  // MutationObserver at once) and to the end of the frame that paints it, read from a trace of
  // the page (the main thread's part of the first frame rendered after the panel is shown; a
  // task queued after that frame would also count the tasks queued before it). Half the clicks
  // come just after a paint, the other half at points spread over a frame, as a user's clicks
  // land; each tab gets each kind twice. A click just after a paint waits a whole frame for the
  // next one, however little it does; the floor below shows what the timing adds.
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
  const run = await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const afterPaint = () =>
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const first = await nextFrame();
    let last = first;
    for (let index = 0; index < 10; index += 1) last = await nextFrame();
    const interval = (last - first) / 10;
    /**
     * Runs `change` (resolving with the moment its result is in the DOM, marked `bench:shown:id`)
     * just after a paint, or at `phase` (0 to 1) of a frame; marks its start `bench:start:id`.
     */
    const time = async (id, change, phase) => {
      await afterPaint();
      let at = null;
      if (phase !== null) {
        const frameStart = await nextFrame();
        await new Promise((resolve) => setTimeout(resolve, 0));
        while (performance.now() < frameStart + phase * interval) {
          // the click lands at this point of the frame
        }
        at = (performance.now() - frameStart) / interval;
      }
      performance.mark(`bench:start:${id}`);
      const start = performance.now();
      const shown = await change();
      performance.mark(`bench:shown:${id}`);
      await afterPaint();
      return { id, work: shown - start, phase: at };
    };
    const phaseOf = (count) => (((count * 7) % 20) + 0.5) / 20;
    const tabs = [...document.querySelectorAll('[role="tab"]')].slice(0, 20);
    const switches = [];
    for (let round = 0; round < 4; round += 1) {
      for (const [index, tab] of tabs.entries()) {
        const spread = (round + index) % 2 === 1;
        const panel = document.getElementById(tab.getAttribute('aria-controls'));
        const click = () =>
          new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (panel.hidden) return;
              observer.disconnect();
              resolve(performance.now());
            });
            observer.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
            tab.click();
          });
        const id = `switch${switches.length}`;
        const timed = await time(id, click, spread ? phaseOf(switches.length) : null);
        switches.push({ ...timed, tab: tab.textContent.trim() });
      }
    }
    // The floor of the measure: a change of one text node, timed alike.
    const node = document.body.appendChild(document.createElement('span'));
    const floor = [];
    for (let index = 0; index < 80; index += 1) {
      const change = async () => {
        node.textContent = String(index);
        return performance.now();
      };
      floor.push(await time(`floor${index}`, change, index % 2 === 1 ? phaseOf(index) : null));
    }
    node.remove();
    return { interval, switches, floor };
  });
  const traced = await browser.stopTracing();
  if (process.env.BENCH_TRACE) writeFileSync(process.env.BENCH_TRACE, traced);
  const trace = JSON.parse(traced.toString()).traceEvents;
  const marks = new Map(
    trace.filter((event) => event.name.startsWith('bench:')).map((event) => [event.name, event]),
  );
  const mainThread = marks.get('bench:start:switch0').tid;
  const frameEnds = trace
    .filter(
      (event) =>
        event.tid === mainThread && event.name === 'AnimationFrame::Render' && event.ph === 'e',
    )
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  /** From the mark of a change's start to the end of the first frame after it showed, in ms. */
  const withPaint = (one) => {
    const start = marks.get(`bench:start:${one.id}`).ts;
    const shown = marks.get(`bench:shown:${one.id}`).ts;
    const painted = frameEnds.find((end) => end > shown);
    return { ...one, paint: (painted - start) / 1000 };
  };
  run.switches = run.switches.map(withPaint);
  run.floor = run.floor.map(withPaint);
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
  // The item is clicked once the menu has finished opening: in the middle of its animation the
  // item is not yet where it lands, and a click there closes the menu unchosen.
  await whenShown(page, () =>
    [...document.querySelectorAll('[role="menuitem"]')].some(
      (item) =>
        item.textContent?.trim() === 'Close all' &&
        item.getBoundingClientRect().width > 0 &&
        item.closest('[role="menu"]')?.getAnimations({ subtree: true }).length === 0,
    ),
  );
  const item = await centre('[role="menuitem"]', 'Close all');
  await page.mouse.click(item.x, item.y);
  await whenShown(page, () => document.querySelectorAll('[role="tab"]').length === 1);
  const closed = await usedHeap();

  console.log(`tabs open: ${tabCount}`);
  console.log(
    `JS heap of the workplace alone, before any tab: ${(alone / 1024 / 1024).toFixed(1)} MiB`,
  );
  console.log(
    `JS heap with ${tabCount} tabs open: ${(heap / 1024 / 1024).toFixed(1)} MiB as the last one shows, ` +
      `${(settledHeap / 1024 / 1024).toFixed(1)} MiB once the app is quiet` +
      (quietFor === null ? '' : ` (${fmt(quietFor)} ms later)`),
  );
  console.log(
    `JS heap each page tab adds to the workplace alone, once quiet: ` +
      `${((settledHeap - alone) / (tabCount - 1) / 1024 / 1024).toFixed(2)} MiB`,
  );
  const { interval, switches, floor } = run;
  const spread = (list) => list.filter((one) => one.phase !== null);
  const afterAPaint = (list) => list.filter((one) => one.phase === null);
  const phases = spread(switches).map((one) => one.phase);
  console.log(
    `tab switches: ${switches.length} (20 tabs, 4 rounds); frames every ${fmt(interval)} ms`,
  );
  console.log(
    `switch to its frame painted, clicks spread over the frame (at ${phases.length} points, ` +
      `${Math.min(...phases).toFixed(2)}-${Math.max(...phases).toFixed(2)} of it): ` +
      summary(spread(switches).map((one) => one.paint)),
  );
  console.log(
    `switch to its frame painted, clicks just after a paint: ${summary(afterAPaint(switches).map((one) => one.paint))}`,
  );
  console.log(`switch work (click to panel shown): ${summary(switches.map((one) => one.work))}`);
  console.log(
    `floor: a one-text-node change to its frame painted: spread over the frame ${summary(spread(floor).map((one) => one.paint))}; ` +
      `just after a paint ${summary(afterAPaint(floor).map((one) => one.paint))}`,
  );
  const slowest = [...switches].sort((a, b) => b.paint - a.paint).slice(0, 3);
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
