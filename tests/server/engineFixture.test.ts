/**
 * Engine rules no description exercises yet, on an engine of its own over a fresh database:
 * a custom action's `when` (a selection action refuses when one of the selected rows is outside
 * it, a form action when the stored row is, or for a row not saved yet the values), and
 * `uniqueTogether` over a reference (the refusal names the country, not its id). The fixture is
 * the countries' description with two such actions, and the regions' with their country and
 * name unique together.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineResource } from '../../domain/engine/define';
import type { ResourceDescription } from '../../domain/engine/resource';
import { text } from '../../domain/engine/text';
import country from '../../domain/resources/hpfm/country';
import regionDescription from '../../domain/resources/hpfm/region';
import type { AppContext } from '../../server/context';
import { openDatabase, type Db } from '../../server/db/database';
import type { ResourceHooks } from '../../server/engine/hooks';
import { Engine, type EngineScope, type Row } from '../../server/engine/service';
import { SqliteStore } from '../../server/engine/sqliteStore';

const resource = defineResource({
  ...country,
  detailRoute: '/hpfm/country/detail/:countryId',
  customActions: [
    {
      key: 'publish',
      label: text('Publish', '发布'),
      on: 'selection',
      when: { enabledFlag: [1] },
    },
    {
      key: 'check',
      label: text('Check', '检查'),
      on: 'form',
      when: { enabledFlag: [1] },
    },
  ],
});

const region = defineResource({
  ...regionDescription,
  demo: undefined,
  uniqueTogether: [{ fields: ['countryId', 'regionName'] }],
});

/** What the hooks were given, each run. */
const runs: { key: string; row?: Row; selected: readonly Row[] }[] = [];
const hooks: ResourceHooks = {
  actions: {
    publish: (_context, row, _body, selected) => {
      runs.push({ key: 'publish', row, selected });
      return { message: 'published' };
    },
    check: (_context, row, _body, selected) => {
      runs.push({ key: 'check', row, selected });
      return { message: 'checked' };
    },
  },
};

let dir: string;
let db: Db;
let engine: Engine;
const scope: EngineScope = {
  tenantId: 0,
  lang: 'en_US',
  timeZone: 'GMT+8',
  now: Date.UTC(2026, 10, 29),
  userId: null,
  role: null,
  may: () => true,
};
let enabled: Row;
let disabled: Row;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hzero-when-'));
  db = openDatabase(dir);
  db.prepare(
    "INSERT INTO tenants (id, tenant_num, tenant_name, creation_date, last_update_date) VALUES (0, 'SITE', 'Site', 0, 0)",
  ).run();
  const key = 'hpfm/country';
  const resources = new Map<string, ResourceDescription>([
    [key, resource],
    ['hpfm/region', region],
  ]);
  engine = new Engine(
    resources,
    new Map([[key, hooks]]),
    new SqliteStore(db, (asked) => resources.get(asked)),
    Buffer.alloc(32, 1),
    { db, now: () => scope.now } as unknown as AppContext,
  );
  enabled = engine.create(resource, scope, { countryCode: 'AA', countryName: 'Aland' });
  const created = engine.create(resource, scope, { countryCode: 'BB', countryName: 'Borduria' });
  engine.setEnabled(resource, scope, [Number(created.countryId)], false);
  disabled = engine.get(resource, scope, Number(created.countryId));
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  runs.length = 0;
});

/** The message the action's refusal gives, or 'ran' when it ran. */
async function outcome(run: () => unknown): Promise<string> {
  try {
    await run();
    return 'ran';
  } catch (error) {
    return (error as Error).message;
  }
}

it('runs a selection action on rows inside its `when`, and refuses one outside it', async () => {
  const [enabledId, disabledId] = [Number(enabled.countryId), Number(disabled.countryId)];
  expect(
    await outcome(() =>
      engine.action(resource, scope, 'publish', undefined, undefined, [enabledId, disabledId]),
    ),
  ).toBe('The country Borduria is Disabled: “Publish” is not possible now');
  expect(runs).toEqual([]);
  expect(
    await outcome(() =>
      engine.action(resource, scope, 'publish', undefined, undefined, [enabledId]),
    ),
  ).toBe('ran');
  expect(runs.map((run) => run.selected.map((row) => row.countryName))).toEqual([['Aland']]);
});

it('checks a form action’s `when` on the stored row, not on the values typed over it', async () => {
  const typed = (row: Row) => ({ ...row, countryName: 'Typed', enabledFlag: 1 });
  expect(
    await outcome(() => engine.action(resource, scope, 'check', undefined, typed(disabled))),
  ).toBe('The country Borduria is Disabled: “Check” is not possible now');
  expect(
    await outcome(() => engine.action(resource, scope, 'check', undefined, typed(enabled))),
  ).toBe('ran');
  expect(runs.map((run) => run.row?.countryName)).toEqual(['Typed']);
});

it('checks a form action’s `when` on the values of a row not saved yet', async () => {
  const fresh = { countryCode: 'CC', countryName: 'Carpania' };
  expect(
    await outcome(() =>
      engine.action(resource, scope, 'check', undefined, { ...fresh, enabledFlag: 0 }),
    ),
  ).toBe('The country Carpania is Disabled: “Check” is not possible now');
  expect(
    await outcome(() =>
      engine.action(resource, scope, 'check', undefined, { ...fresh, enabledFlag: 1 }),
    ),
  ).toBe('ran');
});

it('refuses a region whose country and name another region has, naming the country', async () => {
  const countryId = Number(enabled.countryId);
  engine.create(region, scope, { regionCode: 'AA-1', regionName: 'Mariehamn', countryId });
  const again = { regionCode: 'AA-2', regionName: 'MARIEHAMN', countryId };
  expect(await outcome(() => engine.create(region, scope, again))).toBe(
    'A region with Country Aland, Region name MARIEHAMN already exists',
  );
  expect(await outcome(() => engine.create(region, { ...scope, lang: 'zh_CN' }, again))).toBe(
    '所属国家 Aland、地区名称 MARIEHAMN的地区已存在',
  );
  // The same name in another country is another region.
  const other = Number(disabled.countryId);
  expect(await outcome(() => engine.create(region, scope, { ...again, countryId: other }))).toBe(
    'ran',
  );
});
