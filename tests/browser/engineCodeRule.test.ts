import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { operatorPage, tableRows } from './support/engine';
import { prepareSubmittedBatch } from './support/portalStaff';
import { openBatchInformation, openPortalHome } from './support/portalViews';
import { ACCOUNTS, signInOnPortal, visit } from './support/session';

/**
 * A code rule change shows in the next batch code: the platform's operator gives Novo Lab a
 * distribution of its own of the rule numbering sample batches (`PORTAL.SAMPLE_BATCH`) in the
 * code-rule screens; the next batch a Novo Lab customer submits is numbered by it, and the
 * customer's page shows that code.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('code rules', () => {
  it("numbers the next submitted batch by the rule's new distribution", async () => {
    // The rule is the platform's (every tenant reads it), so the site administrator keeps it.
    const page = await operatorPage(browser, ACCOUNTS.admin, '/hpfm/code-rule');
    const panel = page.getByRole('tabpanel', { name: 'Code Rules' });
    await panel.getByRole('link', { name: 'Sample batch code' }).click();
    await page.waitForURL(/\/hpfm\/code-rule\/detail\/\d+$/);
    await panel
      .getByRole('heading', { name: 'Code Rules · Sample batch code', level: 1 })
      .waitFor();
    const dists = panel.getByRole('table', { name: 'Code Rule Distributions' });
    await dists.getByRole('row', { name: /^Site \(every tenant\) +Every tenant/ }).waitFor();

    // A distribution for the tenant Novo Lab, saved with the rule.
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    const dist = page.getByRole('dialog', { name: 'Create distribution' });
    await dist.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Tenant' });
    await dist.getByRole('textbox', { name: 'Level value' }).fill('NOVO-LAB');
    await dist
      .getByRole('textbox', { name: 'Description' })
      .fill('Novo Lab numbers its batches by month');
    await dist.getByRole('button', { name: 'Save' }).click();
    await dist.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Save', exact: true }).click();

    // Saved, the distribution leads to its own page, where its segments are kept.
    await dists.getByRole('link', { name: 'Tenant', exact: true }).click();
    await page.waitForURL(/\/hpfm\/code-rule\/dist\/\d+$/);
    expect(await panel.getByRole('textbox', { name: 'Level value' }).inputValue()).toBe('NOVO-LAB');
    const segments = panel.getByRole('table', { name: 'Segments' });
    await segments.getByRole('row', { name: 'No data' }).waitFor();

    const addSegment = async (
      order: string,
      type: string,
      settings: { value?: string; mask?: string; digits?: string; start?: string; reset?: string },
    ) => {
      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create segment' });
      await dialog.getByRole('spinbutton', { name: 'Order' }).fill(order);
      await dialog.getByRole('combobox', { name: 'Segment type' }).selectOption({ label: type });
      if (settings.value) {
        await dialog.getByRole('textbox', { name: 'Segment value' }).fill(settings.value);
      }
      if (settings.mask) {
        await dialog
          .getByRole('combobox', { name: 'Date mask' })
          .selectOption({ label: settings.mask });
      }
      if (settings.digits) {
        await dialog.getByRole('spinbutton', { name: 'Digits' }).fill(settings.digits);
      }
      if (settings.start) {
        await dialog.getByRole('spinbutton', { name: 'Start value' }).fill(settings.start);
      }
      if (settings.reset) {
        await dialog
          .getByRole('combobox', { name: 'Reset frequency' })
          .selectOption({ label: settings.reset });
      }
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await addSegment('10', 'Constant', { value: 'SB-NL-' });
    await addSegment('20', 'Date', { mask: 'Year and month (202401)' });
    await addSegment('30', 'Constant', { value: '-' });
    await addSegment('40', 'Sequence', { digits: '4', start: '1', reset: 'Every month' });
    // Each segment was saved as its dialog closed (HZERO's POST code-rule-detail).
    await page.reload();
    await segments.getByRole('row', { name: /^40 Sequence/ }).waitFor();
    expect((await tableRows(segments)).map((cells) => cells.slice(0, 2))).toEqual([
      ['10', 'Constant'],
      ['20', 'Date'],
      ['30', 'Constant'],
      ['40', 'Sequence'],
    ]);

    // A Novo Lab customer submits a batch: it is numbered by Novo Lab's distribution (the date
    // segments follow UTC on the server).
    const customer = await visit(browser, '/pub/sign-in');
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    const batch = await prepareSubmittedBatch(customer.request, ['NL-RNA-01', 'NL-RNA-02']);
    expect(batch.batchCode).toBe(`SB-NL-${month}-0001`);

    // The customer's page shows the code.
    await signInOnPortal(customer, ACCOUNTS.manager.login, ACCOUNTS.manager.password);
    await customer.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    await openPortalHome(customer);
    await openBatchInformation(customer, `SB-NL-${month}-0001`);

    await customer.context().close();
    await page.context().close();
  });
});
