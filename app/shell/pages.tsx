import type { ReactNode } from 'react';
import { lazyChunk } from '../../design-system';
import { useLocation } from 'react-router-dom';
import { moduleOfPath } from '../engine/resourceRoutes';
import { PAGE_MODULES, pagesChunkOf } from './pageLoaders';
import { TriggerPage } from '../pages/exception/TriggerPage';
import { CARD_SETTING_PATH, WorkplacePage } from '../pages/workplace/WorkplacePage';

/** A page of the operators' shell, by route pattern. */
export interface ShellPage {
  path: string;
  element: ReactNode;
}

// The card settings (Chakra's checkbox with them) load when opened.
const CardSettingPage = lazyChunk(() =>
  import('../pages/workplace/CardSettingPage').then((module) => module.CardSettingPage),
).Component;

/** The pages every operator may open first, in the shell's own chunk (the card settings apart). */
export const SHELL_PAGES: ShellPage[] = [
  { path: '/workplace', element: <WorkplacePage /> },
  {
    path: CARD_SETTING_PATH,
    element: <CardSettingPage />,
  },
  { path: '/exception/trigger', element: <TriggerPage /> },
];

/**
 * The page of any other path: its module's own pages when it has them, else the page of a
 * resource description (its module's chunk); a path nothing claims says 'not available yet',
 * titled `name`.
 */
export function ModulePage({ name }: { name: string }) {
  const { pathname } = useLocation();
  const module = moduleOfPath(pathname);
  const { Component } = pagesChunkOf(PAGE_MODULES.includes(module) ? module : '');
  return <Component name={name} />;
}
