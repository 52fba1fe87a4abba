import type { Meta, StoryObj } from '@storybook/react-vite';
import { NativeSelect } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import {
  DataTable,
  StatusBadge,
  type DataTableChange,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableSort,
  type RowKey,
  type RowStatus,
} from '../../design-system';

interface Sample {
  id: string;
  name: string;
  project: string;
  status: string;
  concentration: number;
  volume: number;
  _status?: RowStatus;
}

const PROJECTS = ['Human WGS', 'Rice RNA-seq', 'Soil metagenome', 'Mouse exome', 'Wheat GBS'];
const PROJECTS_ZH = [
  '人类全基因组',
  '水稻转录组',
  '土壤宏基因组',
  '小鼠外显子组',
  '小麦简化基因组',
];
const STATUSES = ['SUCCESS', 'RUNNING', 'PENDING', 'FAILED'];
const STATUS_TEXT: Record<string, string> = {
  SUCCESS: 'Passed QC',
  RUNNING: 'Sequencing',
  PENDING: 'Received',
  FAILED: 'Failed QC',
};
const STATUS_TEXT_ZH: Record<string, string> = {
  SUCCESS: '质检合格',
  RUNNING: '测序中',
  PENDING: '已接收',
  FAILED: '质检不合格',
};

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

/** `count` samples computed from their index only, so every render is identical. */
function makeSamples(count: number, projects: readonly string[] = PROJECTS): Sample[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `S-${String(i + 1).padStart(5, '0')}`,
    name: `Sample ${i + 1}`,
    project: pick(projects, i),
    status: pick(STATUSES, i * 3),
    concentration: Math.round(((i * 37) % 900) + 50) / 10,
    volume: 20 + ((i * 13) % 80),
  }));
}

const SAMPLES = makeSamples(95);
const SAMPLES_ZH = makeSamples(95, PROJECTS_ZH);
const MANY_SAMPLES = makeSamples(10_000);

const COLUMNS: DataTableColumn<Sample>[] = [
  { key: 'id', title: 'Sample ID', width: 120, sortable: true },
  { key: 'name', title: 'Name', sortable: true },
  { key: 'project', title: 'Project', width: 170 },
  {
    key: 'status',
    title: 'Status',
    width: 130,
    render: (row) => <StatusBadge status={row.status} label={STATUS_TEXT[row.status]} />,
  },
  {
    key: 'concentration',
    title: 'Concentration (ng/µL)',
    width: 210,
    sortable: true,
    align: 'end',
  },
  { key: 'volume', title: 'Volume (µL)', width: 120, align: 'end' },
];

