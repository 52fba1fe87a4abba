/**
 * A description's `api`: HZERO's address of an operation where it is not the engine's own
 * (`endpointsOf`), a row's call with its id in the path or the query (`callOf`), the reads a
 * change makes stale (`readPrefixesOf`), and the mistakes `defineResource` refuses.
 */
import { fields } from '../../domain/engine/fields';
import { actionFormOf, listedWithin, type ResourceDescription } from '../../domain/engine/resource';
import { checkWithinReferences, defineResource } from '../../domain/engine/define';
import { callOf, endpointsOf, readPrefixesOf, tenantForm } from '../../domain/engine/address';
import { isLockedRow, lockedMessage } from '../../domain/engine/messages';
import { text } from '../../domain/engine/text';

const base: ResourceDescription = {
  module: 'demo',
  name: 'model',
  path: 'models',
  table: 'demo_model',
  idField: 'modelId',
  tenancy: 'tenant',
  title: text('Models', '模型'),
  entity: text('model', '模型'),
  nameField: 'modelName',
  route: '/demo/model',
  detailRoute: '/demo/model/detail/:modelId',
  lines: [
    { key: 'fields', resource: 'demo/model-field' },
    { key: 'tags', resource: 'demo/model-tag' },
  ],
  fields: { modelName: fields.text(text('Name', '名称'), { max: 30, required: true }) },
};

