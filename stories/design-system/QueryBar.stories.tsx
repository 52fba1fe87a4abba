import type { Meta, StoryObj } from '@storybook/react-vite';
import * as yup from 'yup';
import { QueryBar, type QueryBarField } from '../../design-system';

const STATUS_OPTIONS = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'SUBMITTED', label: 'Submitted' },
  { value: 'RECEIVED', label: 'Received' },
  { value: 'COMPLETED', label: 'Completed' },
];

const THREE_FIELDS: QueryBarField[] = [
  { name: 'batchNo', label: 'Batch number', type: 'text', placeholder: 'e.g. B2024-001' },
  { name: 'status', label: 'Status', type: 'select', options: STATUS_OPTIONS, placeholder: 'All' },
  { name: 'submittedFrom', label: 'Submitted from', type: 'date' },
];

const SIX_FIELDS: QueryBarField[] = [
  ...THREE_FIELDS,
  { name: 'projectCode', label: 'Project code', type: 'text', placeholder: 'P1234' },
  { name: 'minConcentration', label: 'Min. concentration', type: 'number' },
  { name: 'contact', label: 'Contact', type: 'text' },
];

const SCHEMA = yup.object({
  batchNo: yup.string().nullable().max(12, 'At most 12 characters'),
  projectCode: yup
    .string()
    .nullable()
    .matches(/^P\d{4}$/, { message: 'A P followed by 4 digits', excludeEmptyString: true }),
  minConcentration: yup.number().nullable().min(0, 'Must not be negative'),
});

const CHINESE_FIELDS: QueryBarField[] = [
  { name: 'batchNo', label: '批次号', type: 'text', placeholder: '例如 B2024-001' },
  {
    name: 'status',
    label: '状态',
    type: 'select',
    placeholder: '全部',
    options: [
      { value: 'DRAFT', label: '草稿' },
      { value: 'SUBMITTED', label: '已提交' },
      { value: 'RECEIVED', label: '已接收' },
      { value: 'COMPLETED', label: '已完成' },
    ],
  },
  { name: 'submittedFrom', label: '提交日期从', type: 'date' },
  { name: 'projectCode', label: '项目编号', type: 'text' },
  { name: 'minConcentration', label: '最低浓度', type: 'number' },
];

const meta = {
  title: 'Design System/QueryBar',
  component: QueryBar,
  args: {
    fields: THREE_FIELDS,
    validationSchema: SCHEMA,
    onSearch: () => undefined,
  },
} satisfies Meta<typeof QueryBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three fields: no 'View more'. */
export const ThreeFields: Story = {};
/** Six fields: the first three show, the rest behind 'View more'. */
export const SixFieldsCollapsed: Story = {
  args: { fields: SIX_FIELDS, initialValues: { status: 'SUBMITTED' }, pageSize: 20 },
};
/** Six fields, expanded: every field shows and the toggle reads 'Collapse'. */
export const SixFieldsExpanded: Story = {
  args: { fields: SIX_FIELDS, defaultExpanded: true },
};
/** Invalid values: the errors show under the fields and no search happens. */
export const ValidationError: Story = {
  args: {
    fields: SIX_FIELDS,
    defaultExpanded: true,
    validateOnMount: true,
    initialValues: { batchNo: 'BATCH-2024-000123', projectCode: 'X12', minConcentration: -5 },
  },
};
/** Long labels wrap beside their inputs. */
export const LongLabels: Story = {
  args: {
    fields: [
      { name: 'sampleName', label: 'Sample name as written on the tube', type: 'text' },
      { name: 'receivedFrom', label: 'Received in the laboratory from', type: 'date' },
      { name: 'qc', label: 'Quality-control verdict of the sample', type: 'text' },
    ],
  },
};
/** Chinese labels and buttons. */
export const Chinese: Story = {
  args: {
    fields: CHINESE_FIELDS,
    labels: {
      region: '查询',
      search: '查询',
      reset: '重置',
      viewMore: '更多查询',
      collapse: '收起查询',
    },
  },
};
