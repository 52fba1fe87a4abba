import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  SheetGrid,
  type SheetGridColumn,
  type SheetGridProps,
  type SheetRow,
} from '../../design-system';
import { CAPTURE_DIALOG } from '../lokiParameters';

const SAMPLE_TYPES = ['DNA', 'RNA', 'Library', 'Tissue', 'Cells', 'Blood', 'Protein', 'Metabolite'];
const BUFFERS = ['Water', 'TE', 'Tris-HCl', 'Other'];

const COLUMNS: SheetGridColumn[] = [
  { key: 'name', title: 'Sample name', type: 'text', width: 150 },
  { key: 'type', title: 'Sample type', type: 'text', width: 120 },
  { key: 'concentration', title: 'Conc. (ng/uL)', type: 'number', width: 130 },
  { key: 'volume', title: 'Volume (uL)', type: 'number', width: 120 },
];

const SELECT_COLUMNS: SheetGridColumn[] = [
  { key: 'name', title: 'Sample name', type: 'text', width: 150 },
  {
    key: 'type',
    title: 'Sample type',
    type: 'select',
    width: 130,
    options: SAMPLE_TYPES.map((value) => ({ value, label: value })),
  },
  {
    key: 'buffer',
    title: 'Buffer',
    type: 'select',
    width: 120,
    options: BUFFERS.map((value) => ({ value, label: value })),
  },
];

const FEW_ROWS: SheetRow[] = [
  { name: 'S01', type: 'DNA', concentration: '52.5', volume: '20' },
  { name: 'S02', type: 'DNA', concentration: '48', volume: '20' },
  { name: 'S03', type: 'RNA', concentration: '120.25', volume: '15' },
];

