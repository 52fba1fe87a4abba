import { Box, Heading, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { lazyChunk } from '../../../design-system';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useI18n } from '../../i18n';
import type { Menu as MenuItem } from '../../services/types';
import { menuLeaves } from '../../shell/menu';
import type { MenuLayout } from '../../store/shell';
import { MenuTree } from './MenuTree';

// The horizontal bar's drop-downs (zag's menu machine) load only in that layout.
const horizontal = lazyChunk(() =>
  import('./HorizontalNavigation').then(({ HorizontalNavigation }) => HorizontalNavigation),
);

/** Props of the menu navigations. */
export interface NavigationProps {
  menus: MenuItem[];
  activePath: string;
  collapsed: boolean;
}

/** `inline`: the whole tree in a side bar, collapsible to initials. */
function InlineNavigation({ menus, activePath, collapsed }: NavigationProps) {
  const { t } = useI18n();
  return (
    <Box
      as="nav"
      aria-label={t('shell.menu')}
      width={collapsed ? '14' : '60'}
      borderRightWidth="1px"
      bg="bg"
      overflowY="auto"
      flexShrink={0}
    >
      <MenuTree menus={menus} openPath={activePath} collapsed={collapsed} />
    </Box>
  );
}

/** A rail of buttons on the left that opens a flyout panel. */
function Rail({
  items,
  panel,
}: {
  items: { key: string; label: string }[];
  panel: (key: string, close: () => void) => React.ReactNode;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState<string | null>(null);
  const close = () => setOpen(null);
  return (
    <Box as="nav" aria-label={t('shell.menu')} position="relative" display="flex" flexShrink={0}>
      <Stack
        as="ul"
        listStyleType="none"
        margin="0"
        padding="1"
        width="24"
        borderRightWidth="1px"
        bg="gray.900"
        gap="1"
      >
        {items.map((item) => (
          <li key={item.key}>
            <chakra.button
              type="button"
              aria-expanded={open === item.key}
              aria-controls={`rail-panel-${item.key}`}
              onClick={() => setOpen(open === item.key ? null : item.key)}
              width="full"
              paddingY="2"
              paddingX="1"
              fontSize="xs"
              color="white"
              rounded="sm"
              bg={open === item.key ? 'blue.600' : 'transparent'}
              _hover={{ bg: 'gray.700' }}
            >
              {item.label}
            </chakra.button>
          </li>
        ))}
      </Stack>
      {open ? (
        <Box
          id={`rail-panel-${open}`}
          position="absolute"
          left="24"
          top="0"
          bottom="0"
          zIndex="overlay"
          bg="bg"
          borderRightWidth="1px"
          shadow="lg"
          overflowY="auto"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          {panel(open, close)}
        </Box>
      ) : null}
    </Box>
  );
}

/** `side`: a rail of top-level menus; each opens its own tree beside the rail. */
function SideNavigation({ menus, activePath }: NavigationProps) {
  return (
    <Rail
      items={menus.map((menu) => ({ key: String(menu.id), label: menu.name }))}
      panel={(key, close) => {
        const root = menus.find((menu) => String(menu.id) === key);
        return root ? (
          <Box width="64">
            <MenuTree
              menus={root.subMenus?.length ? root.subMenus : [root]}
              openPath={activePath}
              onNavigate={close}
            />
          </Box>
        ) : null;
      }}
    />
  );
}

/** `side-all`: one rail button that opens every menu at once, grouped by top-level menu. */
function SideAllNavigation({ menus }: NavigationProps) {
  const { t } = useI18n();
  return (
    <Rail
      items={[{ key: 'all', label: t('shell.allMenus') }]}
      panel={(_, close) => (
        <SimpleGrid columns={3} gap="6" padding="6" width="4xl">
          {menus.map((root) => (
            <Box key={root.id}>
              <Heading as="h2" size="sm" marginBottom="2">
                {root.name}
              </Heading>
              <chakra.ul listStyleType="none" margin="0" padding="0">
                {menuLeaves(root.subMenus?.length ? root.subMenus : [root]).map((leaf) => (
                  <li key={leaf.route}>
                    <chakra.span
                      asChild
                      display="block"
                      paddingY="1"
                      fontSize="sm"
                      _hover={{ color: 'blue.600' }}
                    >
                      <RouterLink to={leaf.route} onClick={close}>
                        {leaf.name}
                      </RouterLink>
                    </chakra.span>
                  </li>
                ))}
              </chakra.ul>
            </Box>
          ))}
        </SimpleGrid>
      )}
    />
  );
}

function NavigationInLayout({ layout, ...props }: NavigationProps & { layout: MenuLayout }) {
  if (layout === 'horizontal') return <horizontal.Component {...props} />;
  if (layout === 'side') return <SideNavigation {...props} />;
  if (layout === 'side-all') return <SideAllNavigation {...props} />;
  return <InlineNavigation {...props} />;
}

/**
 * The menu in the chosen layout. The active path only decides which groups start open, so
 * switching pages does not re-render the menu.
 */
export const Navigation = memo(
  NavigationInLayout,
  (before, after) =>
    before.layout === after.layout &&
    before.menus === after.menus &&
    before.collapsed === after.collapsed,
);
