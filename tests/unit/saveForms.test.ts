import { saveForms, type SaveableForm } from '../../design-system/Form/saveForms';

const valid = (): Promise<Record<string, unknown>> => Promise.resolve({});

describe('saveForms', () => {
  it('collects the rows of every valid form, one-row forms and row lists alike', async () => {
    const header: SaveableForm = {
      name: 'header',
      validate: valid,
      values: { id: 7, title: 'Batch 7', _status: 'update' },
    };
    const lines: SaveableForm = {
      name: 'lines',
      validate: valid,
      values: [
        { lineId: 1, sample: 'S1', _status: 'update' },
        { lineId: 2, sample: 'S2', _status: 'delete' },
      ],
    };
    const result = await saveForms([header, lines]);
    expect(result).toEqual({
      ok: true,
      rows: [
        { id: 7, title: 'Batch 7', _status: 'update' },
        { lineId: 1, sample: 'S1', _status: 'update' },
        { lineId: 2, sample: 'S2', _status: 'delete' },
      ],
      rowsByForm: {
        header: [{ id: 7, title: 'Batch 7', _status: 'update' }],
        lines: [
          { lineId: 1, sample: 'S1', _status: 'update' },
          { lineId: 2, sample: 'S2', _status: 'delete' },
        ],
      },
    });
  });

  it('drops excluded fields from created rows only', async () => {
    const result = await saveForms([
      {
        name: 'lines',
        validate: valid,
        excludedFields: ['lineId', 'tempKey'],
        values: [
          { lineId: 'new-1', tempKey: 'x', sample: 'S9', _status: 'create' },
          { lineId: 2, tempKey: 'y', sample: 'S2', _status: 'update' },
          { lineId: 3, tempKey: 'z', sample: 'S3' },
        ],
      },
    ]);
    expect(result.ok && result.rows).toEqual([
      { sample: 'S9', _status: 'create' },
      { lineId: 2, tempKey: 'y', sample: 'S2', _status: 'update' },
      { lineId: 3, tempKey: 'z', sample: 'S3' },
    ]);
  });

  it('does not change the values it was given', async () => {
    const row = { lineId: 'new-1', sample: 'S9', _status: 'create' as const };
    await saveForms([
      { name: 'lines', validate: valid, excludedFields: ['lineId'], values: [row] },
    ]);
    expect(row).toEqual({ lineId: 'new-1', sample: 'S9', _status: 'create' });
  });

  it('lists every failure of every form, not just the first, and returns no rows', async () => {
    const header: SaveableForm = {
      name: 'header',
      validate: () =>
        Promise.resolve({ title: 'Title is required', contact: { email: 'Bad e-mail' } }),
      values: { title: '' },
    };
    const fine: SaveableForm = { name: 'fine', validate: valid, values: { a: 1 } };
    const lines: SaveableForm = {
      name: 'lines',
      validate: () =>
        Promise.resolve({
          rows: [undefined, { sample: 'Sample name is required', volume: 'Too small' }],
        }),
      values: [{ sample: 'S1' }, { sample: '' }],
    };
    const result = await saveForms([header, fine, lines]);
    expect(result).toEqual({
      ok: false,
      failures: [
        { form: 'header', field: 'title', message: 'Title is required' },
        { form: 'header', field: 'contact.email', message: 'Bad e-mail' },
        { form: 'lines', field: 'rows[1].sample', message: 'Sample name is required' },
        { form: 'lines', field: 'rows[1].volume', message: 'Too small' },
      ],
    });
  });

  it('validates every form even when an earlier one fails', async () => {
    const second = jest.fn(valid);
    await saveForms([
      { name: 'first', validate: () => Promise.resolve({ a: 'wrong' }), values: {} },
      { name: 'second', validate: second, values: {} },
    ]);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('counts a validation that throws as a failure of its form', async () => {
    const result = await saveForms([
      { name: 'broken', validate: () => Promise.reject(new Error('schema exploded')), values: {} },
    ]);
    expect(result).toEqual({
      ok: false,
      failures: [{ form: 'broken', field: '', message: 'schema exploded' }],
    });
  });

  it('treats a validate resolving to nothing as valid', async () => {
    const result = await saveForms([
      { name: 'f', validate: () => Promise.resolve(undefined), values: { a: 1 } },
    ]);
    expect(result).toEqual({ ok: true, rows: [{ a: 1 }], rowsByForm: { f: [{ a: 1 }] } });
  });

  it('succeeds with no rows when there are no forms', async () => {
    expect(await saveForms([])).toEqual({ ok: true, rows: [], rowsByForm: {} });
  });
});
