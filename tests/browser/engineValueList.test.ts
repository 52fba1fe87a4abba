import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  callApi,
  changeElsewhere,
  confirmWith,
  operatorPage,
  rowAction,
  savedNotice,
  tableRows,
  tenantApi,
} from './support/engine';
import { ACCOUNTS, accessToken } from './support/session';

/**
 * A header with lines built by the resource engine, tried as a new user would: the tenant
 * administrator of Novo Lab keeps a value list and its values (the lines, edited on the detail
 * page and saved with the header) through create, edit, an edit refused because someone else
 * saved first, and delete.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The id a page's address ends with (`/detail/42`). */
function idInUrl(page: Page): number {
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe('a header with lines: a value list and its values', () => {
  it('is created, edited in one save, merged when stale, and deleted', async () => {
    const page = await operatorPage(browser, ACCOUNTS.tenantAdmin, '/hpfm/value-list');
    const panel = page.getByRole('tabpanel', { name: 'Value Lists' });

    // Create: the header in a dialog, then its detail page, where the values are added and
    // saved together with it.
    await panel.getByRole('button', { name: 'Create' }).click();
    const create = page.getByRole('dialog', { name: 'Create value list' });
    await create.getByRole('textbox', { name: 'Value list code' }).fill('BROWSER.SHIRT_SIZE');
    await create.getByRole('textbox', { name: 'Value list name' }).fill('Shirt sizes');
    await create.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hpfm\/value-list\/detail\/\d+$/);
    const lovId = idInUrl(page);
    await panel.getByRole('heading', { name: 'Value Lists · Shirt sizes', level: 1 }).waitFor();
    const values = panel.getByRole('table', { name: 'Values' });
    expect(await tableRows(values)).toEqual([]);

    const addValue = async (value: string, meaning: string, order: string) => {
      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create value' });
      await dialog.getByRole('textbox', { name: 'Value', exact: true }).fill(value);
      await dialog.getByRole('textbox', { name: 'Meaning', exact: true }).fill(meaning);
      await dialog.getByRole('spinbutton', { name: 'Order' }).fill(order);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await addValue('S', 'Small', '10');
    await addValue('M', 'Medium', '20');
    await addValue('L', 'Large', '30');
    // Nothing is stored yet: the three rows wait for Save.
    await values.getByRole('row', { name: /^New row L Large/ }).waitFor();
    const stored = await callApi<{ content: unknown[] }>(
      page,
      'GET',
      tenantApi(`lov-headers/${lovId}/values`),
    );
    expect(stored.content).toEqual([]);
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(page);

    // Saved, the page reads the values again: no row is marked new any more.
    await values.getByRole('row', { name: /^L Large/ }).waitFor();
    expect((await tableRows(values)).map((cells) => cells.slice(0, 2))).toEqual([
      ['S', 'Small'],
      ['M', 'Medium'],
      ['L', 'Large'],
    ]);

    // Edit: the header's name, one value changed, another deleted, all in one save.
    await panel.getByRole('textbox', { name: 'Value list name' }).fill('T-shirt sizes');
    await rowAction(page, values.getByRole('row', { name: /^M Medium/ }), 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit value' });
    expect(await edit.getByRole('textbox', { name: 'Value', exact: true }).inputValue()).toBe('M');
    await edit.getByRole('textbox', { name: 'Meaning', exact: true }).fill('Medium (M)');
    await edit.getByRole('button', { name: 'Save' }).click();
    await rowAction(page, values.getByRole('row', { name: /^L Large/ }), 'Delete');
    await values.getByRole('row', { name: /^Changed row M Medium \(M\)/ }).waitFor();
    await values.getByRole('row', { name: /^Deleted row L Large/ }).waitFor();
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(page);
    await page.reload();
    await panel.getByRole('heading', { name: 'Value Lists · T-shirt sizes', level: 1 }).waitFor();
    await values.getByRole('row', { name: /^M Medium \(M\)/ }).waitFor();
    expect((await tableRows(values)).map((cells) => cells.slice(0, 2))).toEqual([
      ['S', 'Small'],
      ['M', 'Medium (M)'],
    ]);

    // A stale edit: the list is saved elsewhere (another tab of the same user) after this page
    // loaded it. The server refuses this page's save; the page reads the other version, merges
    // it with what was typed, and asks about the one value both changed. Nothing is stored until
    // the user has chosen, and nothing typed is lost.
    await changeElsewhere(page, tenantApi(`lov-headers/${lovId}`), {
      description: 'Changed in another tab',
    });
    await panel.getByRole('textbox', { name: 'Description' }).fill('Typed on this page');
    await addValue('XL', 'Extra large', '40');
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = panel.getByRole('group', { name: 'Description' });
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain('Changed in another tab');
    expect(await panel.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(
      'Typed on this page',
    );
    await values.getByRole('row', { name: /^New row XL Extra large/ }).waitFor();
    const refused = await callApi<{ description: string }>(
      page,
      'GET',
      tenantApi(`lov-headers/${lovId}`),
    );
    expect(refused.description).toBe('Changed in another tab');
    const kept = await callApi<{ content: { value: string }[] }>(
      page,
      'GET',
      tenantApi(`lov-headers/${lovId}/values`),
    );
    expect(kept.content.map((value) => value.value)).toEqual(['S', 'M']);

    // Keeping this page's description saves the merge: the description typed here, the value
    // added here.
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await savedNotice(page);
    await values.getByRole('row', { name: /^XL Extra large/ }).waitFor();
    const merged = await callApi<{ description: string }>(
      page,
      'GET',
      tenantApi(`lov-headers/${lovId}`),
    );
    expect(merged.description).toBe('Typed on this page');
    const mergedValues = await callApi<{ content: { value: string }[] }>(
      page,
      'GET',
      tenantApi(`lov-headers/${lovId}/values`),
    );
    expect(mergedValues.content.map((value) => value.value)).toEqual(['S', 'M', 'XL']);

    // Delete, from the list: the list and its values are gone.
    await panel.getByRole('link', { name: 'Back to the list' }).click();
    await panel.getByRole('heading', { name: 'Value Lists', level: 1 }).waitFor();
    await panel.getByRole('textbox', { name: 'Value list code' }).fill('BROWSER.SHIRT_SIZE');
    await panel.getByRole('button', { name: 'Search' }).click();
    const list = panel.getByRole('table', { name: 'Value Lists' });
    const row = list.getByRole('row', { name: /BROWSER\.SHIRT_SIZE/ });
    await rowAction(page, row, 'Delete');
    await confirmWith(page, 'Delete');
    await row.waitFor({ state: 'detached' });
    expect(await tableRows(list)).toEqual([]);
    const gone = await page.request.get(tenantApi(`lov-headers/${lovId}`), {
      headers: { Authorization: `bearer ${await accessToken(page)}` },
    });
    expect(gone.status()).toBe(404);
    await page.context().close();
  });
});
