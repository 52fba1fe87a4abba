import { createContext, useContext } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '../store/reducer';

/**
 * The key of the tab a page is in (given by its TabPane; null outside the shell). It never
 * changes for a mounted page, so a tab switch propagates no context through the open pages.
 */
export const TabKeyContext = createContext<string | null>(null);

/**
 * Whether the tab a page is in is the one shown. Every open tab keeps its page mounted (hidden
 * when inactive); what is heavy to draw and only seen (a chart) waits until its tab is shown.
 * Outside the shell a page is always shown.
 */
export function useTabShown(): boolean {
  const key = useContext(TabKeyContext);
  return useSelector((state: RootState) => key === null || state.shell.activeTabKey === key);
}
