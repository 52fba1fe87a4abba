// The wait for a page to settle, shared by the benchmarks (ES modules run by Node) and the browser
// tests (TypeScript that Jest compiles to CommonJS): a CommonJS module loads in both.

/**
 * Runs in the page (pass it to Playwright's `page.evaluate`): resolves once the page has gone
 * `quiet` ms with no DOM change and no request ending, and nothing inside `busyWithin` (a
 * selector, when given) is `aria-busy`; with the time of the last change from the start (ms), or
 * null when that has not happened within `timeout` ms.
 */
function quietInPage({ quiet, timeout, busyWithin }) {
  return new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    const touch = () => {
      last = performance.now();
    };
    const changes = new MutationObserver(touch);
    changes.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const requests = new PerformanceObserver(touch);
    requests.observe({ type: 'resource' });
    const busy = () =>
      busyWithin !== undefined && document.querySelector(`${busyWithin} [aria-busy="true"]`);
    const check = () => {
      const now = performance.now();
      const settled = now - last >= quiet && !busy();
      if (!settled && now - start < timeout) {
        setTimeout(check, 50);
        return;
      }
      changes.disconnect();
      requests.disconnect();
      resolve(settled ? last - start : null);
    };
    check();
  });
}

module.exports = { quietInPage };
