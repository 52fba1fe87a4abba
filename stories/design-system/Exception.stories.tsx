import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { Exception } from '../../design-system';

const meta = {
  title: 'Design System/Exception',
  component: Exception,
  args: {
    title: '404',
    description: 'Sorry, the page you visited does not exist',
    action: <Button colorPalette="blue">Back home</Button>,
  },
} satisfies Meta<typeof Exception>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 403: no permission. */
export const Forbidden: Story = {
  args: { title: '403', description: 'Sorry, you have no permission to access this page' },
};
/** 404: unknown page. */
export const NotFound: Story = {};
/** 500: the server went wrong. */
export const ServerError: Story = {
  args: { title: '500', description: 'Sorry, the server went wrong' },
};
/** Without a way out. */
export const WithoutAction: Story = { args: { action: undefined } };
/** A long description wraps. */
export const LongDescription: Story = {
  args: {
    title: '501',
    description:
      'The server does not support the operation you asked for. It answered: the function SAMPLE_BATCH_EXPORT is not implemented in this release of the sample-tracking service.',
  },
};
/** Chinese. */
export const Chinese: Story = {
  args: {
    title: '403',
    description: '抱歉，你无权访问该页面',
    action: <Button colorPalette="blue">返回首页</Button>,
  },
};
