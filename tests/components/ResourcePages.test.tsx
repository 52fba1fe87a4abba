/**
 * Every resource description, rendered as a user meets it: its list page (title, the demo rows
 * in the table), its create form (every field labelled; required fields refused empty, in the
 * description's words) and, for a header with lines, its detail page (the header's name and a
 * tab per line set). One generic test: a new description is covered without a new test.
 */
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAllResources } from '../../app/engine/registry';
import { ResourcePage } from '../../app/engine/ResourcePage';
import { fillRoute } from '../../app/engine/routes';
import { setNotifier } from '../../app/services/notification';
import type { Field } from '../../domain/engine/fields';
import {
  actionsOf,
  listPagesOf,
  resourceKey,
  type Endpoint,
  type ResourceDescription,
} from '../../domain/engine/resource';
import { endpointsOf, tenantForm } from '../../domain/engine/address';
import { engineReads, fakeApi, pageOf } from '../support/fakeApi';
import { renderPage } from '../support/renderPage';
import { pageKeys } from '../support/resourceList';
import { adminOfTenant } from '../support/users';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const TENANT = 7;
const USER = adminOfTenant(TENANT);

type Row = Record<string, unknown>;

/** A demo row as the server would answer it: ids, versions, references shown. */
function answerRow(resource: ResourceDescription, demo: Row, index: number): Row {
  const row: Row = { [resource.idField]: index + 1, objectVersionNumber: 1, _token: `t${index}` };
  for (const [name, field] of Object.entries(resource.fields)) {
    const value = demo[name];
    if (field.kind === 'reference') {
      row[name] = value === undefined ? null : 1;
      row[field.displayAs ?? field.display] = value === undefined ? null : 'Linked row';
    } else if (value !== null && typeof value === 'object' && '$ref' in value) {
      row[name] = 1;
    } else row[name] = value ?? null;
  }
  if (resource.enabledFlag !== false) row.enabledFlag = 1;
  return row;
}

/**
 * Whether a path is the endpoint's in its tenant form, or in its site form when `site` (its
 * `{id}` any one segment, its query left aside).
 */
