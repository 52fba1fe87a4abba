import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Permission, PermissionButton } from '../../design-system';
import { FakePermissions, STORY_PERMISSIONS } from './fakePermissions';

const meta = {
  title: 'Design System/Permission',
  component: PermissionButton,
  args: { children: 'Delete', colorPalette: 'red', codes: ['sample.create'] },
  decorators: [
    (Story, { parameters }) =>
      parameters.withoutProvider ? (
        <Story />
      ) : (
        <FakePermissions states={STORY_PERMISSIONS}>
          <Story />
        </FakePermissions>
      ),
  ],
  render: (args) => (
    <HStack gap="3">
      <Button variant="outline">Refresh</Button>
      <PermissionButton {...args} />
      <Button variant="outline">Export</Button>
    </HStack>
  ),
} satisfies Meta<typeof PermissionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved: a normal button. */
export const Approved: Story = {};
/** Denied with controller type `hidden`: the button is not rendered; its neighbours close up. */
export const DeniedHidden: Story = { args: { codes: ['sample.delete.hidden'] } };
/** Denied with controller type `disabled`: shown, but disabled. */
export const DeniedDisabled: Story = { args: { codes: ['sample.delete.disabled'] } };
/** Unknown while the codes are fetched: a skeleton of the same size that ignores clicks. */
export const Unknown: Story = { args: { codes: ['sample.audit'] } };
/** Several codes: approved because one of them is, although the other is denied. */
export const MixedCodes: Story = {
  args: { codes: ['sample.delete.hidden', 'sample.edit'], children: 'Edit', colorPalette: 'blue' },
};
/** No PermissionProvider above: codes count as approved. */
export const WithoutProvider: Story = {
  args: { codes: ['sample.audit'], children: 'Delete' },
  parameters: { withoutProvider: true },
};
/** Chinese label. */
export const Chinese: Story = { args: { codes: ['sample.audit'], children: '删除' } };

/** Every state side by side, each labelled. */
export const AllStates: Story = {
  render: () => (
    <Stack gap="3">
      {(
        [
          ['Approved', 'sample.create'],
          ['Denied, hidden', 'sample.delete.hidden'],
          ['Denied, disabled', 'sample.delete.disabled'],
          ['Unknown', 'sample.audit'],
        ] as const
      ).map(([state, code]) => (
        <HStack key={code} gap="3">
          <Text width="36" fontSize="sm">
            {state}
          </Text>
          <PermissionButton codes={[code]} size="sm">
            Submit ({code})
          </PermissionButton>
        </HStack>
      ))}
    </Stack>
  ),
};

/** The Permission wrapper around any content, with a render prop for disabling inputs. */
export const Wrapper: Story = {
  render: () => (
    <Stack gap="3" maxWidth="md">
      <Permission codes={['sample.create']}>
        <Text>Approved: this note is shown.</Text>
      </Permission>
      <Permission
        codes={['sample.delete.hidden']}
        fallback={<Text color="fg.muted">Denied and hidden: this fallback replaces it.</Text>}
      >
        <Text>Denied and hidden.</Text>
      </Permission>
      <Permission codes={['sample.delete.disabled']}>
        {({ disabled }) => (
          <label>
            <input type="checkbox" disabled={disabled} /> Denied and disabled: archive samples
          </label>
        )}
      </Permission>
      <HStack gap="2">
        <Text>Unknown, keeping its place:</Text>
        <Permission codes={['sample.audit']}>
          <Button size="sm">Audit</Button>
        </Permission>
        <Text>(end)</Text>
      </HStack>
    </Stack>
  ),
};
