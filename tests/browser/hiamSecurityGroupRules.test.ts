import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  alertText,
  confirmWith,
  lovField,
  operatorPage,
  rowAction,
  savedNotice,
  tableRows,
} from './support/engine';
import { ACCOUNTS } from './support/session';

/**
 * Field and data permissions of a security group tried as a new user would: the tenant
 * administrator of Novo Lab adds to the group "QC read-only" a field rule (regions' names
 * hidden, the API picked before its field) and a data rule (first a country that does not exist, refused with the reason, then
 * Germany) and assigns the Operator role; the operator (who reads Chinese) then sees Bavaria
 * alone, without its name. Changing the data rule to the United Kingdom and removing the field
 * rule shows England with its name; taking the role off the group (at once, as HZERO's
 * recycle-role) gives every region back.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Opens the Lov of `field` in `dialog`, searches `search` in `searchBox` and picks `pick`. */
async function pickInLov(
  page: Page,
  dialog: Locator,
  field: string,
  modalName: string,
  search: { box: string; text: string } | null,
  pick: RegExp,
): Promise<void> {
  await lovField(dialog, field).open.click();
  const modal = page.getByRole('dialog', { name: modalName });
  await modal.getByRole('row').nth(1).waitFor();
  if (search) {
    const bar = modal.getByRole('search');
    await bar.getByRole('textbox', { name: search.box, exact: true }).fill(search.text);
    await bar.getByRole('button', { name: 'Search' }).click();
  }
  await modal.getByRole('row', { name: pick }).click();
  await modal.getByRole('button', { name: 'OK' }).click();
  await modal.waitFor({ state: 'detached' });
}

/**
 * The region codes, names and countries the operator's region list (a Chinese page) shows once
 * it lists the region `code`.
 */
async function operatorRegions(operator: Page, code: string): Promise<string[][]> {
  const table = operator.getByRole('tabpanel', { name: '行政区划' }).getByRole('table', {
    name: '行政区划',
  });
  await table.getByRole('row', { name: new RegExp(code) }).waitFor();
  return (await tableRows(table)).map((cells) => cells.slice(1, 4));
}

