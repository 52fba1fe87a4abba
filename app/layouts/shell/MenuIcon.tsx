import {
  Bell,
  Briefcase,
  ChartColumn,
  Cloud,
  Database,
  FileText,
  FlaskConical,
  House,
  MessageSquare,
  Settings,
  Shield,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactElement } from 'react';
import type { MENU_ICONS } from '../../../domain/hiam/menus';

/** An icon name a menu may carry (the menu editor offers these). */
type MenuIconName = (typeof MENU_ICONS)[number];

/** The drawing of each menu icon name (lucide, which Chakra UI's own examples use). */
const ICONS: Readonly<Record<MenuIconName, LucideIcon>> = {
  home: House,
  settings: Settings,
  users: Users,
  flask: FlaskConical,
  file: FileText,
  chart: ChartColumn,
  bell: Bell,
  shield: Shield,
  database: Database,
  cloud: Cloud,
  briefcase: Briefcase,
  message: MessageSquare,
};

/**
 * A menu's icon, drawn decoratively (the name beside it says what it is); nothing for an
 * unknown or missing name.
 */
export function MenuIcon({ name, size = 16 }: { name: string | null | undefined; size?: number }) {
  const Icon = name ? ICONS[name as MenuIconName] : undefined;
  return Icon ? <Icon size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} /> : null;
}

const elements = new Map<string, ReactElement>();

/** The element of a menu's icon, one per name, so that it keeps its identity across renders. */
export function menuIconElement(name: string | null | undefined): ReactElement {
  const key = name ?? '';
  let element = elements.get(key);
  if (!element) {
    element = <MenuIcon name={name} />;
    elements.set(key, element);
  }
  return element;
}
