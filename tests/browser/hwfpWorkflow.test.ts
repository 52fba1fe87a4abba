import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { operatorPage, tableRows } from './support/engine';
import { ACCOUNTS, onServerDatabase } from './support/session';

/**
 * The workflow tried as the tenant administrator of Novo Lab would: start the customer account
 * approval for a new customer from its process definition, find the task it gives them under My
 * tasks, open it and approve it with a comment; then the task has left My tasks, is among the
 * tasks they took part in, and the monitor shows the process completed.
 */

/** The business key of the process the test starts (no demo process has it). */
const BUSINESS_KEY = 'e2e.workflow@lab.example';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  // The server is shared with the other files: the process started here goes.
  onServerDatabase((db) => {
    const instances = db
      .prepare<[string], { id: number }>(
        'SELECT instance_id AS id FROM hwfp_process_instance WHERE business_key = ?',
      )
      .all(BUSINESS_KEY);
    for (const { id } of instances) {
      db.prepare('DELETE FROM workflow_tasks WHERE instance_id = ?').run(id);
      db.prepare('DELETE FROM hwfp_process_instance WHERE instance_id = ?').run(id);
    }
  });
});

/** The rows of the page's table once it has read them. */
async function rowsOf(page: Page): Promise<string[][]> {
  return tableRows(page.getByRole('table').first());
}

describe('an approval process', () => {
  it('is started from its definition, approved from My tasks and shown completed', async () => {
    const page = await operatorPage(browser, ACCOUNTS.tenantAdmin, '/hwfp/process-define');
    await page.getByRole('link', { name: 'Customer account approval' }).click();
    // The definition's page draws its process.
    await page.getByRole('region', { name: /^Diagram of / }).waitFor();
    await page.getByRole('button', { name: 'Start a process' }).click();
    const start = page.getByRole('dialog', { name: 'Start a process' });
    await start.getByRole('textbox', { name: 'Business key' }).fill(BUSINESS_KEY);
    await start.getByRole('button', { name: 'Start a process' }).click();
    await start.waitFor({ state: 'detached' });

    await page.goto('/hwfp/task');
    const task = `Approve the account of ${BUSINESS_KEY}`;
    expect((await rowsOf(page)).map((cells) => cells[0])).toContain(task);
    await page.getByRole('link', { name: task }).click();
    await page.waitForURL(/\/hwfp\/task\/detail\/\d+\/\d+$/);
    // The task's process, marked where it waits.
    await page.getByText('Highlighted: Approve the account of').waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve' });
    await approve.getByRole('textbox', { name: 'Comment' }).fill('Known customer, approved.');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await approve.waitFor({ state: 'detached' });

    await page.goto('/hwfp/task');
    expect((await rowsOf(page)).map((cells) => cells[0])).not.toContain(task);
    await page.goto('/hwfp/involved-task');
    expect((await rowsOf(page)).map((cells) => cells[0])).toContain(task);
    await page.goto('/hwfp/monitor');
    const instance = (await rowsOf(page)).find((cells) => cells.includes(BUSINESS_KEY));
    expect(instance).toContain('Completed');
    await page.context().close();
  });
});
