import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  alertText,
  callApi,
  changeElsewhere,
  confirmWith,
  operatorPage,
  rowAction,
  tableRows,
  tenantApi,
} from './support/engine';
import { ACCOUNTS } from './support/session';

/**
 * A tree built by the resource engine, tried as a new user would: the tenant administrator of
 * Novo Lab keeps the organization hierarchy (companies under companies, and each company's
 * departments on a page of their own) through create, edit, an edit refused because someone
 * else saved first, and delete (refused while the company has departments).
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('a tree: the organization hierarchy', () => {
  it('creates a company under another, edits it, refuses a stale edit, and deletes it once it has no departments', async () => {
    const page = await operatorPage(browser, ACCOUNTS.tenantAdmin, '/hpfm/org/company');
    const panel = page.getByRole('tabpanel', { name: 'Organization Hierarchy' });
    const table = panel.getByRole('table', { name: 'Organization Hierarchy' });

    // Create under Headquarters.
    await rowAction(page, table.getByRole('row', { name: /Headquarters/ }), 'Create under it');
    const create = page.getByRole('dialog', { name: 'Create company' });
    await create.getByRole('textbox', { name: 'Company code' }).fill('QD');
    await create.getByRole('textbox', { name: 'Company name', exact: true }).fill('Qingdao Lab');
    await create.getByRole('spinbutton', { name: 'Order' }).fill('40');
    await create.getByRole('button', { name: 'Save' }).click();
    await create.waitFor({ state: 'detached' });
    const company = table.getByRole('row', { name: /^QD Qingdao Lab/ });
    await company.waitFor();
    // It sits under Headquarters: collapsing Headquarters hides it.
    await table.getByRole('button', { name: 'Collapse Headquarters' }).click();
    await company.waitFor({ state: 'detached' });
    await table.getByRole('button', { name: 'Expand Headquarters' }).click();
    await company.waitFor();
    const [{ companyId }] = (
      await callApi<{ content: { companyId: number }[] }>(
        page,
        'GET',
        tenantApi('companies?companyCode=QD'),
      )
    ).content as [{ companyId: number }];

    // Edit.
    await rowAction(page, company, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit company' });
    await edit
      .getByRole('textbox', { name: 'Company name', exact: true })
      .fill('Qingdao Laboratory');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    const renamed = table.getByRole('row', { name: /^QD Qingdao Laboratory \d/ });
    await renamed.waitFor();

    // A stale edit: saved elsewhere while the dialog is open.
    await rowAction(page, renamed, 'Edit');
    await changeElsewhere(page, tenantApi(`companies/${companyId}`), { orderSeq: 45 });
    await edit
      .getByRole('textbox', { name: 'Company name', exact: true })
      .fill('Qingdao Sequencing Centre');
    await edit.getByRole('button', { name: 'Save' }).click();
    expect(await alertText(edit)).toContain(
      'The company was changed by someone else after you loaded it; reload it and try again',
    );
    expect(
      await edit.getByRole('textbox', { name: 'Company name', exact: true }).inputValue(),
    ).toBe('Qingdao Sequencing Centre');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    // The company's departments: a page of their own, under the company.
    await rowAction(page, renamed, 'Departments');
    await page.waitForURL(new RegExp(`/hpfm/org/company/department/${companyId}$`));
    await panel.getByRole('heading', { name: 'Departments', level: 1 }).waitFor();
    const departments = panel.getByRole('table', { name: 'Departments' });
    expect(await tableRows(departments)).toEqual([]);
    await panel.getByRole('button', { name: 'Create', exact: true }).click();
    const department = page.getByRole('dialog', { name: 'Create department' });
    await department.getByRole('textbox', { name: 'Department code' }).fill('QD-SEQ');
    await department
      .getByRole('textbox', { name: 'Department name', exact: true })
      .fill('Sequencing');
    await department.getByRole('button', { name: 'Save' }).click();
    await department.waitFor({ state: 'detached' });
    await departments.getByRole('row', { name: /^QD-SEQ Sequencing/ }).waitFor();

    // A company with a department is kept: deleting it says why.
    await page.goBack();
    await panel.getByRole('heading', { name: 'Organization Hierarchy', level: 1 }).waitFor();
    await rowAction(page, renamed, 'Delete');
    await confirmWith(page, 'Delete');
    const refusal = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('status')
      .filter({ hasText: /department/ })
      .first();
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(
      'The company Qingdao Laboratory is used by 1 department record(s) and cannot be deleted',
    );
    await renamed.waitFor();
    // The notice covers the last rows' actions until it is closed.
    await refusal.getByRole('button', { name: 'Close notification' }).click();
    await refusal.waitFor({ state: 'detached' });

    // Once its department is deleted, the company can go.
    await rowAction(page, renamed, 'Departments');
    await departments.getByRole('row', { name: /^QD-SEQ Sequencing/ }).waitFor();
    await rowAction(page, departments.getByRole('row', { name: /^QD-SEQ Sequencing/ }), 'Delete');
    await confirmWith(page, 'Delete');
    await departments.getByRole('row', { name: /^QD-SEQ Sequencing/ }).waitFor({
      state: 'detached',
    });
    await page.goBack();
    await panel.getByRole('heading', { name: 'Organization Hierarchy', level: 1 }).waitFor();
    await rowAction(page, renamed, 'Delete');
    await confirmWith(page, 'Delete');
    await renamed.waitFor({ state: 'detached' });
    expect((await tableRows(table)).map((cells) => cells[1])).toEqual([
      'Headquarters',
      'Shanghai Laboratory',
      'Tianjin Laboratory',
    ]);
    await page.context().close();
  });
});
