import { useEffect, useState, type ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { DesignSystemProvider } from '../design-system';
import { I18nContext } from './i18n';
import { routes } from './routes';
import { setNavigation } from './services/navigation';
import { selectI18n, type AppStore } from './store';

function I18nFromStore({ children }: { children: ReactNode }) {
  const i18n = useSelector(selectI18n);
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Props of {@link App}. */
export interface AppProps {
  store: AppStore;
  /** The router; a browser router over {@link routes} by default. */
  router?: ReturnType<typeof createBrowserRouter>;
}

/** The whole app: store, design system, translations and routes. */
export function App({ store, router: given }: AppProps) {
  const [router] = useState(() => given ?? createBrowserRouter(routes));
  useEffect(() => {
    setNavigation({ navigate: (to, options) => void router.navigate(to, options) });
  }, [router]);
  return (
    <Provider store={store}>
      <DesignSystemProvider>
        <I18nFromStore>
          <RouterProvider router={router} />
        </I18nFromStore>
      </DesignSystemProvider>
    </Provider>
  );
}
