import { createContext, useContext } from 'react';

/** The key of the tab whose page is drawn below; none outside the operators' tabs. */
export const TabKeyContext = createContext<string | undefined>(undefined);

/**
 * The key of the tab showing the calling page, or `undefined` outside a tab (the portal, a
 * story). A page's state kept in the store under this key is forgotten when the tab closes.
 */
export function useTabKey(): string | undefined {
  return useContext(TabKeyContext);
}
