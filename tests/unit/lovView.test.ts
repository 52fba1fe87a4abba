import { isLovPage, lovModalWidth, resolveLovView } from '../../design-system/Lov/lovView';

describe('lovModalWidth', () => {
  it('is 700 without columns', () => {
    expect(lovModalWidth(null)).toBe(700);
    expect(lovModalWidth({})).toBe(700);
    expect(lovModalWidth({ tableFields: [] })).toBe(700);
  });

  it('is 700 when no column gives a width', () => {
    expect(
      lovModalWidth({
        tableFields: [
          { title: 'Code', dataIndex: 'code' },
          { title: 'Name', dataIndex: 'name', width: null },
        ],
      }),
    ).toBe(700);
  });

  it('is the sum of the column widths plus 300 when they are given', () => {
    expect(
      lovModalWidth({
        tableFields: [
          { title: 'Code', dataIndex: 'code', width: 100 },
          { title: 'Name', dataIndex: 'name', width: 250 },
          { title: 'Remark', dataIndex: 'remark', width: 400 },
        ],
      }),
    ).toBe(1050);
  });

  it('counts 200 for a column without a width when others give one', () => {
    expect(
      lovModalWidth({
        tableFields: [
          { title: 'Code', dataIndex: 'code', width: 120 },
          { title: 'Name', dataIndex: 'name' },
        ],
      }),
    ).toBe(620);
  });
});

describe('resolveLovView', () => {
  it('applies the defaults of SPEC.md: value, name, page size 5, children', () => {
    expect(resolveLovView({ viewCode: 'V' })).toEqual({
      viewCode: 'V',
      valueField: 'value',
      displayField: 'name',
      pageSize: 5,
      childrenFieldName: 'children',
      queryFields: [],
      tableFields: [],
    });
  });

  it('keeps the values the view gives', () => {
    const view = resolveLovView({
      viewCode: 'V',
      valueField: 'id',
      displayField: 'title',
      pageSize: 20,
      childrenFieldName: 'subUnits',
    });
    expect(view).toMatchObject({
      valueField: 'id',
      displayField: 'title',
      pageSize: 20,
      childrenFieldName: 'subUnits',
    });
  });
});

describe('isLovPage', () => {
  it('tells a page from a plain array', () => {
    expect(isLovPage({ content: [], totalElements: 0 })).toBe(true);
    expect(isLovPage([])).toBe(false);
  });
});
