import { Button, Flex, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { menuLeaves } from '../../shell/menu';
import type { NavigationProps } from './Navigation';

/** `horizontal`: a bar of top-level menus, each a drop-down of its pages. */
export function HorizontalNavigation({ menus }: NavigationProps) {
  const { t } = useI18n();
  return (
    <Flex
      as="nav"
      aria-label={t('shell.menu')}
      gap="1"
      paddingX="4"
      borderBottomWidth="1px"
      bg="bg"
      overflowX="auto"
    >
      {menus.map((root) => {
        const leaves = menuLeaves(root.subMenus?.length ? root.subMenus : [root]);
        return (
          <Menu.Root key={root.id}>
            <Menu.Trigger asChild>
              <Button variant="ghost" size="sm">
                {root.name}
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content maxHeight="80vh" overflowY="auto">
                  {leaves.map((leaf) => (
                    <Menu.Item key={leaf.route} value={leaf.route} asChild>
                      <RouterLink to={leaf.route}>
                        {leaf.trail.slice(1).join(' / ') || leaf.name}
                      </RouterLink>
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        );
      })}
    </Flex>
  );
}
