import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { moduleOfPath } from '../engine/registry';
import { TriggerPage } from '../pages/exception/TriggerPage';
import { CardSettingPage } from '../pages/workplace/CardSettingPage';
import { CARD_SETTING_PATH, WorkplacePage } from '../pages/workplace/WorkplacePage';

/** A page of the operators' shell, by route pattern. */
export interface ShellPage {
  path: string;
  element: ReactNode;
}

/** The pages every operator may open first, in the shell's own chunk. */
export const SHELL_PAGES: ShellPage[] = [
  { path: '/workplace', element: <WorkplacePage /> },
  { path: CARD_SETTING_PATH, element: <CardSettingPage /> },
  { path: '/exception/trigger', element: <TriggerPage /> },
];

const ResourcePage = lazy(() =>
  import('../engine/ResourcePage').then((module) => ({ default: module.ResourcePage })),
);

/** Props of a module's own pages (`app/modules/<module>/pages.tsx`). */
export interface ModulePagesProps {
  /** The screen's name, for the 'not available yet' page. */
  name?: string;
}

/** What `app/modules/<module>/pages.tsx` exports. */
type ModulePagesModule = { default: ComponentType<ModulePagesProps> };

/**
 * Modules with pages beyond their resource descriptions: `app/modules/<module>/pages.tsx`
 * default-exports a component that routes its own pages and hands every other path to
 * `ResourcePage`. Found by file, loaded as the module's own chunk when first opened.
 */
const MODULE_PAGES = Object.fromEntries(
  Object.entries(import.meta.glob<ModulePagesModule>('../modules/*/pages.tsx')).map(
    ([file, load]) => [file.split('/').at(-2) ?? '', lazy(load)],
  ),
);

/**
 * The page of any other path: its module's own pages when it has them, else the page of a
 * resource description (its module's chunk); a path nothing claims says 'not available yet',
 * titled `name`.
 */
export function ModulePage({ name }: { name: string }) {
  const { pathname } = useLocation();
  const Pages = MODULE_PAGES[moduleOfPath(pathname)] ?? ResourcePage;
  return (
    <Suspense fallback={null}>
      <Pages name={name} />
    </Suspense>
  );
}
