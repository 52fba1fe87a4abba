// Storybook under the app's Content-Security-Policy: serves storybook-static as loki sees it
// (scripts/lib.mjs with the server's policy) and renders stories in headless Chromium; fails when
// a story does not render or the browser reports a policy violation.
//   node scripts/storybook-csp.mjs          the first story of every component (build Storybook first)
//   node scripts/storybook-csp.mjs --all    every story
//   node scripts/storybook-csp.mjs --all /tmp/storybook   a copy of storybook-static
/* global document -- the functions run in the page */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, ROOT, ensureChromium, serveStatic } from './lib.mjs';

const dir =
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? join(ROOT, 'storybook-static');
const { entries } = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const stories = Object.values(entries).filter((entry) => entry.type === 'story');
const chosen = process.argv.includes('--all')
  ? stories
  : stories.filter(
      (story, index) => stories.findIndex((other) => other.title === story.title) === index,
    );

ensureChromium();
const server = await serveStatic(dir, { csp: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const failures = [];
try {
  const page = await browser.newPage();
  const refusals = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI}`,
      );
    });
  });
  for (const story of chosen) {
    refusals.length = 0;
    const rendered = await page
      .goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story`)
      .then(() =>
        // Shown, not preparing nor failed, and something on screen (a dialog's story shows
        // only its portal, outside the story root).
        page.waitForFunction(
          () =>
            document.body.classList.contains('sb-show-main') &&
            !document.body.classList.contains('sb-show-preparing-story') &&
            !document.body.classList.contains('sb-show-errordisplay') &&
            document.body.innerText.trim() !== '',
          undefined,
          { timeout: 30_000 },
        ),
      )
      .then(() => true)
      .catch(() => false);
    if (!rendered || refusals.length > 0) {
      failures.push(
        `${story.title} / ${story.name}: ${rendered ? '' : 'did not render; '}${refusals.join('; ')}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
for (const failure of failures) console.error(`FAIL ${failure}`);
console.log(
  `Storybook under the CSP: ${chosen.length - failures.length} of ${chosen.length} stories rendered with no violation`,
);
process.exit(failures.length > 0 ? 1 : 0);
