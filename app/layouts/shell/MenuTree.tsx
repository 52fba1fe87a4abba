import { Box, chakra } from '@chakra-ui/react';
import { memo, useState, type MouseEvent } from 'react';
import { navigate } from '../../services/navigation';
import type { Menu } from '../../services/types';
import { MenuIcon } from './MenuIcon';

/** Props of {@link MenuTree}. */
export interface MenuTreeProps {
  menus: Menu[];
  /** The active page's path: its entry is marked current, the groups above it open at first. */
  openPath?: string;
  /** Show only the first level's initials (collapsed inline menu). */
  collapsed?: boolean;
  /** Called after an entry is followed (to close a flyout). */
  onNavigate?: () => void;
}

function sorted(menus: Menu[] | null | undefined): Menu[] {
  return [...(menus ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}

function containsRoute(menu: Menu, route: string | undefined): boolean {
  if (!route) return false;
  if (menu.route && (route === menu.route || route.startsWith(`${menu.route}/`))) return true;
  return (menu.subMenus ?? []).some((child) => containsRoute(child, route));
}

/** A group's icon and name side by side. */
const withIcon = { display: 'flex', alignItems: 'center', gap: '2' } as const;

const linkStyle = {
  display: 'block',
  paddingY: '1.5',
  paddingX: '3',
  borderRadius: 'sm',
  color: 'fg',
  fontSize: 'sm',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { bg: 'blue.50', color: 'blue.700', fontWeight: 'medium' },
} as const;

/** Whether `route` is the page at `path`, or a page under it (a detail of a list). */
function isActive(route: string, path: string | undefined): boolean {
  return !!path && (path === route || path.startsWith(`${route}/`));
}

/**
 * A page of the menu: a plain link followed inside the app. It reads no router state, so a
 * navigation re-renders only the entries whose current mark changes (not every link).
 */
const PageLink = memo(function PageLink({
  route,
  name,
  depth,
  active,
  onNavigate,
}: {
  route: string;
  name: string;
  depth: number;
  active: boolean;
  onNavigate?: () => void;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(route);
    onNavigate?.();
  };
  return (
    <chakra.a
      href={route}
      aria-current={active ? 'page' : undefined}
      onClick={follow}
      css={linkStyle}
      paddingLeft={3 + depth * 3}
    >
      {name}
    </chakra.a>
  );
});

/**
 * An entry: a page, an outside link, or a group. `openPath` reaches a group only while the
 * active page is inside it, so a navigation re-renders the groups it leaves and enters only.
 */
const Entry = memo(function Entry({
  menu,
  openPath,
  depth,
  onNavigate,
}: {
  menu: Menu;
  openPath?: string;
  depth: number;
  onNavigate?: () => void;
}) {
  const children = sorted(menu.subMenus);
  const [open, setOpen] = useState(() => containsRoute(menu, openPath));
  if (children.length === 0) {
    if (!menu.route) return null;
    if (menu.type === 'link') {
      return (
        <chakra.a
          href={menu.route}
          target="_blank"
          rel="noreferrer"
          css={linkStyle}
          paddingLeft={3 + depth * 3}
        >
          {menu.name}
        </chakra.a>
      );
    }
    return (
      <PageLink
        route={menu.route}
        name={menu.name}
        depth={depth}
        active={isActive(menu.route, openPath)}
        onNavigate={onNavigate}
      />
    );
  }
  const id = `menu-group-${menu.id}`;
  return (
    <>
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        css={{ ...linkStyle, ...withIcon, width: 'full', textAlign: 'start', fontWeight: 'medium' }}
        paddingLeft={3 + depth * 3}
      >
        <MenuIcon name={menu.icon} />
        {menu.name}
      </chakra.button>
      <chakra.ul id={id} hidden={!open} listStyleType="none" margin="0" padding="0">
        {open
          ? children.map((child) => (
              <li key={child.id}>
                <Entry
                  menu={child}
                  openPath={containsRoute(child, openPath) ? openPath : undefined}
                  depth={depth + 1}
                  onNavigate={onNavigate}
                />
              </li>
            ))
          : null}
      </chakra.ul>
    </>
  );
});

/** The menu as a tree of disclosure buttons (groups) and links (pages). */
export function MenuTree({ menus, openPath, collapsed, onNavigate }: MenuTreeProps) {
  if (collapsed) {
    return (
      <chakra.ul listStyleType="none" margin="0" padding="1">
        {sorted(menus).map((menu) => (
          <li key={menu.id}>
            <Box
              title={menu.name}
              aria-label={menu.name}
              display="flex"
              justifyContent="center"
              paddingY="2"
              fontWeight="semibold"
              color="fg.muted"
            >
              {menu.icon ? <MenuIcon name={menu.icon} size={18} /> : menu.name.slice(0, 1)}
            </Box>
          </li>
        ))}
      </chakra.ul>
    );
  }
  return (
    <chakra.ul listStyleType="none" margin="0" padding="2">
      {sorted(menus).map((menu) => (
        <li key={menu.id}>
          <Entry
            menu={menu}
            openPath={containsRoute(menu, openPath) ? openPath : undefined}
            depth={0}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </chakra.ul>
  );
}