const EDITABLE_COLUMNS: DataTableColumn<Sample>[] = [
  { key: 'id', title: 'Sample ID', width: 120 },
  { key: 'name', title: 'Name', editor: 'text' },
  {
    key: 'project',
    title: 'Project',
    width: 190,
    editor: (row, value, onChange) => (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={`Project ${row.id}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {PROJECTS.map((project) => (
            <option key={project} value={project}>
              {project}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    ),
  },
  {
    key: 'concentration',
    title: 'Concentration (ng/µL)',
    width: 190,
    align: 'end',
    editor: 'number',
  },
  { key: 'volume', title: 'Volume (µL)', width: 120, align: 'end' },
];

const EDITABLE_ROWS: Sample[] = [
  ...makeSamples(2),
  { ...pick(makeSamples(3), 2), name: 'Sample 3 (re-extracted)', _status: 'update' },
  {
    id: 'NEW-1',
    name: 'New sample',
    project: 'Rice RNA-seq',
    status: 'PENDING',
    concentration: 12.5,
    volume: 30,
    _status: 'create',
  },
  { ...pick(makeSamples(4), 3), _status: 'delete' },
];

const CHINESE_LABELS: Partial<DataTableLabels> = {
  empty: '暂无数据',
  loading: '加载中…',
  error: '数据加载失败',
  retry: '重试',
  pagination: '分页',
  pageSize: '每页条数',
  pageSizeOption: (size) => `${size} 条/页`,
  total: (total) => `共 ${total} 条`,
  previousPage: '上一页',
  nextPage: '下一页',
  page: (page) => `第 ${page} 页`,
  selectAll: '全选本页',
  selectRow: (key) => `选择行 ${key}`,
  rowCreated: '新增行',
  rowUpdated: '已修改行',
  rowDeleted: '已删除行',
};

const CHINESE_COLUMNS: DataTableColumn<Sample>[] = [
  { key: 'id', title: '样本编号', width: 120, sortable: true },
  { key: 'name', title: '样本名称', sortable: true },
  { key: 'project', title: '项目', width: 170 },
  {
    key: 'status',
    title: '状态',
    width: 130,
    render: (row) => <StatusBadge status={row.status} label={STATUS_TEXT_ZH[row.status]} />,
  },
  { key: 'concentration', title: '浓度 (ng/µL)', width: 150, sortable: true, align: 'end' },
  { key: 'volume', title: '体积 (µL)', width: 120, align: 'end' },
];

function compareSamples(a: Sample, b: Sample, sort: DataTableSort): number {
  const field = sort.field as keyof Sample;
  const left = a[field] ?? '';
  const right = b[field] ?? '';
  const result =
    typeof left === 'number' && typeof right === 'number'
      ? left - right
      : String(left).localeCompare(String(right), 'en', { numeric: true });
  return sort.order === 'asc' ? result : -result;
}

/** Plays the server: keeps the query, sorts and slices `data`, and reports every change. */
function ServerTable({ data = SAMPLES, ...args }: DataTableProps<Sample> & { data?: Sample[] }) {
  const [query, setQuery] = useState<DataTableChange>({
    pagination: { page: args.pagination?.page ?? 1, size: args.pagination?.size ?? 10 },
    sort: args.sort ?? args.defaultSort,
  });
  const rows = useMemo(() => {
    const { sort } = query;
    const sorted = sort ? [...data].sort((a, b) => compareSamples(a, b, sort)) : data;
    const { page, size } = query.pagination;
    return sorted.slice((page - 1) * size, page * size);
  }, [data, query]);
  return (
    <DataTable
      {...args}
      rows={rows}
      pagination={{ ...query.pagination, total: data.length }}
      sort={query.sort ?? null}
      onChange={(change) => {
        setQuery(change);
        args.onChange?.(change);
      }}
    />
  );
}

/** Keeps the selected keys and reports every change. */
function SelectionTable(args: DataTableProps<Sample> & { data?: Sample[] }) {
  const [keys, setKeys] = useState<readonly RowKey[]>(args.selection?.selectedKeys ?? []);
  return (
    <ServerTable
      {...args}
      selection={{
        selectedKeys: keys,
        onChange: (next) => {
          setKeys(next);
          args.selection?.onChange(next);
        },
      }}
    />
  );
}

/** Keeps the edited rows (patches merged) and reports every change. */
function EditableTable(args: DataTableProps<Sample>) {
  const [rows, setRows] = useState<readonly Sample[]>(args.rows);
  return (
    <DataTable
      {...args}
      rows={rows}
      onRowChange={(key, patch) => {
        setRows((current) => current.map((row) => (row.id === key ? { ...row, ...patch } : row)));
        args.onRowChange?.(key, patch);
      }}
    />
  );
}

/** The DataTable bound to the story's row type. */
const SampleTable = DataTable<Sample>;

const meta = {
  title: 'Design System/DataTable',
  component: SampleTable,
  args: {
    caption: 'Samples',
    columns: COLUMNS,
    rows: SAMPLES.slice(0, 10),
    rowKey: 'id',
    pagination: { page: 1, size: 10, total: SAMPLES.length },
  },
} satisfies Meta<typeof SampleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Server paging: 95 samples, 10 per page; sortable ID, name and concentration. */
export const Default: Story = { render: (args) => <ServerTable {...args} /> };

/** Sorted by concentration, highest first. */
export const Sorted: Story = {
  args: { sort: { field: 'concentration', order: 'desc' } },
  render: (args) => <ServerTable {...args} />,
};

/** A checkbox per row and select-all for the page; two rows selected. */
export const Selection: Story = {
  args: { selection: { selectedKeys: ['S-00002', 'S-00004'], onChange: () => undefined } },
  render: (args) => <SelectionTable {...args} />,
};

/** Loading the next page: the current rows stay, dimmed, under a busy indicator. */
export const Loading: Story = { args: { loading: true } };

/** Loading the first page: nothing to show yet. */
export const LoadingFirstPage: Story = {
  args: { loading: true, rows: [], pagination: { page: 1, size: 10, total: 0 } },
};

/** No rows. */
export const Empty: Story = {
  args: { rows: [], pagination: { page: 1, size: 10, total: 0 } },
};

/** The list call failed. */
export const Error: Story = {
  args: { error: 'Request failed with status code 500', onRetry: () => undefined },
};

/** Editable cells; rows unchanged, changed, created and deleted (read-only, struck through). */
export const Editable: Story = {
  args: {
    caption: 'Samples to submit',
    columns: EDITABLE_COLUMNS,
    rows: EDITABLE_ROWS,
    editable: true,
    pagination: undefined,
  },
  render: (args) => <EditableTable {...args} />,
};

/** 10,000 client-side rows in a 480 px virtual body; only the visible rows are rendered. */
export const ManyRows: Story = {
  args: {
    caption: 'All samples',
    rows: MANY_SAMPLES,
    pagination: undefined,
    virtual: 480,
  },
};

/** Long titles, cell texts and labels wrap inside their columns. */
export const LongLabels: Story = {
  args: {
    caption: 'Samples of the long-running population genomics programme',
    columns: [
      { key: 'id', title: 'Sample identifier assigned at reception', width: 150, sortable: true },
      {
        key: 'name',
        title: 'Sample name as written on the submission form',
        render: (row) => `${row.name} — extracted from peripheral blood, second aliquot`,
      },
      {
        key: 'project',
        title: 'Project',
        width: 170,
        render: (row) => `${row.project} programme, phase two cohort`,
      },
      {
        key: 'concentration',
        title: 'Concentration measured by Qubit fluorometer (ng/µL)',
        width: 220,
        sortable: true,
        align: 'end',
      },
      { key: 'volume', title: 'Remaining volume (µL)', width: 130, align: 'end' },
    ],
    rows: SAMPLES.slice(0, 4),
    pagination: { page: 1, size: 10, total: 4 },
    labels: {
      total: (total) => `Showing ${total} samples registered in this project`,
      pageSizeOption: (size) => `${size} samples on each page`,
    },
  },
};

/** Chinese column titles, data and labels. */
export const Chinese: Story = {
  args: {
    caption: '样本列表',
    columns: CHINESE_COLUMNS,
    rows: SAMPLES_ZH.slice(0, 10),
    labels: CHINESE_LABELS,
    selection: { selectedKeys: ['S-00001'], onChange: () => undefined },
  },
  render: (args) => <SelectionTable {...args} data={SAMPLES_ZH} />,
};

/** Narrow explicit widths: long values break inside their cells. */
export const NarrowColumns: Story = {
  args: {
    columns: [
      { key: 'id', title: 'ID', width: 80 },
      { key: 'name', title: 'Name', width: 90 },
      { key: 'project', title: 'Project', width: 100 },
      { key: 'concentration', title: 'ng/µL', width: 70, align: 'end' },
      { key: 'volume', title: 'µL', width: 60, align: 'end' },
    ],
    rows: SAMPLES.slice(0, 6),
    pagination: undefined,
  },
};
