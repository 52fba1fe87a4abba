import type { Browser, Page } from 'playwright-core';
import en_US from '../../app/i18n/en_US';
import { HADM_MESSAGE_PART } from '../../app/modules/hadm/messages/hadm';
import { HIAM_MESSAGE_PART } from '../../app/modules/hiam/messages';
import { HMSG_MESSAGE_PART } from '../../app/modules/hmsg/messages';
import { PORTAL_MESSAGE_PART } from '../../app/modules/portal/messages/part';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { callApi, operatorPage } from './support/engine';
import { ACCOUNTS, accountMenu } from './support/session';

/**
 * Every menu entry opens a page, tried as the site administrator would by following the menu:
 * no entry of a finished module may say 'Not available yet' and no page may show a message key
 * instead of its text. A module joins the list when its last screen is built. The shell and each
 * page pass axe's checks as Chromium draws them (colour contrast, names matching visible text).
 */
const FINISHED_MODULES = [
  'hpfm',
  'hiam',
  'hadm',
  'hfaq',
  'huser',
  'hpro',
  'hsif',
  'hbif',
  'hmsg',
  'hpay',
  'hsdr',
  'hivc',
  'hmnt',
  'hcnf',
  'hdtt',
  'hitf',
  'hiot',
  'hagd',
  'hnlp',
  'hims',
  'hexl',
  'hdpm',
  'hfile',
  'hrpt',
  'hocr',
  'hwfp',
  'himp',
];

interface MenuNode {
  name: string;
  route?: string | null;
  type: string;
  subMenus?: MenuNode[] | null;
}

/** The leaves of the menu tree that open a page. */
function leaves(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) =>
    node.subMenus && node.subMenus.length > 0 ? leaves(node.subMenus) : node.route ? [node] : [],
  );
}

/** Opens `path` inside the running app, as a menu click does (no reload). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

/** The leaf keys of a message tree, dotted (`portal.service.sampleInfo.title`). */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Every English message key, to catch one shown instead of its text. */
const MESSAGE_KEYS = new Set(
  keysOf({
    ...en_US,
    ...PORTAL_MESSAGE_PART.en_US,
    ...HIAM_MESSAGE_PART.en_US,
    ...HADM_MESSAGE_PART.en_US,
    ...HMSG_MESSAGE_PART.en_US,
  }),
);

/** The message keys in `shown`. */
function messageKeysIn(shown: string): string[] {
  return (shown.match(/\b[a-z]\w*(\.\w+)+\b/g) ?? []).filter((word) => MESSAGE_KEYS.has(word));
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** What a walk through menu pages found wrong. */
interface Findings {
  missing: string[];
  rawKeys: string[];
  inaccessible: string[];
}

/** Opens each entry in `page` in turn, as a menu click does, and reads and checks its page. */
async function walk(page: Page, entries: readonly MenuNode[]): Promise<Findings> {
  const found: Findings = { missing: [], rawKeys: [], inaccessible: [] };
  for (const { name, route } of entries) {
    if (!route) continue;
    await openInApp(page, route);
    const panel = page.getByRole('tabpanel', { name, exact: true });
    const heading = panel.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    if ((await heading.innerText()).trim() === 'Not available yet') found.missing.push(route);
    const keys = messageKeysIn(await panel.innerText());
    if (keys.length > 0) found.rawKeys.push(`${route}: ${keys.join(', ')}`);
    const panelId = await panel.getAttribute('id');
    for (const violation of await axeViolations(page, `#${panelId}`)) {
      found.inaccessible.push(`${route}: ${violation}`);
    }
  }
  return found;
}

/** Browser tabs walking the menu at once: most of a page's time is the permission batch's wait. */
const WALKERS = 3;

// 108 pages, each opened, read and checked by axe once its buttons know their permissions (the
// batch goes out 0.5 s after the last code is asked), in three tabs of the same session.
it(`every menu entry opens a page in words, those of ${FINISHED_MODULES.join(', ')} a working one, all passing axe`, async () => {
  const page = await operatorPage(browser, ACCOUNTS.admin, '/workplace');
  await page.getByRole('tabpanel', { name: 'Workplace' }).getByRole('heading').first().waitFor();
  const shell = (await axeViolations(page, 'body')).map((line) => `the shell: ${line}`);
  const self = await callApi<{ currentRoleId: number }>(page, 'GET', '/iam/hzero/v1/users/self');
  const tree = await callApi<MenuNode[]>(
    page,
    'GET',
    `/iam/hzero/v1/menus/tree?lang=en_US&roleId=${self.currentRoleId}`,
  );
  const entries = leaves(tree);
  expect(entries.length).toBeGreaterThan(100);

  const walkers = [page];
  while (walkers.length < WALKERS) {
    const tab = await page.context().newPage();
    await tab.goto('/workplace');
    await accountMenu(tab).waitFor();
    walkers.push(tab);
  }
  const findings = await Promise.all(
    walkers.map((walker, index) =>
      walk(
        walker,
        entries.filter((_, position) => position % WALKERS === index),
      ),
    ),
  );
  const missing = findings.flatMap((found) => found.missing);
  console.log(`menu entries: ${entries.length}, not available yet: ${missing.length}`);
  expect(findings.flatMap((found) => found.rawKeys)).toEqual([]);
  expect([...shell, ...findings.flatMap((found) => found.inaccessible)]).toEqual([]);
  expect(missing.filter((route) => FINISHED_MODULES.includes(route.split('/')[1] ?? ''))).toEqual(
    [],
  );
  await page.context().close();
}, 180_000);
