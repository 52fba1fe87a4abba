import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { BarChart } from '../../app/pages/workplace/cards/BarChart';

const MONTHS = ['2024-01', '2024-02', '2024-03', '2024-04', '2024-05', '2024-06'];

const meta = {
  title: 'App/Workplace/Report chart',
  component: BarChart,
  decorators: [
    (Story) => (
      <Box width="420px" padding="4">
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'Samples per month',
    labels: MONTHS,
    series: [
      { name: 'Samples received', data: [512, 498, 620, 575, 640, 702] },
      { name: 'Samples sequenced', data: [500, 480, 1600, 560, 610, 690] },
    ],
    summary:
      'Samples per month, 2024-01 to 2024-06. Samples received: total 3,547. Samples sequenced: total 4,440.',
    tableLabel: 'Show the figures as a table',
    labelHeader: 'Period',
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two series side by side, with their legend. */
export const TwoSeries: Story = {};

/** One series: no legend. */
export const OneSeries: Story = {
  args: {
    series: [{ name: 'Samples received', data: [512, 498, 620, 575, 640, 702] }],
    summary: 'Samples per month, 2024-01 to 2024-06. Samples received: total 3,547.',
  },
};

/** Chinese labels. */
export const Chinese: Story = {
  args: {
    title: '每月样本数',
    series: [
      { name: '收样数', data: [512, 498, 620, 575, 640, 702] },
      { name: '测序数', data: [500, 480, 1600, 560, 610, 690] },
    ],
    summary: '每月样本数，2024-01 至 2024-06。',
    tableLabel: '以表格显示数据',
    labelHeader: '期间',
  },
};
