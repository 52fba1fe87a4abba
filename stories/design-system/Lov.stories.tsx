import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAPTURE_DIALOG } from '../lokiParameters';
import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { FormItem, Lov, LovModal, type LovLabels, type LovProps } from '../../design-system';
import {
  COMPANY_VIEW,
  COMPANY_VIEW_ZH,
  UNIT_VIEW,
  loadData,
  loadView,
  loadViewForever,
} from './lovFixtures';

const CHINESE: Partial<LovLabels> = {
  search: '查询',
  clear: '清除',
  ok: '确定',
  cancel: '取消',
  close: '关闭',
  query: '查询',
  reset: '重置',
  selectWarning: '请选择一条记录',
  loading: (code) => `值集 ${code} 加载中...`,
  undefinedView: (code) => `值集视图未定义: ${code}, 请维护值集视图!`,
  loadFailed: (code) => `值集 ${code} 加载失败，请稍后重试`,
  loadingData: '加载中...',
  noData: '暂无数据',
  previousPage: '上一页',
  nextPage: '下一页',
  pageInfo: (page, pages, total) => `第 ${page} / ${pages} 页，共 ${total} 条`,
  expand: '展开',
  collapse: '收起',
};

/** The value list as a labelled form field that keeps its value like a form would. */
function LovField({ label = 'Company', ...props }: LovProps & { label?: string }) {
  const [value, setValue] = useState(props.value);
  const [display, setDisplay] = useState(props.displayValue);
  const onChange: LovProps['onChange'] = (next, record) => {
    setValue(next);
    setDisplay(record ? String(record.companyName ?? record.unitName ?? '') : null);
    props.onChange(next, record);
  };
  return (
    <Box maxWidth="420px">
      <FormItem label={label}>
        {(aria) => (
          <Lov {...aria} {...props} value={value} displayValue={display} onChange={onChange} />
        )}
      </FormItem>
    </Box>
  );
}

const meta = {
  title: 'Design System/Lov',
  component: Lov,
  subcomponents: { LovModal },
  args: {
    viewCode: COMPANY_VIEW.viewCode,
    value: null,
    onChange: () => undefined,
    loadView,
    loadData,
    placeholder: 'Choose a company',
  },
  render: (args) => <LovField {...args} />,
} satisfies Meta<typeof Lov>;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

/** Closed, showing the chosen company. */
export const ClosedWithValue: Story = {
  args: { value: 2, displayValue: 'Shanghai Genomics Co.' },
};
/** Closed, nothing chosen yet. */
export const Empty: Story = {};
/** Disabled: neither the modal nor clearing is available. */
export const Disabled: Story = {
  args: { value: 2, displayValue: 'Shanghai Genomics Co.', disabled: true },
};
/** The modal open on the first page of companies (720 px wide: 160 + 260 + 300). */
export const ModalOpen: Story = {
  parameters: CAPTURE_DIALOG,
  render: () => (
    <LovModal
      open
      viewCode={COMPANY_VIEW.viewCode}
      loadView={loadView}
      loadData={loadData}
      onSelect={noop}
      onClose={noop}
    />
  ),
};
/** The modal while its view loads. */
export const Loading: Story = {
  parameters: CAPTURE_DIALOG,
  render: () => (
    <LovModal
      open
      viewCode={COMPANY_VIEW.viewCode}
      loadView={loadViewForever}
      loadData={loadData}
      onSelect={noop}
      onClose={noop}
    />
  ),
};
/** The modal for a code no view has. */
export const UndefinedView: Story = {
  parameters: CAPTURE_DIALOG,
  render: () => (
    <LovModal
      open
      viewCode="HPFM.NO_SUCH_VIEW"
      loadView={loadView}
      loadData={loadData}
      onSelect={noop}
      onClose={noop}
    />
  ),
};
/** A tree of departments (the data is a plain array); 700 px wide as no widths are given. */
export const Tree: Story = {
  parameters: CAPTURE_DIALOG,
  render: () => (
    <LovModal
      open
      viewCode={UNIT_VIEW.viewCode}
      loadView={loadView}
      loadData={loadData}
      onSelect={noop}
      onClose={noop}
    />
  ),
};
/** The field with a department tree behind it. */
export const TreeField: Story = {
  args: { viewCode: UNIT_VIEW.viewCode, placeholder: 'Choose a department' },
  render: (args) => <LovField {...args} label="Department" />,
};
/** Chinese texts in the field. */
export const ChineseField: Story = {
  args: {
    viewCode: COMPANY_VIEW_ZH.viewCode,
    value: 1,
    displayValue: '北京基因科技有限公司',
    labels: CHINESE,
    placeholder: '请选择公司',
  },
  render: (args) => <LovField {...args} label="公司" />,
};
/** Chinese texts and data in the modal. */
export const Chinese: Story = {
  parameters: CAPTURE_DIALOG,
  render: () => (
    <LovModal
      open
      viewCode={COMPANY_VIEW_ZH.viewCode}
      loadView={loadView}
      loadData={loadData}
      onSelect={noop}
      onClose={noop}
      labels={CHINESE}
    />
  ),
};
/** The Chinese message for a code no view has. */
export const ChineseUndefinedView: Story = {
  parameters: CAPTURE_DIALOG,
  render: () => (
    <LovModal
      open
      viewCode="HPFM.NO_SUCH_VIEW"
      loadView={loadView}
      loadData={loadData}
      onSelect={noop}
      onClose={noop}
      labels={CHINESE}
    />
  ),
};
