/**
 * What a description says about reading its rows: read-only resources open to every signed-in
 * user, keyword searches, ranges of days, select filters of several values, rows never read,
 * further list pages; the mistakes `defineResource` refuses; the list page built from a page.
 */
import { definitionOf } from '../../app/engine/definition';
import { fields } from '../../domain/engine/fields';
import {
  actionsOf,
  listPagesOf,
  permissionsOf,
  type ResourceDescription,
} from '../../domain/engine/resource';
import { defineResource } from '../../domain/engine/define';
import { parseQuery } from '../../domain/engine/schema';
import { text } from '../../domain/engine/text';

const STATES = [
  { value: 'Open', label: text('Open', '打开') },
  { value: 'Done', label: text('Done', '完成') },
  { value: 'Draft', label: text('Draft', '草稿') },
];

const base: ResourceDescription = {
  module: 'demo',
  name: 'ticket',
  path: 'tickets',
  table: 'demo_ticket_list',
  idField: 'ticketId',
  tenancy: 'tenant',
  readOnly: true,
  permissionLogin: true,
  enabledFlag: false,
  actions: ['create', 'export'],
  title: text('Tickets', '工单'),
  entity: text('ticket', '工单'),
  nameField: 'code',
  search: { fields: ['code', 'title'] },
  excludes: { state: ['Draft'] },
  route: '/demo/ticket',
  pages: [
    {
      route: '/pub/tickets',
      title: text('My tickets', '我的工单'),
      filters: { kind: 'bug' },
      links: { code: '/pub/ticket?ticketId=:ticketId' },
    },
  ],
  fields: {
    code: fields.text(text('Code', '编号'), {
      max: 20,
      readOnly: true,
      link: [{ to: '/demo/ticket/:ticketId', when: { state: ['Open'] } }],
    }),
    title: fields.text(text('Title', '标题'), { max: 60, readOnly: true }),
    state: fields.select(text('State', '状态'), {
      options: STATES,
      readOnly: true,
      filter: true,
      filterParam: 'status',
      shownAs: 'badge',
      tones: { Open: 'processing', Done: 'success' },
    }),
    kind: fields.select(text('Kind', '类型'), {
      options: [
        { value: 'bug', label: text('Bug', '缺陷') },
        { value: 'idea', label: text('Idea', '建议') },
      ],
      readOnly: true,
      filter: true,
    }),
    ownerId: fields.integer(text('Owner', '负责人'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    created: fields.datetime(text('Created', '创建日期'), {
      readOnly: true,
      shownAs: 'date',
      range: ['dateFrom', 'dateTo'],
    }),
  },
};

const ticket = defineResource(base);

describe('a read-only resource', () => {
  it('offers export only, and no query code when every signed-in user reads it', () => {
    expect(actionsOf(ticket)).toEqual(['export']);
    expect(permissionsOf(ticket).map((entry) => entry.code)).toEqual(['demo.ticket.list-export']);
    expect(permissionsOf({ ...ticket, permissionLogin: false })[0]?.code).toBe(
      'demo.ticket.list-query',
    );
  });

  it('may be written too: readers need no code, writers still need theirs', () => {
    const writable = defineResource({ ...base, readOnly: false, actions: ['create', 'edit'] });
    expect(permissionsOf(writable).map((entry) => entry.code)).toEqual([
      'demo.ticket.list-create',
      'demo.ticket.list-edit',
    ]);
  });

  it('lists its own page first, then its further pages', () => {
    expect(listPagesOf(ticket).map((page) => page.route)).toEqual(['/demo/ticket', '/pub/tickets']);
  });
});

describe('its list query', () => {
  const parse = (query: Record<string, unknown>) => parseQuery(ticket, query, 'en_US');

  it('reads a filter by its parameter, several values of a select, a keyword and ranges', () => {
    expect(
      parse({
        status: ['Open', 'Done'],
        kind: 'bug',
        keyword: 'crash',
        dateFrom: '2026-01-01',
        dateTo: '2026-01-31',
      }),
    ).toEqual({
      ok: true,
      value: {
        page: 0,
        size: 10,
        sort: [],
        filters: { state: ['Open', 'Done'], kind: ['bug'] },
        keyword: 'crash',
        ranges: { created: { from: '2026-01-01', to: '2026-01-31' } },
      },
    });
  });

  it("refuses a value not among a select's, and a day that does not exist, naming the field", () => {
    expect(parse({ status: ['Open', 'Lost'] })).toEqual({
      ok: false,
      problems: [{ path: 'state.1', message: 'State must be one of: Open, Done, Draft' }],
    });
    expect(parse({ dateTo: '2026-02-30' })).toEqual({
      ok: false,
      problems: [{ path: 'created', message: 'Created must be a date (YYYY-MM-DD)' }],
    });
    expect(parse({ keyword: 'x'.repeat(101) })).toMatchObject({ ok: false });
  });
});

describe('defineResource', () => {
  it.each<[string, Partial<ResourceDescription>]>([
    ['a read-only resource has no demo rows', { demo: [{ code: 'A' }] }],
    ["search field 'state' must be a text field", { search: { fields: ['state'] } }],
    ["excludes field 'nothing' is not a field", { excludes: { nothing: ['x'] } }],
    [
      "page /pub/tickets: 'title' is not a filter",
      { pages: [{ route: '/pub/tickets', filters: { title: 'x' } }] },
    ],
    [
      "link of 'title' names ':owner', which is not a field",
      {
        fields: {
          ...base.fields,
          title: fields.text(text('Title', '标题'), { max: 60, link: '/x/:owner' }),
        },
      },
    ],
    [
      "badge field 'title' must be a select with options",
      {
        fields: {
          ...base.fields,
          title: fields.text(text('Title', '标题'), { max: 60, shownAs: 'badge' }),
        },
      },
    ],
    [
      "query parameter 'status' is taken",
      {
        fields: {
          ...base.fields,
          title: fields.text(text('Title', '标题'), {
            max: 60,
            filter: true,
            filterParam: 'status',
          }),
        },
      },
    ],
  ])('refuses: %s', (message, change) => {
    expect(() => defineResource({ ...base, ...change })).toThrow(
      `Resource demo/ticket: ${message}`,
    );
  });
});

describe('the list page of a further page', () => {
  const definition = definitionOf(ticket, {}, [], ticket.pages?.[0]);

  it('has its title, sends its fixed filters and offers neither them nor API-only filters', () => {
    expect(definition.title).toEqual(text('My tickets', '我的工单'));
    expect(definition.fixedQuery).toEqual({ kind: 'bug' });
    expect(definition.queryFields.map((field) => field.name)).toEqual([
      'status',
      'keyword',
      'dateFrom',
      'dateTo',
    ]);
    expect(definition.queryFields[3]?.label).toEqual(text('Created to', '创建日期止'));
  });

  it('does not offer the values it never reads, and shows states as badges', () => {
    expect(definition.queryFields[0]?.options?.map((option) => option.value)).toEqual([
      'Open',
      'Done',
    ]);
    const state = definition.columns.find((column) => column.field === 'state');
    expect(state).toMatchObject({ kind: 'status', tones: { Open: 'processing' } });
    expect(definition.columns.find((column) => column.field === 'created')?.kind).toBe('date');
  });

  it("links cells to its own pages, and to the resource's where its `when` holds", () => {
    const own = definition.columns.find((column) => column.field === 'code');
    expect(own?.link?.({ ticketId: 7, state: 'Done' })).toBe('/pub/ticket?ticketId=7');
    expect(own?.link?.({ ticketId: 0 })).toBeUndefined();
    const resourcePage = definitionOf(ticket).columns.find((column) => column.field === 'code');
    expect(resourcePage?.link?.({ ticketId: 7, state: 'Open' })).toBe('/demo/ticket/7');
    expect(resourcePage?.link?.({ ticketId: 7, state: 'Done' })).toBeUndefined();
  });
});
