import { Menu, Portal, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ActionLinkItem } from './ActionLink';

/** One action of the menu, with what its permission codes decided. */
export interface ActionMenuEntry {
  action: ActionLinkItem;
  pending: boolean;
  disabled: boolean;
}

/** Props of {@link ActionMenu}. */
export interface ActionMenuProps {
  entries: ActionMenuEntry[];
  /** Opens at once (its button was clicked while the menu loaded). */
  defaultOpen: boolean;
  /** The button opening the menu. */
  trigger: ReactElement;
  itemCss: (danger: boolean) => SystemStyleObject | undefined;
}

/** The menu of a row's actions beyond the inline ones (see ActionLink). */
export default function ActionMenu({ entries, defaultOpen, trigger, itemCss }: ActionMenuProps) {
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        const entry = entries.find((each) => each.action.key === value);
        if (entry && !entry.disabled) entry.action.onClick();
      }}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {entries.map(({ action, pending, disabled }) => (
              <Menu.Item
                key={action.key}
                value={action.key}
                disabled={disabled}
                aria-busy={pending ? true : undefined}
                css={itemCss(Boolean(action.danger))}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
