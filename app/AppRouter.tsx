import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Router, type UNSAFE_createBrowserHistory, type Location } from 'react-router-dom';
import { sessionAreaOf } from './services/signIn';

/** The history the app moves through: the browser's, or one in memory (tests). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Where the browser is and how it got there. */
interface Place {
  action: AppHistory['action'];
  location: Location;
}

/** The address as it changes, for the few that follow every move (history takes one listener). */
interface LocationSource {
  subscribe(listener: () => void): () => void;
  get(): Place;
  /** Starts following the history; answers how to stop. */
  start(): () => void;
  /** Holds the router's location while the shell is open ({@link useShellLocation}); answers how to let go. */
  hold(): () => void;
  /** Whether the router's location is held. */
  held(): boolean;
}

function locationSource(history: AppHistory): LocationSource {
  let place: Place = { action: history.action, location: history.location };
  const listeners = new Set<() => void>();
  let holders = 0;
  return {
    hold() {
      holders += 1;
      return () => {
        holders -= 1;
      };
    },
    held: () => holders > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => place,
    start: () =>
      history.listen(({ action, location }) => {
        place = { action, location };
        for (const listener of listeners) listener();
      }),
  };
}

const LocationSourceContext = createContext<LocationSource | null>(null);

/** Whether an address belongs to the operators' shell, whose tabs each follow their own address. */
const inShell = (pathname: string) => sessionAreaOf(pathname) === 'default';

/**
 * The app's router. While the shell is open (it calls {@link useShellLocation}), the router's
 * own location (React Router's context, read by every route and link below it) stays as it was
 * for moves within the shell: a move between tabs changes no context above the open pages, so
 * React neither re-renders nor searches the pages of the other tabs. Each tab's page sees its own
 * address (TabPanes). Elsewhere, and on leaving the shell, the router follows every move.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const source = useMemo(() => locationSource(history), [history]);
  useLayoutEffect(() => source.start(), [source]);
  const place = useSyncExternalStore(source.subscribe, source.get);
  const [routed, setRouted] = useState(place);
  if (
    routed !== place &&
    !(source.held() && inShell(routed.location.pathname) && inShell(place.location.pathname))
  ) {
    setRouted(place);
  }
  return (
    <LocationSourceContext.Provider value={source}>
      <Router location={routed.location} navigationType={routed.action} navigator={history}>
        {children}
      </Router>
    </LocationSourceContext.Provider>
  );
}

/**
 * The browser's current address, for the shell: re-renders on every move, and holds the router's
 * location while the shell is mounted (see {@link AppRouter}). Pages read theirs with React
 * Router's hooks.
 */
export function useShellLocation(): Location {
  const source = useContext(LocationSourceContext);
  if (!source) throw new Error('useShellLocation is used outside the AppRouter');
  useLayoutEffect(() => source.hold(), [source]);
  return useSyncExternalStore(source.subscribe, source.get).location;
}