describe("a description's api", () => {
  it("answers the engine's own addresses when it names none", () => {
    const endpoints = endpointsOf(base);
    expect(endpoints).toEqual({
      list: { method: 'GET', path: '/demo/v1[/{tenantId}]/models' },
      tree: { method: 'GET', path: '/demo/v1[/{tenantId}]/models/tree' },
      get: { method: 'GET', path: '/demo/v1[/{tenantId}]/models/{id}' },
      create: { method: 'POST', path: '/demo/v1[/{tenantId}]/models' },
      update: { method: 'PUT', path: '/demo/v1[/{tenantId}]/models' },
      save: { method: 'PUT', path: '/demo/v1[/{tenantId}]/models/{id}' },
      remove: { method: 'DELETE', path: '/demo/v1[/{tenantId}]/models' },
      lines: {
        fields: { method: 'GET', path: '/demo/v1[/{tenantId}]/models/{id}/fields' },
        tags: { method: 'GET', path: '/demo/v1[/{tenantId}]/models/{id}/tags' },
      },
      lineWrites: {},
      actions: {},
    });
    expect(readPrefixesOf(base)).toEqual(['/demo/v1[/{tenantId}]/models']);
  });

  it("puts HZERO's paths and methods where it names them, with the id in a path or a query", () => {
    const named = defineResource({
      ...base,
      tenancy: 'site',
      api: {
        list: 'customize/model/list',
        get: 'customize/model/detail?modelId={id}',
        create: 'customize/model/create',
        update: 'POST customize/model/modify',
        remove: 'models/delete',
        lines: { fields: 'model-fields/{id}' },
      },
    });
    const endpoints = endpointsOf(named);
    expect(endpoints.list).toEqual({ method: 'GET', path: '/demo/v1/customize/model/list' });
    expect(endpoints.create).toEqual({ method: 'POST', path: '/demo/v1/customize/model/create' });
    // One address for both updates: the list's dialog and the detail page's save.
    expect(endpoints.update).toEqual({ method: 'POST', path: '/demo/v1/customize/model/modify' });
    expect(endpoints.save).toEqual(endpoints.update);
    expect(endpoints.remove).toEqual({ method: 'DELETE', path: '/demo/v1/models/delete' });
    expect(endpoints.lines.tags).toEqual({ method: 'GET', path: '/demo/v1/models/{id}/tags' });
    expect(callOf(endpoints.get, 12)).toEqual({
      method: 'GET',
      path: '/demo/v1/customize/model/detail',
      query: { modelId: '12' },
    });
    expect(callOf(endpoints.lines.fields!, 12)).toEqual({
      method: 'GET',
      path: '/demo/v1/model-fields/12',
      query: {},
    });
    // Every place a row is read from, once: a change makes all of them stale.
    expect(readPrefixesOf(named)).toEqual([
      '/demo/v1/customize/model/list',
      '/demo/v1/customize/model/detail',
      '/demo/v1/model-fields',
      '/demo/v1/models',
    ]);
  });

  it('writes a line set apart from its header where HZERO does, at its default methods', () => {
    const apart = defineResource({
      ...base,
      api: {
        lineWrites: {
          fields: {
            create: 'models/{id}/fields',
            update: 'models/{id}/fields',
            remove: 'POST models/{id}/fields/batch-delete',
          },
          tags: { remove: 'model-tags/batch-delete' },
        },
      },
    });
    expect(endpointsOf(apart).lineWrites).toEqual({
      fields: {
        create: { method: 'POST', path: '/demo/v1[/{tenantId}]/models/{id}/fields' },
        update: { method: 'PUT', path: '/demo/v1[/{tenantId}]/models/{id}/fields' },
        remove: { method: 'POST', path: '/demo/v1[/{tenantId}]/models/{id}/fields/batch-delete' },
      },
      // Only removed tags go apart: new and changed ones are saved with the model.
      tags: { remove: { method: 'DELETE', path: '/demo/v1[/{tenantId}]/model-tags/batch-delete' } },
    });
    const refused = (lineWrites: NonNullable<ResourceDescription['api']>['lineWrites']) => () =>
      defineResource({ ...base, api: { lineWrites } });
    expect(refused({ notes: { remove: 'notes/batch-delete' } })).toThrow(
      "api lineWrites 'notes' is no line set",
    );
    // New tags apart, each change with the model: HZERO's list form of a create.
    const created = defineResource({
      ...base,
      api: { lineWrites: { tags: { remove: 'tags/delete', create: 'models/{id}/tags []' } } },
    });
    expect(endpointsOf(created).lineWrites.tags?.create).toEqual({
      method: 'POST',
      path: '/demo/v1[/{tenantId}]/models/{id}/tags',
      many: true,
    });
    // HZERO's code-rule-detail: one address creates a line and changes one that names its id.
    const upsert = defineResource({
      ...base,
      api: { lineWrites: { tags: { create: 'tags', update: 'POST tags', remove: 'tags' } } },
    });
    expect(endpointsOf(upsert).lineWrites.tags?.update).toEqual(
      endpointsOf(upsert).lineWrites.tags?.create,
    );
    expect(refused({ tags: { create: 'tags []', update: 'POST tags', remove: 'tags' } })).toThrow(
      "api lineWrites 'tags' creates and updates at one address in two forms",
    );
    // HZERO's flex model fields: created and changed apart, removed with the model.
    const kept = defineResource({
      ...base,
      api: { lineWrites: { tags: { create: 'tags/create', update: 'POST tags/modify' } } },
    });
    expect(endpointsOf(kept).lineWrites.tags).toEqual({
      create: { method: 'POST', path: '/demo/v1[/{tenantId}]/tags/create' },
      update: { method: 'POST', path: '/demo/v1[/{tenantId}]/tags/modify' },
    });
    expect(refused({ tags: {} })).toThrow("api lineWrites 'tags' names no write");
    // HZERO's one-line removal (a rule deleted per call): marked for the page and the server.
    const one = defineResource({
      ...base,
      api: { lineWrites: { tags: { remove: 'model-tags', removeOne: true } } },
    });
    expect(endpointsOf(one).lineWrites.tags).toEqual({
      remove: { method: 'DELETE', path: '/demo/v1[/{tenantId}]/model-tags' },
      removeOne: true,
    });
    // HZERO's id lists: tags added and removed as a list of their tagId values, under {id}.
    const byValue = defineResource({
      ...base,
      api: {
        lineWrites: {
          tags: {
            create: 'models/{id}/assign-tag',
            remove: 'models/{id}/recycle-tag',
            ids: 'tagId',
          },
        },
      },
    });
    expect(endpointsOf(byValue).lineWrites.tags).toEqual({
      create: { method: 'POST', path: '/demo/v1[/{tenantId}]/models/{id}/assign-tag' },
      remove: { method: 'DELETE', path: '/demo/v1[/{tenantId}]/models/{id}/recycle-tag' },
      ids: 'tagId',
    });
    expect(refused({ tags: { remove: 'models/{id}/tags', ids: 'tagId' } })).toThrow(
      "api lineWrites 'tags' ids 'tagId': lines are added (create) and removed by value, one list each, never changed",
    );
    expect(refused({ tags: { create: 'tags', remove: 'models/{id}/tags', ids: 'tagId' } })).toThrow(
      "api lineWrites 'tags' ids 'tagId': the create and remove addresses name the header's {id}",
    );
    expect(refused({ tags: { remove: 'tags/{tagId}/delete' } })).toThrow(
      "api lineWrites 'tags' remove 'tags/{tagId}/delete' names a field other than {id}",
    );
    expect(refused({ tags: { remove: 'tags/delete []' } })).toThrow(
      "api lineWrites 'tags' remove 'tags/delete []': a removal always sends a list",
    );
    expect(refused({ tags: { remove: 'tags?tagId={id}' } })).toThrow(
      "api lineWrites 'tags' remove 'tags?tagId={id}' is not a path after /v1[/{tenantId}]/",
    );
  });

  it('marks a batch save ( []): a list sent and answered', () => {
    const batch = defineResource({
      ...base,
      api: { create: 'models []', update: 'POST models []' },
    });
    const endpoints = endpointsOf(batch);
    expect(endpoints.create).toEqual({
      method: 'POST',
      path: '/demo/v1[/{tenantId}]/models',
      many: true,
    });
    expect(endpoints.update).toEqual(endpoints.create);
    expect(endpoints.list).toEqual({ method: 'GET', path: '/demo/v1[/{tenantId}]/models' });
  });

  it("fills a create's or an update's path with the row's fields it names", () => {
    const nested = defineResource({
      ...base,
      fields: { ...base.fields, groupId: fields.integer(text('Group', '组'), { required: true }) },
      api: { create: 'groups/{groupId}/models', update: 'groups/{groupId}/models/{id}' },
    });
    const endpoints = endpointsOf(nested);
    expect(callOf(endpoints.create, '', { groupId: 4, modelName: 'x' }).path).toBe(
      '/demo/v1[/{tenantId}]/groups/4/models',
    );
    expect(callOf(endpoints.update, 9, { groupId: 4 }).path).toBe(
      '/demo/v1[/{tenantId}]/groups/4/models/9',
    );
  });

  it.each([
    [{ list: 'groups/{modelName}/models' }, 'names one reference field at most ({modelName})'],
    [{ get: 'groups/{modelName}/{id}' }, 'only a list, a create or an update names {modelName}'],
    [{ create: 'groups/{modelName}/models' }, '{modelName} is not a whole-number field'],
    [{ list: 'models []' }, "api list 'models []': only a create or an update sends a list"],
    [{ list: 'models/{id}' }, "api list 'models/{id}' must not name {id}"],
    [{ get: 'models/detail' }, "api get 'models/detail' must name {id}"],
    [{ create: '/models' }, "api create '/models' is not a path after /v1[/{tenantId}]/"],
    [{ remove: 'PATCH models' }, "api remove 'PATCH models' is not a path after /v1[/{tenantId}]/"],
    [{ update: 'models?modelId={id}' }, "api update 'models?modelId={id}' carries the id"],
    [{ tree: 'models/all' }, 'api tree needs a tree'],
    [{ lines: { values: 'values/{id}' } }, "api lines 'values' is no line set"],
    [{ lines: { fields: 'model-fields' } }, "api lines 'fields' 'model-fields' must name {id}"],
  ])('refuses %j', (api, message) => {
    expect(() => defineResource({ ...base, api })).toThrow(message);
  });

  it('lists rows under a row of another resource, picked within a field of the same form', () => {
    const group = defineResource({ ...base, name: 'group', path: 'groups', lines: undefined });
    const model = defineResource({
      ...base,
      lines: undefined,
      detailRoute: undefined,
      api: { list: 'groups/{groupId}/models' },
      fields: {
        ...base.fields,
        groupId: fields.reference(text('Group', '组'), { resource: 'demo/group', display: 'x' }),
      },
    });
    expect(listedWithin(model)).toBe('groupId');
    expect(listedWithin(group)).toBeUndefined();
    const form = (within: string, resource = 'demo/group') =>
      defineResource({
        ...base,
        name: 'form',
        idField: 'formId',
        lines: undefined,
        detailRoute: undefined,
        fields: {
          ...base.fields,
          groupId: fields.reference(text('Group', '组'), { resource, display: 'x' }),
          otherId: fields.reference(text('Other', '其他'), { resource, display: 'x' }),
          modelId: fields.reference(text('Model', '模型'), {
            resource: 'demo/model',
            display: 'modelName',
            within,
          }),
        },
      });
    const all = (...resources: ResourceDescription[]) =>
      new Map(resources.map((item) => [`${item.module}/${item.name}`, item]));
    expect(() => checkWithinReferences(all(group, model, form('groupId')))).not.toThrow();
    expect(() => checkWithinReferences(all(group, model, form('otherId')))).toThrow(
      "reference 'modelId' is within 'otherId', but demo/model is not listed under",
    );
    expect(() => checkWithinReferences(all(group, model, form('groupId', 'demo/model')))).toThrow(
      "reference 'modelId' is within 'groupId'",
    );
    expect(() => form('modelName')).toThrow(
      "reference 'modelId' is within 'modelName', which is no other reference field",
    );
  });

  it("calls a custom action at the engine's own address, or HZERO's where it names one", () => {
    const actions = defineResource({
      ...base,
      customActions: [
        { key: 'lock', label: text('Lock', '锁定'), on: 'row' },
        { key: 'unlock', label: text('Unlock', '解锁'), on: 'row', api: 'models/{id}/unlocked' },
        { key: 'refresh', label: text('Refresh', '刷新'), on: 'toolbar' },
        { key: 'apply', label: text('Apply', '应用'), on: 'toolbar', api: 'PUT models/apply' },
        { key: 'test', label: text('Test', '测试'), on: 'form', api: 'models/test-connection' },
      ],
    });
    const endpoints = endpointsOf(actions).actions;
    expect(endpoints).toEqual({
      lock: { method: 'POST', path: '/demo/v1[/{tenantId}]/models/{id}/lock' },
      unlock: { method: 'POST', path: '/demo/v1[/{tenantId}]/models/{id}/unlocked' },
      refresh: { method: 'POST', path: '/demo/v1[/{tenantId}]/models/refresh' },
      apply: { method: 'PUT', path: '/demo/v1[/{tenantId}]/models/apply' },
      test: { method: 'POST', path: '/demo/v1[/{tenantId}]/models/test-connection' },
    });
    expect(callOf(endpoints.unlock!, 7).path).toBe('/demo/v1[/{tenantId}]/models/7/unlocked');
  });

  it('keeps the rows lockedWhen names as they are, saying why in both languages', () => {
    const status = fields.select(text('Status', '状态'), {
      options: [
        { value: 'DRAFT', label: text('Draft', '草稿') },
        { value: 'PUBLISHED', label: text('Published', '已发布') },
      ],
    });
    const locked = defineResource({
      ...base,
      fields: { ...base.fields, status },
      lockedWhen: { status: ['PUBLISHED'] },
    });
    const row = { modelId: 3, modelName: 'M1', status: 'PUBLISHED' };
    expect(isLockedRow(locked, row)).toBe(true);
    expect(isLockedRow(locked, { ...row, status: 'DRAFT' })).toBe(false);
    expect(isLockedRow(base, row)).toBe(false);
    expect([lockedMessage(locked, row, 'en_US'), lockedMessage(locked, row, 'zh_CN')]).toEqual([
      `The ${base.entity.en_US} M1 is Published: it cannot be changed or deleted`,
      `${base.entity.zh_CN} M1 当前为已发布，不能修改或删除`,
    ]);
    expect(() => defineResource({ ...base, lockedWhen: { state: ['X'] } })).toThrow(
      "lockedWhen field 'state' is not a field",
    );
  });

  it('lets a row or toolbar action ask for plain values, as a create of them is checked', () => {
    const reason = fields.longtext(text('Reason', '原因'), { max: 240 });
    const refuse = { key: 'refuse', label: text('Refuse', '拒绝'), on: 'row' as const };
    const resource = defineResource({ ...base, customActions: [{ ...refuse, form: { reason } }] });
    const action = resource.customActions?.[0];
    expect(action && actionFormOf(resource, action)).toMatchObject({
      fields: { reason },
      idField: 'modelId',
      title: refuse.label,
      enabledFlag: false,
    });
    const refused = (extra: object, message: string) =>
      expect(() => defineResource({ ...base, customActions: [{ ...refuse, ...extra }] })).toThrow(
        message,
      );
    refused(
      { on: 'selection', form: { reason } },
      "action 'refuse' form: only a row or toolbar action asks for values",
    );
    refused({ form: {} }, "action 'refuse' form asks for nothing");
    refused({ form: { modelId: reason } }, "action 'refuse' form field 'modelId' is the row's id");
    refused(
      { form: { note: fields.tl(text('Note', '备注'), { max: 20 }) } },
      "action 'refuse' form field 'note': a tl field is kept, not asked",
    );
  });

  it('lets a row action leave the id out of its address (the row then goes in the body)', () => {
    const trigger = { key: 'trigger', label: text('Run', '执行'), on: 'row' as const };
    const resource = defineResource({
      ...base,
      customActions: [{ ...trigger, api: 'models/trigger' }],
    });
    expect(endpointsOf(resource).actions.trigger).toEqual({
      method: 'POST',
      path: '/demo/v1[/{tenantId}]/models/trigger',
    });
  });

  it.each([
    ['toolbar', 'models/{id}/apply', "action 'a' api 'models/{id}/apply' must not name {id}"],
    ['toolbar', 'GET models/apply', "action 'a' api 'GET models/apply': an action changes state"],
    ['toolbar', 'models/apply []', "action 'a' api 'models/apply []': an action changes state"],
    ['row', 'models/x?modelId={id}', "action 'a' api 'models/x?modelId={id}' is not a path"],
    ['row', 'groups/{groupId}/models/{id}/x', "api 'groups/{groupId}/models/{id}/x' names a field"],
  ] as const)('refuses a %s action at %j', (on, api, message) => {
    const action = { key: 'a', label: text('A', 'A'), on, api };
    expect(() => defineResource({ ...base, customActions: [action] })).toThrow(message);
  });

  it('offers a selection query to a selection action only', () => {
    const label = text('Apply', '应用');
    const apply = { key: 'apply', label, on: 'selection' as const, selectionQuery: 'modelIds' };
    expect(() => defineResource({ ...base, customActions: [apply] })).not.toThrow();
    expect(() =>
      defineResource({ ...base, customActions: [{ ...apply, on: 'toolbar' as const }] }),
    ).toThrow("action 'apply': only a selection action has a selectionQuery");
    expect(() =>
      defineResource({ ...base, customActions: [{ ...apply, api: 'models/{id}/apply' }] }),
    ).toThrow("action 'apply' api 'models/{id}/apply' must not name {id}");
  });

  it('puts a tenantOnly resource at the tenant form of its paths only', () => {
    const tenantOnly = defineResource({ ...base, tenantOnly: true, api: { list: 'users/paging' } });
    const endpoints = endpointsOf(tenantOnly);
    expect(endpoints.list.path).toBe('/demo/v1/{tenantId}/users/paging');
    expect(endpoints.get.path).toBe('/demo/v1/{tenantId}/models/{id}');
    expect(() => defineResource({ ...base, tenancy: 'site', tenantOnly: true })).toThrow(
      'a site resource has no tenant form',
    );
  });

  it('puts a read at another site address where it names one, its tenant form unchanged', () => {
    const site = defineResource({
      ...base,
      api: { get: 'models/detail/{id}', site: { list: 'models/{tenantId}' } },
    });
    const endpoints = endpointsOf(site);
    expect(endpoints.list).toEqual({
      method: 'GET',
      path: '/demo/v1[/{tenantId}/models|/models/{tenantId}]',
    });
    expect(tenantForm(endpoints.list.path, true, 7)).toBe('/demo/v1/7/models');
    expect(tenantForm(endpoints.list.path, false, 0)).toBe('/demo/v1/models/0');
    // Other templates: the tenant part only in the tenant form, a fixed tenant in both.
    expect(tenantForm(endpoints.get.path, true, 7)).toBe('/demo/v1/7/models/detail/{id}');
    expect(tenantForm(endpoints.get.path, false, 0)).toBe('/demo/v1/models/detail/{id}');
    expect(tenantForm('/demo/v1/{organizationId}/x', false, 3)).toBe('/demo/v1/3/x');
    expect(readPrefixesOf(site)).toContain('/demo/v1[/{tenantId}/models|/models/{tenantId}]');
  });

  it.each([
    [{ site: { list: 'models' } }, "api site list 'models' is not a path after /v1/ naming"],
    [{ site: { list: 'models/{tenantId}/{id}' } }, 'must not name {id}'],
    [{ site: { get: 'models/{tenantId}' } }, "api site get 'models/{tenantId}' must name {id}"],
    [{ site: { tree: 'models/{tenantId}/tree' } }, 'api site tree needs a tree'],
  ])('refuses the site form %j', (api, message) => {
    expect(() => defineResource({ ...base, api })).toThrow(message);
  });

  it('names no site form of a resource without one', () => {
    const api = { site: { list: 'models/{tenantId}' } };
    expect(() => defineResource({ ...base, tenancy: 'site', api })).toThrow(
      'only a resource with site and tenant forms has a site form',
    );
    expect(() => defineResource({ ...base, tenantOnly: true, api })).toThrow(
      'only a resource with site and tenant forms has a site form',
    );
  });

  it("reads and saves a singleton's tenant settings as one object at its path", () => {
    const { lines: _lines, detailRoute: _detail, ...plain } = base;
    const settings = defineResource({ ...plain, singleton: true, api: { settings: true } });
    const endpoints = endpointsOf(settings);
    expect(endpoints.settings).toEqual({ method: 'GET', path: '/demo/v1/{tenantId}/models' });
    // The site form keeps the list of every tenant's rows.
    expect(tenantForm(endpoints.list.path, false)).toBe('/demo/v1/models');
    expect(readPrefixesOf(settings)).toEqual([
      '/demo/v1[/{tenantId}]/models',
      '/demo/v1/{tenantId}/models',
    ]);
    expect(endpointsOf(base).settings).toBeUndefined();
    const refused = 'api settings needs a singleton with site and tenant forms';
    expect(() => defineResource({ ...plain, api: { settings: true } })).toThrow(refused);
    expect(() =>
      defineResource({ ...plain, singleton: true, tenantOnly: true, api: { settings: true } }),
    ).toThrow(refused);
    expect(() =>
      defineResource({ ...plain, singleton: true, api: { settings: true, list: 'models/all' } }),
    ).toThrow('api settings reads and saves at the path: no api list or update');
  });

  it('offers a form action (the form posted as it is) on a detail page only', () => {
    const test = { key: 'test', label: text('Test', '测试'), on: 'form' as const };
    expect(() => defineResource({ ...base, customActions: [test] })).not.toThrow();
    const { detailRoute: _detail, lines: _lines, ...withoutDetail } = base;
    expect(() => defineResource({ ...withoutDetail, customActions: [test] })).toThrow(
      "form action 'test' needs a detail page (detailRoute)",
    );
  });

  it('refuses fields unique together that are fewer than two or not readable, and a file field naming no record that can be written', () => {
    const code = fields.text(text('Code', '编码'), { max: 30 });
    const secret = fields.text(text('Secret', '密钥'), { max: 30, writeOnly: true, column: false });
    const described = { ...base, fields: { ...base.fields, code, secret } };
    expect(() =>
      defineResource({ ...described, uniqueTogether: [{ fields: ['modelName', 'code'] }] }),
    ).not.toThrow();
    expect(() => defineResource({ ...described, uniqueTogether: [{ fields: ['code'] }] })).toThrow(
      'uniqueTogether needs two fields or more',
    );
    for (const name of ['secret', 'missing']) {
      expect(() =>
        defineResource({ ...described, uniqueTogether: [{ fields: ['code', name] }] }),
      ).toThrow(`uniqueTogether field '${name}' is no readable field`);
    }
    const listed = (readOnly: boolean) =>
      defineResource({
        ...base,
        fields: {
          ...base.fields,
          fileUrl: fields.file(text('File', '文件'), { bucket: 'demo', names: false, readOnly }),
        },
      });
    expect(() => listed(true)).not.toThrow();
    expect(() => listed(false)).toThrow(
      "file field 'fileUrl' names no record of its file, so it must be read-only",
    );
  });
});
