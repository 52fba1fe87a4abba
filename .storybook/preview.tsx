import type { Preview } from '@storybook/react-vite';
import '../design-system/fonts';
import { DesignSystemProvider } from '../design-system';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <DesignSystemProvider>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
