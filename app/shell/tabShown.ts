import { createContext, useContext } from 'react';

/**
 * Whether the tab a page is in is the one shown. Every open tab keeps its page mounted (hidden
 * when inactive); what is heavy to draw and only seen (a chart) waits until its tab is shown.
 * Outside the shell a page is always shown.
 */
export const TabShownContext = createContext(true);

/** Whether the page's tab is shown (see {@link TabShownContext}). */
export function useTabShown(): boolean {
  return useContext(TabShownContext);
}
