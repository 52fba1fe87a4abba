import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import type { Menu } from '../../services/types';

/** Props of {@link MenuTree}. */
export interface MenuTreeProps {
  menus: Menu[];
  /** Routes of the entries above the active page, opened at first. */
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

function Entry({
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
      <chakra.span asChild css={linkStyle} paddingLeft={3 + depth * 3}>
        <NavLink to={menu.route} onClick={onNavigate}>
          {menu.name}
        </NavLink>
      </chakra.span>
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
        css={{ ...linkStyle, width: 'full', textAlign: 'start', fontWeight: 'medium' }}
        paddingLeft={3 + depth * 3}
      >
        {menu.name}
      </chakra.button>
      <chakra.ul id={id} hidden={!open} listStyleType="none" margin="0" padding="0">
        {children.map((child) => (
          <li key={child.id}>
            <Entry menu={child} openPath={openPath} depth={depth + 1} onNavigate={onNavigate} />
          </li>
        ))}
      </chakra.ul>
    </>
  );
}

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
              textAlign="center"
              paddingY="2"
              fontWeight="semibold"
              color="fg.muted"
            >
              {menu.name.slice(0, 1)}
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
          <Entry menu={menu} openPath={openPath} depth={0} onNavigate={onNavigate} />
        </li>
      ))}
    </chakra.ul>
  );
}
