import type { ReactNode } from 'react';
import { WorkplacePage } from '../pages/Workplace';

/** A page of the operators' shell, by route pattern. */
export interface ShellPage {
  path: string;
  element: ReactNode;
}

/**
 * The pages the shell can show. A menu route without a page here shows the clear
 * 'not available yet' page, titled after its menu entry.
 */
export const SHELL_PAGES: ShellPage[] = [{ path: '/workplace', element: <WorkplacePage /> }];