describe('field and data permissions of a security group', () => {
  it('hide a field and limit the rows for the operator while the role is assigned', async () => {
    const operator = await operatorPage(browser, ACCOUNTS.operator, '/hpfm/region/list');
    const before = await operatorRegions(operator, 'CN-BJ');
    expect(before).toContainEqual(['CN-BJ', 'Beijing', '中国']);

    const page = await operatorPage(browser, ACCOUNTS.tenantAdmin, '/hiam/security-group');
    const list = page.getByRole('tabpanel', { name: 'Security Groups' });
    await list.getByRole('link', { name: 'QC read-only' }).click();
    await page.waitForURL(/\/hiam\/security-group\/detail\/\d+\/\d+$/);
    const panel = page.getByRole('tabpanel', { name: 'Security Groups' });
    await panel.getByRole('heading', { name: 'Security Groups · QC read-only' }).waitFor();

    // A field rule: the regions' names are hidden.
    await panel.getByRole('tab', { name: 'Field permissions' }).click();
    await panel
      .getByRole('tabpanel', { name: 'Field permissions' })
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    const field = page.getByRole('dialog', { name: 'Create field permission' });
    // The API first (HZERO's apis), then one of its fields (apis/{permissionId}/fields).
    expect(await lovField(field, 'API field').open.isDisabled()).toBe(true);
    await pickInLov(
      page,
      field,
      'API',
      'APIs',
      { box: 'Description', text: 'Administrative Regions' },
      /Administrative Regions hpfm GET/,
    );
    await pickInLov(
      page,
      field,
      'API field',
      'API fields',
      { box: 'API field', text: 'Region name' },
      /Administrative Regions · Region name/,
    );
    await field.getByRole('combobox', { name: 'Rule' }).selectOption({ label: 'Hidden' });
    await field.getByRole('button', { name: 'Save' }).click();
    await field.waitFor({ state: 'detached' });

    // A data rule: the regions of Germany only (the dimension list offers dimensions only).
    await panel.getByRole('tab', { name: 'Data permissions' }).click();
    await panel
      .getByRole('tabpanel', { name: 'Data permissions' })
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    const data = page.getByRole('dialog', { name: 'Create data permission' });
    await pickInLov(
      page,
      data,
      'API',
      'APIs',
      { box: 'Description', text: 'Administrative Regions' },
      /Administrative Regions hpfm GET/,
    );
    await pickInLov(
      page,
      data,
      'Dimension',
      'API fields',
      null,
      /Administrative Regions · Country/,
    );
    // The country typed wrong first: saving the group names the line, the value and why.
    await data.getByRole('textbox', { name: 'Value', exact: true }).fill('XX');
    await data.getByRole('button', { name: 'Save' }).click();
    await data.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await alertText(panel)).toContain(
      'Line 1: Value: XX is not a value of Administrative Regions · Country',
    );
    const staged = panel.getByRole('table', { name: 'Data permissions' });
    await rowAction(page, staged.getByRole('row', { name: /Country XX/ }), 'Edit');
    const fix = page.getByRole('dialog', { name: 'Edit data permission' });
    await fix.getByRole('textbox', { name: 'Value', exact: true }).fill('DE');
    await fix.getByRole('button', { name: 'Save' }).click();
    await fix.waitFor({ state: 'detached' });

    // The Operator role.
    await panel.getByRole('tab', { name: 'Assigned roles' }).click();
    await panel
      .getByRole('tabpanel', { name: 'Assigned roles' })
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    const role = page.getByRole('dialog', { name: 'Create assigned role' });
    await pickInLov(page, role, 'Role', 'Roles', null, /^operator Operator/);
    // The dialog's Save assigns the role at once (HZERO's assign-role, a list of role ids).
    const assigning = page.waitForResponse(
      (res) => res.url().endsWith('/assign-role') && res.request().method() === 'POST',
    );
    await role.getByRole('button', { name: 'Save' }).click();
    const assigned = await assigning;
    expect([assigned.status(), assigned.request().postDataJSON()]).toEqual([
      200,
      [expect.any(Number)],
    ]);
    await role.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(page);

    // Saved, the data rule names the country its value stands for.
    await panel.getByRole('tab', { name: 'Data permissions' }).click();
    const rules = panel.getByRole('table', { name: 'Data permissions' });
    await rules.getByRole('row', { name: /Administrative Regions · Country DE Germany/ }).waitFor();

    // The operator's next load: Bavaria alone, its name hidden.
    await operator.reload();
    expect(await operatorRegions(operator, 'DE-BY')).toEqual([['DE-BY', '', '德国']]);

    // The data rule changed to the United Kingdom, the field rule removed: England, named.
    await panel.getByRole('tab', { name: 'Data permissions' }).click();
    await rowAction(page, rules.getByRole('row', { name: /Country DE Germany/ }), 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit data permission' });
    await edit.getByRole('textbox', { name: 'Value', exact: true }).fill('United Kingdom');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await panel.getByRole('tab', { name: 'Field permissions' }).click();
    const fieldRules = panel.getByRole('table', { name: 'Field permissions' });
    await rowAction(page, fieldRules.getByRole('row', { name: /Region name Hidden/ }), 'Delete');
    // Marked for removal until the group is saved, then gone.
    const removed = fieldRules.getByRole('row', { name: /Region name/ });
    await removed.and(page.locator('[data-status="delete"]')).waitFor();
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await savedNotice(page);
    await removed.waitFor({ state: 'detached' });
    await panel.getByRole('tab', { name: 'Data permissions' }).click();
    await rules
      .getByRole('row', { name: /Administrative Regions · Country United Kingdom United Kingdom/ })
      .waitFor();
    await operator.reload();
    expect(await operatorRegions(operator, 'GB-ENG')).toEqual([['GB-ENG', 'England', '英国']]);

    // Taking the Operator role off the group gives every region back.
    await panel.getByRole('tab', { name: 'Assigned roles' }).click();
    const roles = panel.getByRole('table', { name: 'Assigned roles' });
    await rowAction(page, roles.getByRole('row', { name: /^Operator/ }), 'Delete');
    // Taken off at once after a confirmation (HZERO's recycle-role).
    const recycling = page.waitForResponse(
      (res) => res.url().endsWith('/recycle-role') && res.request().method() === 'DELETE',
    );
    await confirmWith(page, 'Delete');
    expect((await recycling).status()).toBe(204);
    await roles.getByRole('row', { name: /^Operator/ }).waitFor({ state: 'detached' });
    await operator.reload();
    expect(await operatorRegions(operator, 'CN-BJ')).toContainEqual(['CN-BJ', 'Beijing', '中国']);
    await page.context().close();
    await operator.context().close();
  });
});