function matches(endpoint: Endpoint, path: string, site = false): boolean {
  const template = tenantForm(endpoint.path.split('?')[0] ?? '', !site, TENANT);
  const pattern = template
    .split('{id}')
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The settings objects PUT to the fake server, by path. */
const saved: { path: string; body: Row }[] = [];

/** A value of a field as a row of the server would hold it. */
function sampleValue(name: string, field: Field): unknown {
  switch (field.kind) {
    case 'select':
      return field.options?.[0]?.value ?? 'A';
    case 'integer':
    case 'reference':
    case 'flag':
      return 1;
    case 'decimal':
      return '1.5';
    case 'date':
      return '2026-01-02';
    case 'datetime':
      return '2026-01-02 03:04:05';
    default:
      return `${name} 1`;
  }
}

/** The rows a list shows: its demo rows, or one made from its fields (rows kept elsewhere). */
function rowsOf(resource: ResourceDescription): Row[] {
  const demo = resource.demo ?? [];
  if (demo.length > 0) return [...demo];
  return [
    Object.fromEntries(
      Object.entries(resource.fields).map(([name, field]) => [name, sampleValue(name, field)]),
    ),
  ];
}

/** What the list shows of a row's name: a select's option by its label, else the value. */
function shownName(resource: ResourceDescription, row: Row): unknown {
  const value = row[resource.nameField];
  const field = resource.fields[resource.nameField];
  const option =
    field?.kind === 'select' ? field.options?.find((item) => item.value === value) : undefined;
  return option ? option.label.en_US : value;
}

/** A fake server answering every resource's reads from its demo rows. */
function serve(resources: readonly ResourceDescription[]) {
  const byKey = new Map(resources.map((resource) => [resourceKey(resource), resource]));
  fakeApi(engineReads(TENANT), (url, init) => {
    const path = url.pathname;
    const json = (body: unknown) => ({ body });
    for (const resource of resources) {
      // Line resources are read through their header, as on the server.
      if (resource.parent && !resource.detailRoute) continue;
      const endpoints = endpointsOf(resource);
      const at = (endpoint: Endpoint) => matches(endpoint, path);
      const rows = () => rowsOf(resource).map((demo, index) => answerRow(resource, demo, index));
      if (endpoints.settings && at(endpoints.settings)) {
        if (init.method !== 'PUT') return json(rows()[0] ?? {});
        const body = JSON.parse(String(init.body)) as Row;
        saved.push({ path, body });
        return json({ ...body, objectVersionNumber: Number(body.objectVersionNumber) + 1 });
      }
      if (at(endpoints.list) || matches(endpoints.list, path, true)) return json(pageOf(rows()));
      if (resource.tree && at(endpoints.tree)) {
        return json(rows().map((row) => ({ ...row, children: [] })));
      }
      const set = resource.lines?.find((item) => {
        const endpoint = endpoints.lines[item.key];
        return endpoint !== undefined && at(endpoint);
      });
      if (set) {
        const lineResource = byKey.get(set.resource);
        const demoLines = (resource.demo?.[0]?.[set.key] ?? []) as Row[];
        return json(
          pageOf(
            lineResource
              ? demoLines.map((line, index) => answerRow(lineResource, line, index))
              : [],
          ),
        );
      }
      if (at(endpoints.get)) return json(rows()[0] ?? {});
    }
    return { status: 404, body: { failed: true, message: 'Not found' } };
  });
}

/** The platform's administrator: a site-level role's calls go to the site form. */
const SITE_USER = { ...USER, currentRoleLevel: 'site' as const };

function renderAt(
  path: string,
  modules?: readonly string[],
  user: typeof USER | typeof SITE_USER = USER,
) {
  renderPage({
    user,
    path,
    routes: [{ path: '*', element: <ResourcePage modules={modules} /> }],
    // Guarded controls are not this walk's subject (ListPage.test.tsx and the permissions tests
    // check them): without the batch's 500 ms wait per page, the walk takes about 10 % less.
    permissions: false,
  });
}

let resources: readonly ResourceDescription[] = [];

beforeAll(async () => {
  resources = await loadAllResources();
  setNotifier(() => undefined);
});

beforeEach(() => serve(resources));

/** The route of a list page, its parameters filled from a demo row. */
function listPath(resource: ResourceDescription, route: string): string {
  const demo = resource.demo?.[0] ?? {};
  const values: Row = {};
  for (const [param, field] of Object.entries(resource.routeFilters ?? {}))
    values[param] = demo[field] ?? 1;
  return fillRoute(route, values);
}

it('has descriptions to walk', async () => {
  const all = await loadAllResources();
  expect(all.length).toBeGreaterThanOrEqual(6);
});

describe.each(pageKeys())('%s', (key) => {
  const resource = () => resources.find((item) => resourceKey(item) === key) as ResourceDescription;

  it('lists its rows on each of its list pages', async () => {
    const described = resource();
    for (const page of listPagesOf(described)) {
      // A page of another area (the customer portal's `/pub`) names the module it shows; a
      // settings resource's list is the platform's (a tenant's page is its settings form).
      renderAt(
        listPath(described, page.route),
        [described.module],
        described.api?.settings ? SITE_USER : USER,
      );
      const title = (page.title ?? described.title).en_US;
      expect(await screen.findByRole('heading', { name: title })).toBeVisible();
      const table = await screen.findByRole('table', { name: title });
      const firstName = shownName(described, rowsOf(described)[0] ?? {});
      if (typeof firstName === 'string') {
        expect((await within(table).findAllByText(firstName))[0]).toBeVisible();
      }
      cleanup();
    }
  });

  it("shows a tenant's settings as a form and saves the whole object with PUT at its path", async () => {
    const described = resource();
    const settings = endpointsOf(described).settings;
    if (!settings || !described.route) return;
    renderAt(listPath(described, described.route), [described.module]);
    const title = described.title.en_US;
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    const form = await screen.findByRole('form', { name: title });
    expect(within(form).queryByRole('table')).toBeNull();
    const row = answerRow(described, rowsOf(described)[0] ?? {}, 0);
    const fields = Object.entries(described.fields).filter(
      ([, field]) => !field.readOnly && field.form !== false,
    );
    for (const [, field] of fields) {
      expect(within(form).getAllByText(field.label.en_US).length).toBeGreaterThan(0);
    }
    saved.length = 0;
    await userEvent.click(await within(form).findByRole('button', { name: 'Save', busy: false }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved).toEqual([
      { path: tenantForm(settings.path, true, TENANT), body: expect.objectContaining(row) },
    ]);
  });

  it('creates a row through a checked form', async () => {
    const described = resource();
    if (!actionsOf(described).includes('create') || !described.route) return;
    // A route need not start with its module's name (`/novoMagic` shows hfaq/data-file); a
    // settings resource's rows are created on the platform's list.
    renderAt(
      listPath(described, described.route),
      [described.module],
      described.api?.settings ? SITE_USER : USER,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create', busy: false }));
    const dialog = await screen.findByRole('form', {
      name: `Create ${described.entity.en_US}`,
    });
    const fields = Object.entries(described.fields).filter(
      ([name, field]) =>
        !field.readOnly &&
        field.form !== false &&
        !Object.values(described.routeFilters ?? {}).includes(name),
    );
    for (const [, field] of fields) {
      expect(within(dialog).getAllByText(field.label.en_US).length).toBeGreaterThan(0);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const [name, field] of fields) {
      if (!field.required || field.defaultValue !== undefined) continue;
      if (Object.values(described.routeFilters ?? {}).includes(name)) continue;
      expect(await within(dialog).findByText(`${field.label.en_US} is required`)).toBeVisible();
    }
  });

  it('opens its detail page with every line set', async () => {
    const described = resource();
    if (!described.detailRoute) return;
    const row = answerRow(described, rowsOf(described)[0] ?? {}, 0);
    renderAt(fillRoute(described.detailRoute, row));
    const name = String(row[described.nameField] ?? '');
    expect(
      await screen.findByRole('heading', { name: `${described.title.en_US} · ${name}` }),
    ).toBeVisible();
    for (const set of described.lines ?? []) {
      const lineResource = resources.find((item) => resourceKey(item) === set.resource);
      expect(
        await screen.findByRole('tab', { name: lineResource?.title.en_US ?? set.key }),
      ).toBeVisible();
    }
    // What the server keeps (a status, where a process waits) shows too, and cannot be typed in.
    const form = await screen.findByRole('form', { name: 'Basic information' });
    const kept = Object.entries(described.fields).filter(
      ([name, field]) =>
        field.readOnly &&
        field.form !== false &&
        name !== described.parent?.field &&
        !Object.values(described.routeFilters ?? {}).includes(name),
    );
    for (const [name, field] of kept) {
      expect(within(form).getAllByText(field.label.en_US).length).toBeGreaterThan(0);
      if (field.kind === 'text') {
        const input = within(form).getByRole('textbox', { name: field.label.en_US });
        expect(input).toHaveAttribute('readonly');
      }
      // Empty, a read-only choice shows nothing (not the placeholder asking to choose).
      if (field.kind === 'select' && row[name] === null) {
        const select = within(form).getByRole<HTMLSelectElement>('combobox', {
          name: field.label.en_US,
        });
        expect(select.selectedOptions[0]?.textContent).toBe('');
      }
    }
  });
});
