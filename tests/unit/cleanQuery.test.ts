import { cleanQuery } from '../../design-system';

describe('cleanQuery', () => {
  it('drops null, undefined, empty strings and empty arrays', () => {
    expect(
      cleanQuery({
        name: 'sample',
        code: '',
        status: null,
        owner: undefined,
        tags: [],
        ids: [1, 2],
        page: 0,
        enabled: false,
        blank: ' ',
        range: { from: '' },
      }),
    ).toEqual({
      name: 'sample',
      ids: [1, 2],
      page: 0,
      enabled: false,
      blank: ' ',
      range: { from: '' },
    });
  });

  it('leaves its argument unchanged', () => {
    const query = { a: '', b: 1 };
    cleanQuery(query);
    expect(query).toEqual({ a: '', b: 1 });
  });

  it('gives an empty object for a missing query', () => {
    expect(cleanQuery(null)).toEqual({});
    expect(cleanQuery(undefined)).toEqual({});
  });
});
