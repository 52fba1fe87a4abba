// The browser tests' environment: Node's, plus a screenshot and the address of every open page
// when a test fails, written to test-results/browser-failures/ (CI keeps what a failure saw).
const { mkdirSync } = require('node:fs');
const { join } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const OUT = join(__dirname, '../../../test-results/browser-failures');

/** A file name from a test's name. */
const slug = (text) => text.replace(/[^\w-]+/g, '-').slice(0, 80);

class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure') return;
    const browsers = this.global.__OPEN_BROWSERS__ ?? [];
    const pages = browsers.flatMap((browser) =>
      browser.isConnected() ? browser.contexts().flatMap((context) => context.pages()) : [],
    );
    mkdirSync(OUT, { recursive: true });
    const name = slug(`${event.test.parent?.name ?? ''}-${event.test.name}`);
    await Promise.all(
      pages.map(async (page, index) => {
        const file = join(OUT, `${name}-${index}.png`);
        try {
          await page.screenshot({ path: file, timeout: 5000 });
          console.log(`failure screenshot: ${file} (${page.url()})`);
        } catch {
          console.log(`no screenshot of ${page.url()}`);
        }
      }),
    );
  }
}

module.exports = BrowserTestEnvironment;
