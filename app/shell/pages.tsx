import type { ReactNode } from 'react';
import { hpfmRoutes } from '../modules/hpfm/routes';
import { portalStaffRoutes } from '../modules/portal/routes';
import { TriggerPage } from '../pages/exception/TriggerPage';
import { CardSettingPage } from '../pages/workplace/CardSettingPage';
import { CARD_SETTING_PATH, WorkplacePage } from '../pages/workplace/WorkplacePage';

/** A page of the operators' shell, by route pattern. */
export interface ShellPage {
  path: string;
  element: ReactNode;
}

/**
 * The pages the shell can show. A menu route without a page here shows the clear
 * 'not available yet' page, titled after its menu entry.
 */
export const SHELL_PAGES: ShellPage[] = [
  { path: '/workplace', element: <WorkplacePage /> },
  { path: CARD_SETTING_PATH, element: <CardSettingPage /> },
  { path: '/exception/trigger', element: <TriggerPage /> },
  ...hpfmRoutes,
  ...portalStaffRoutes,
];
