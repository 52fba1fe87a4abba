import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { portalCustomer, visit } from './support/session';

/**
 * The customer's pages, and the pages before signing in, pass axe's checks as Chromium draws
 * them (colour contrast, names that hold the visible text, headers of every column). The
 * customer's are walked as a customer clicks through them: from the home page, every page a link
 * of the portal leads to, once per kind of address (a path and the names of its query: a
 * project's detail once, whichever project's; the first step with a product apart from the first
 * step resuming a draft).
 */

/** A page's kind: its path and the names of its query parameters. */
function kindOf(address: string): string {
  const url = new URL(address, 'http://portal');
  return `${url.pathname}?${[...url.searchParams.keys()].sort().join('&')}`;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

it('every page a customer reaches by the portal’s links passes axe', async () => {
  const page = await portalCustomer(browser);
  const queue = [new URL(page.url()).pathname];
  const seen = new Set<string>();
  const inaccessible: string[] = [];
  while (queue.length > 0) {
    const address = queue.shift()!;
    if (seen.has(kindOf(address))) continue;
    seen.add(kindOf(address));
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    for (const violation of await axeViolations(page, 'body')) {
      inaccessible.push(`${address}: ${violation}`);
    }
    const links = await page.$$eval('a[href^="/pub/"]', (anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    queue.push(...links.filter((link) => !link.startsWith('/pub/sign-')));
  }
  console.log(`portal pages checked: ${seen.size}`);
  expect(seen.size).toBeGreaterThan(20);
  expect(inaccessible).toEqual([]);
  await page.context().close();
}, 180_000);

it.each([
  ['the portal’s sign-in page', '/pub/sign-in', '/pub/sign-in'],
  ['the operators’ sign-in page', '/workplace', '/oauth/oauth/authorize'],
  ['the page after a second sign-in elsewhere', '/public/kickoff', '/public/kickoff'],
  ['the page of an unknown address', '/exception/404', '/exception/404'],
])('%s passes axe', async (_, address, shown) => {
  const page = await visit(browser, address);
  await page.waitForURL((url) => url.pathname === shown);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await axeViolations(page, 'body')).toEqual([]);
  await page.context().close();
});

it('animates nothing for a customer whose system asks for reduced motion', async () => {
  const page = await portalCustomer(browser);
  const durations = () =>
    page
      .getByRole('button')
      .first()
      .evaluate((button) => {
        const style = getComputedStyle(button);
        return [style.transitionDuration, style.animationDuration].map((value) =>
          parseFloat(value),
        );
      });
  const [transition] = await durations();
  expect(transition).toBeGreaterThan(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const seconds of await durations()) expect(seconds).toBeLessThan(0.001);
  await page.context().close();
});
