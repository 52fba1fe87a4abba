import type { Browser, Locator } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  alertText,
  callApi,
  confirmWith,
  lovField,
  operatorPage,
  rowAction,
  tableRows,
  tenantApi,
} from './support/engine';
import { ACCOUNTS } from './support/session';

/**
 * A reference field built by the resource engine, tried as a new user would: the tenant
 * administrator of Novo Lab picks a region's country in the LovModal (searching, paging) and
 * takes the region through create, edit, an edit refused because someone else saved first,
 * and delete.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('a reference field picked in a LovModal: the country of a region', () => {
  it('picks the country with search and paging, changes it, refuses a stale edit, and deletes the region', async () => {
    const page = await operatorPage(browser, ACCOUNTS.tenantAdmin, '/hpfm/region/list');
    const panel = page.getByRole('tabpanel', { name: 'Administrative Regions' });
    const table = panel.getByRole('table', { name: 'Administrative Regions' });

    /** Opens the country Lov of `form`, searches `name`, optionally pages on, and picks `pick`. */
    const pickCountry = async (form: Locator, name: string, pick: string, nextPage = false) => {
      const country = lovField(form, 'Country');
      await country.open.click();
      const modal = page.getByRole('dialog', { name: 'Countries' });
      const grid = modal.getByRole('grid', { name: 'Countries' });
      await grid.getByRole('row').nth(1).waitFor();
      const search = modal.getByRole('search');
      await search.getByRole('textbox', { name: 'Country name' }).fill(name);
      await search.getByRole('button', { name: 'Search' }).click();
      if (nextPage) {
        // Fourteen countries have an "r" in their name: ten on the first page, four on the next.
        await modal.getByText('Page 1 of 2, 14 rows').waitFor();
        await modal.getByRole('button', { name: 'Next page' }).click();
        await modal.getByText('Page 2 of 2, 14 rows').waitFor();
      }
      await grid.getByRole('row', { name: new RegExp(pick) }).click();
      await modal.getByRole('button', { name: 'OK' }).click();
      await modal.waitFor({ state: 'detached' });
      expect(await country.input.inputValue()).toBe(pick);
    };

    // Create: the country is picked from the second page of a search.
    await panel.getByRole('button', { name: 'Create', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create region' });
    await create.getByRole('textbox', { name: 'Region code' }).fill('PT-LIS');
    await create.getByRole('textbox', { name: 'Region name' }).fill('Lisbon');
    await pickCountry(create, 'r', 'Portugal', true);
    await create.getByRole('button', { name: 'Save' }).click();
    await create.waitFor({ state: 'detached' });
    await panel.getByRole('search', { name: 'Query' }).getByLabel('Region code').fill('PT-LIS');
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    const region = table.getByRole('row', { name: /PT-LIS Lisbon/ });
    await region.waitFor();
    // The list reloaded after the save may show the row before the search has narrowed it.
    await table.locator('tbody tr').nth(1).waitFor({ state: 'detached' });
    expect((await tableRows(table)).map((cells) => cells.slice(1, 4))).toEqual([
      ['PT-LIS', 'Lisbon', 'Portugal'],
    ]);
    const [{ regionId }] = (
      await callApi<{ content: { regionId: number }[] }>(
        page,
        'GET',
        tenantApi('regions?regionCode=PT-LIS'),
      )
    ).content as [{ regionId: number }];

    // Edit: another country.
    await rowAction(page, region, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit region' });
    expect(await lovField(edit, 'Country').input.inputValue()).toBe('Portugal');
    await pickCountry(edit, 'Spain', 'Spain');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await table.getByRole('row', { name: /PT-LIS Lisbon Spain/ }).waitFor();

    // A stale edit: renamed elsewhere while the dialog is open.
    await rowAction(page, region, 'Edit');
    // HZERO reads a region at countries/regions/{regionId} and saves it under its country.
    const stored = await callApi<Record<string, unknown>>(
      page,
      'GET',
      tenantApi(`countries/regions/${regionId}`),
    );
    await callApi(
      page,
      'PUT',
      tenantApi(`countries/${String(stored.countryId)}/regions/${regionId}`),
      { ...stored, regionName: 'Lisboa' },
    );
    await pickCountry(edit, 'Portugal', 'Portugal');
    await edit.getByRole('button', { name: 'Save' }).click();
    expect(await alertText(edit)).toContain(
      'The region was changed by someone else after you loaded it; reload it and try again',
    );
    expect(await lovField(edit, 'Country').input.inputValue()).toBe('Portugal');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    // Delete.
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    const renamed = table.getByRole('row', { name: /PT-LIS Lisboa Spain/ });
    await rowAction(page, renamed, 'Delete');
    await confirmWith(page, 'Delete');
    await renamed.waitFor({ state: 'detached' });
    expect(await tableRows(table)).toEqual([]);
    await page.context().close();
  });
});
