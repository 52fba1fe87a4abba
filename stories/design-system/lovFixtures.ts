import type { LovDataQuery, LovPage, LovRow, LovView, ResolvedLovView } from '../../design-system';

/** A paged view whose columns give widths (160 + 260 + 300 = 720 px wide). */
export const COMPANY_VIEW: LovView = {
  viewCode: 'HPFM.COMPANY',
  viewName: 'Company',
  lovCode: 'HPFM.COMPANY',
  valueField: 'companyId',
  displayField: 'companyName',
  title: 'Choose a company',
  pageSize: 5,
  queryFields: [
    { field: 'companyNum', label: 'Company code', dataType: 'INPUT' },
    { field: 'companyName', label: 'Company name', dataType: 'INPUT' },
  ],
  tableFields: [
    { title: 'Company code', dataIndex: 'companyNum', width: 160 },
    { title: 'Company name', dataIndex: 'companyName', width: 260 },
  ],
};

/** A tree view (its data is a plain array) with SPEC.md's defaults and no column widths. */
export const UNIT_VIEW: LovView = {
  viewCode: 'HPFM.UNIT_TREE',
  viewName: 'Department',
  lovCode: 'HPFM.UNIT',
  valueField: 'unitId',
  displayField: 'unitName',
  title: 'Choose a department',
  tableFields: [
    { title: 'Department', dataIndex: 'unitName' },
    { title: 'Code', dataIndex: 'unitCode' },
  ],
};

/** The company view in Chinese. */
export const COMPANY_VIEW_ZH: LovView = {
  ...COMPANY_VIEW,
  viewCode: 'HPFM.COMPANY_ZH',
  title: '选择公司',
  queryFields: [
    { field: 'companyNum', label: '公司编码', dataType: 'INPUT' },
    { field: 'companyName', label: '公司名称', dataType: 'INPUT' },
  ],
  tableFields: [
    { title: '公司编码', dataIndex: 'companyNum', width: 160 },
    { title: '公司名称', dataIndex: 'companyName', width: 260 },
  ],
};

const VIEWS: Record<string, LovView> = {
  [COMPANY_VIEW.viewCode]: COMPANY_VIEW,
  [UNIT_VIEW.viewCode]: UNIT_VIEW,
  [COMPANY_VIEW_ZH.viewCode]: COMPANY_VIEW_ZH,
};

const CITIES = [
  'Beijing',
  'Shanghai',
  'Tianjin',
  'Guangzhou',
  'Shenzhen',
  'Hangzhou',
  'Nanjing',
  'Wuhan',
  'Chengdu',
  'Xiamen',
  'Suzhou',
  'Qingdao',
];
const CITIES_ZH = [
  '北京',
  '上海',
  '天津',
  '广州',
  '深圳',
  '杭州',
  '南京',
  '武汉',
  '成都',
  '厦门',
  '苏州',
  '青岛',
];

/** Twelve companies, five per page. */
export const COMPANIES: LovRow[] = CITIES.map((city, index) => ({
  companyId: index + 1,
  companyNum: `C${String(index + 1).padStart(3, '0')}`,
  companyName: `${city} Genomics Co.`,
}));

const COMPANIES_ZH: LovRow[] = CITIES_ZH.map((city, index) => ({
  companyId: index + 1,
  companyNum: `C${String(index + 1).padStart(3, '0')}`,
  companyName: `${city}基因科技有限公司`,
}));

/** A department tree: two roots, children and a grandchild. */
export const UNITS: LovRow[] = [
  {
    unitId: 10,
    unitCode: 'RD',
    unitName: 'Research',
    children: [
      { unitId: 11, unitCode: 'RD-SEQ', unitName: 'Sequencing' },
      {
        unitId: 12,
        unitCode: 'RD-BIO',
        unitName: 'Bioinformatics',
        children: [{ unitId: 121, unitCode: 'RD-BIO-PIPE', unitName: 'Pipelines' }],
      },
    ],
  },
  { unitId: 20, unitCode: 'LAB', unitName: 'Laboratory', children: [] },
];

/** Resolves the stories' views by code, `null` for any other code. */
export function loadView(viewCode: string): Promise<LovView | null> {
  return Promise.resolve(VIEWS[viewCode] ?? null);
}

/** Never resolves: the modal stays on its loading message. */
export function loadViewForever(): Promise<LovView | null> {
  return new Promise(() => undefined);
}

function matches(row: LovRow, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([field, wanted]) =>
    String(row[field] ?? '')
      .toLowerCase()
      .includes(String(wanted).toLowerCase()),
  );
}

/** Serves the stories' data: pages of companies, or the department tree as a plain array. */
export function loadData(view: ResolvedLovView, query: LovDataQuery): Promise<LovPage | LovRow[]> {
  if (view.viewCode === UNIT_VIEW.viewCode) return Promise.resolve(UNITS);
  const all = view.viewCode === COMPANY_VIEW_ZH.viewCode ? COMPANIES_ZH : COMPANIES;
  const found = all.filter((row) => matches(row, query.filter));
  return Promise.resolve({
    content: found.slice(query.page * query.size, (query.page + 1) * query.size),
    totalElements: found.length,
    number: query.page,
    size: query.size,
  });
}