/** Keeps the rows in state so the story can be edited, and reports each change. */
function Controlled(props: SheetGridProps) {
  const [rows, setRows] = useState(props.rows);
  return (
    <div style={{ maxWidth: 1000 }}>
      <SheetGrid
        {...props}
        rows={rows}
        onChange={(next) => {
          setRows(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

/** The stories keep their own rows; a test passes its own `onChange` to see the changes. */
function ignoreChange(rows: SheetRow[]): void {
  void rows;
}

const meta = {
  title: 'Design System/SheetGrid',
  component: SheetGrid,
  args: { caption: 'Samples', columns: COLUMNS, rows: FEW_ROWS, onChange: ignoreChange },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SheetGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No rows yet: one empty row to type or paste into. */
export const Empty: Story = { args: { rows: [] } };

/** Three samples. */
export const FewRows: Story = {};

/** Errors (red, `aria-invalid`) and a warning (amber); the message shows on focus or hover. */
export const ErrorsAndWarnings: Story = {
  args: {
    rows: [
      { name: 'S01', type: 'DNA', concentration: '52.5', volume: '20' },
      { name: 's01', type: 'DNA', concentration: '1500', volume: '20' },
      { name: 'S03!', type: 'RNA', concentration: '12.345', volume: '5' },
    ],
    issues: {
      1: {
        name: { severity: 'error', message: 'Duplicate sample name (S01, row 1)' },
        concentration: { severity: 'error', message: 'At most 1000 ng/uL' },
      },
      2: {
        name: {
          severity: 'error',
          message: 'Letters, digits, - and _ only, starting with a letter or digit',
        },
        concentration: { severity: 'warning', message: 'More than 2 decimals will be rounded' },
        volume: { severity: 'error', message: 'At least 10 uL' },
      },
    },
  },
};

/** A computed column (total amount) is shown but never edited, pasted into or filled. */
export const ReadOnlyColumn: Story = {
  args: {
    columns: [
      ...COLUMNS,
      { key: 'total', title: 'Total (ug)', type: 'number', width: 110, readOnly: true },
    ],
    rows: [
      { name: 'S01', type: 'DNA', concentration: '52.5', volume: '20', total: '1.05' },
      { name: 'S02', type: 'DNA', concentration: '48', volume: '20', total: '0.96' },
      { name: 'S03', type: 'RNA', concentration: '120.25', volume: '15', total: '1.80375' },
    ],
  },
};

/** `count` made-up samples, the same every time. */
function sampleRows(count: number, digits: number): SheetRow[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `S${String(index + 1).padStart(digits, '0')}`,
    type: SAMPLE_TYPES[index % SAMPLE_TYPES.length] ?? 'DNA',
    concentration: String(10 + ((index * 37) % 900) / 4),
    volume: String(10 + ((index * 13) % 190)),
  }));
}

/** 200 rows scroll inside the grid; the header stays in place. */
export const ManyRows: Story = { args: { rows: sampleRows(200, 3) } };

/**
 * 5,000 rows, as a large imported sheet: only the rows in view (plus overscan) are rendered, and
 * the last row has an error.
 */
export const FiveThousandRows: Story = {
  args: {
    caption: 'Imported samples',
    rows: sampleRows(5000, 4),
    issues: { 4999: { volume: { severity: 'error', message: 'At least 10 uL' } } },
  },
};

/** Long titles and values are cut with an ellipsis; the whole title is in its tooltip. */
export const LongLabels: Story = {
  args: {
    caption: 'Samples of batch 2024-11-0042 for the whole-genome resequencing project',
    columns: [
      { key: 'name', title: 'Sample name as written on the tube label', type: 'text', width: 180 },
      { key: 'species', title: 'Species (scientific name, from the value list)', type: 'text' },
      { key: 'volume', title: 'Volume in microlitres (uL)', type: 'number', width: 140 },
    ],
    rows: [
      {
        name: 'Arabidopsis_leaf_rep1',
        species: 'Arabidopsis thaliana (thale cress)',
        volume: '20',
      },
      { name: 'Zebrafish-embryo-48h', species: 'Danio rerio (zebrafish)', volume: '150' },
    ],
    labels: { fillDown: 'Fill down from the current cell', addRow: 'Add an empty row' },
  },
};

/** Chinese titles and labels. */
export const Chinese: Story = {
  args: {
    caption: '样品信息',
    columns: [
      { key: 'name', title: '样品名称', type: 'text', width: 150 },
      { key: 'type', title: '样品类型', type: 'text', width: 120 },
      { key: 'concentration', title: '浓度 (ng/uL)', type: 'number', width: 130 },
      { key: 'volume', title: '体积 (uL)', type: 'number', width: 120 },
    ],
    issues: { 2: { volume: { severity: 'error', message: '体积不能小于 10 uL' } } },
    rows: [
      { name: 'S01', type: 'DNA', concentration: '52.5', volume: '20' },
      { name: 'S02', type: 'DNA', concentration: '48', volume: '20' },
      { name: 'S03', type: 'RNA', concentration: '120.25', volume: '5' },
    ],
    labels: {
      row: '第 %{n} 行',
      cell: '%{column}，第 %{n} 行',
      addRow: '添加行',
      removeRow: '删除行',
      fillDown: '向下填充',
      setColumn: '整列设置：%{column}',
      value: '值',
      apply: '应用',
      cancel: '取消',
      emptyOption: '（空）',
      noRows: '暂无数据，请添加行或从表格粘贴。',
      toolbar: '表格操作',
    },
  },
};

/** Columns chosen from a list; pasted text matching an option's label is stored as its value. */
export const SelectColumn: Story = {
  args: {
    columns: SELECT_COLUMNS,
    rows: [
      { name: 'S01', type: 'DNA', buffer: 'TE' },
      { name: 'S02', type: 'RNA', buffer: 'Water' },
      { name: 'S03', type: '', buffer: '' },
    ],
  },
};

/** The 'Set whole column' popover of the sample type column, open. */
export const BulkEditOpen: Story = {
  args: { columns: SELECT_COLUMNS, rows: SelectColumn.args?.rows, defaultBulkEditColumn: 'type' },
  parameters: CAPTURE_DIALOG,
};

/** Keeps the rows and the conflicts left in state: a choice sets the cell and drops its conflict. */
function WithConflicts(props: SheetGridProps) {
  const [rows, setRows] = useState(props.rows);
  const [conflicts, setConflicts] = useState(props.conflicts ?? {});
  return (
    <div style={{ maxWidth: 1000 }}>
      <SheetGrid
        {...props}
        rows={rows}
        conflicts={conflicts}
        onChange={(next) => {
          setRows(next);
          props.onChange(next);
        }}
        onResolveConflict={(row, key, choice) => {
          const theirs = conflicts[row]?.[key]?.theirs;
          if (choice === 'theirs' && theirs !== undefined) {
            setRows((current) =>
              current.map((each, index) => (index === row ? { ...each, [key]: theirs } : each)),
            );
          }
          setConflicts((current) => {
            const { [key]: _chosen, ...rest } = current[row] ?? {};
            return { ...current, [row]: rest };
          });
          props.onResolveConflict?.(row, key, choice);
        }}
      />
    </div>
  );
}

/**
 * Cells another tab changed too (its version was merged with this one): each shows its own value,
 * a button keeping it, and the other value as a button taking it; amber until chosen. An empty
 * value on the other side shows as a dash (its button's name says '(empty)').
 */
export const Conflicts: Story = {
  args: {
    rows: [
      { name: 'S01', type: 'DNA', concentration: '52.5', volume: '30' },
      { name: 'S02', type: 'DNA', concentration: '48', volume: '20' },
      { name: 'S03-liver', type: 'RNA', concentration: '120.25', volume: '15' },
    ],
    conflicts: {
      0: { volume: { theirs: '25' } },
      2: { name: { theirs: 'S03-liver-biopsy' }, concentration: { theirs: '' } },
    },
  },
  render: (args) => <WithConflicts {...args} />,
};
