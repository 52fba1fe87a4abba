import { lazy, Suspense, type ReactNode } from 'react';
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

const StaffPages = lazy(() => import('../modules/portal/StaffPages'));
const ResourcePage = lazy(() =>
  import('../engine/ResourcePage').then((module) => ({ default: module.ResourcePage })),
);

/** Modules whose pages are the sequencing service's staff pages. */
const STAFF_MODULES = new Set(['hpro', 'hsif']);

/**
 * The page of any other path: the staff's portal pages (their own chunk), or the page of a
 * resource description (its module's chunk); a path nothing claims says 'not available yet',
 * titled `name`.
 */
export function ModulePage({ name }: { name: string }) {
  const { pathname } = useLocation();
  if (STAFF_MODULES.has(moduleOfPath(pathname))) {
    return (
      <Suspense fallback={null}>
        <StaffPages name={name} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <ResourcePage name={name} />
    </Suspense>
  );
}
