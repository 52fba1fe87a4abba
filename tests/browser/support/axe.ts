import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { quietInPage } from '../../../scripts/pageQuiet.cjs';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Resolves once the page has settled: no DOM change and no request ending for 100 ms, and nothing
 * in `selector` busy (rows loading, buttons waiting for their permission); at the latest after
 * 5 s. A page just navigated to still shows the last one's heading while its own chunk loads.
 */
async function settled(page: Page, selector: string): Promise<void> {
  await page.evaluate(quietInPage, { quiet: 100, timeout: 5000, busyWithin: selector });
}

/**
 * The accessibility violations axe finds in the element `selector` of the page as the browser
 * draws it (colour contrast included, which jsdom cannot judge), once the page has settled: one
 * line per element, naming the rule, the element and what is wrong. The page is asked for reduced
 * motion first, under which the product animates nothing, and what was already moving ends first:
 * a button fading in from its permission's placeholder has too little contrast for a moment. The page's own scripts never see
 * axe: it is added through the debugging protocol, which the page's content security policy does
 * not govern.
 */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await settled(page, selector);
  // A transition that started before reduced motion was asked for runs to its end.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished)),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (within) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: string,
          options: object,
        ) => Promise<{
          violations: { id: string; help: string; nodes: { target: string[] }[] }[];
        }>;
      };
    };
    const { violations } = await axe.run(within, { resultTypes: ['violations'] });
    return violations.flatMap((rule) =>
      rule.nodes.map((node) => `${rule.id} at ${node.target.join(' ')}: ${rule.help}`),
    );
  }, selector);
}
