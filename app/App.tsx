import { useEffect, useState, type ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import {
  createNotifier,
  DesignSystemProvider,
  loadChineseFont,
  NotificationViewport,
} from '../design-system';
import { AppRouter, type AppHistory } from './AppRouter';
import { I18nContext } from './i18n';
import { DocumentHead } from './layouts/DocumentHead';
import { AppPermissionProvider } from './permissions/AppPermissionProvider';
import { routes } from './routes';
import { setNavigation } from './services/navigation';
import { setNotifier } from './services/notification';
import { selectI18n, type AppStore } from './store';

function I18nFromStore({ children }: { children: ReactNode }) {
  const i18n = useSelector(selectI18n);
  useEffect(() => {
    if (i18n.locale.startsWith('zh')) void loadChineseFont();
  }, [i18n.locale]);
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Distance of notifications from the bottom edge (SPEC.md section 9). */
const DATA_LAYER_OFFSET = '48px';

/** Shows the notifications that sagas raise through app/services/notification. */
function Notifications() {
  const { t } = useSelector(selectI18n);
  const [notifier] = useState(() => createNotifier({ bottomOffset: DATA_LAYER_OFFSET }));
  useEffect(() => {
    setNotifier((notice) => void notifier.notify(notice));
    return () => setNotifier(null);
  }, [notifier]);
  return (
    <NotificationViewport
      notifier={notifier}
      labels={{ region: t('notification.region'), close: t('notification.close') }}
    />
  );
}

/** The routes, with the navigation service (sagas move the user through it) connected. */
function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigation({ navigate: (to, options) => void navigate(to, options) });
  }, [navigate]);
  return useRoutes(routes);
}

/** Props of {@link App}. */
export interface AppProps {
  store: AppStore;
  /** The history the app moves through: the browser's (`main.tsx`) or one in memory (tests). */
  history: AppHistory;
  /** The routes; the app's areas ({@link routes}) by default. */
  routes?: RouteObject[];
}

/**
 * The whole app: store, design system, translations and routes, in the app's router over
 * `history` ({@link AppRouter}). A declarative router: the app uses no loaders or actions, and
 * the data router cost 16 KB of gzip on every page and a route match of the whole tree on every
 * navigation.
 */
export function App({ store, history, routes: given = routes }: AppProps) {
  return (
    <Provider store={store}>
      <AppRouter history={history}>
        <DesignSystemProvider>
          <I18nFromStore>
            <DocumentHead />
            <AppPermissionProvider>
              <AppRoutes routes={given} />
            </AppPermissionProvider>
            <Notifications />
          </I18nFromStore>
        </DesignSystemProvider>
      </AppRouter>
    </Provider>
  );
}
