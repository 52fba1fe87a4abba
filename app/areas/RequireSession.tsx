import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { hideLoadingOverlay } from '../loadingOverlay';
import { ExceptionPage } from '../pages/exception/ExceptionPage';
import { startSession, type AuthorisedArea } from '../store/session';
import type { RootState } from '../store/reducer';
import { selectSession } from '../store/selectors';

/** Props of {@link RequireSession}. */
export interface RequireSessionProps {
  area: AuthorisedArea;
  children: ReactNode;
}

/**
 * An authorised area: starts unauthorised, asks the session saga to load the user and run
 * init, and renders its content only then. When the user cannot be loaded, the 500 page shows
 * and the loading overlay goes away.
 */
export function RequireSession({ area, children }: RequireSessionProps) {
  const dispatch = useDispatch();
  const session = useSelector(selectSession);
  const store = useStore<RootState>();
  useEffect(() => {
    // The entry starts it while this area's chunk loads; start it here only if it has not.
    const { area: current, status } = selectSession(store.getState());
    if (current !== area || (status !== 'loading' && status !== 'ready')) {
      dispatch(startSession({ area }));
    }
  }, [area, dispatch, store]);
  const failed = session.status === 'failed';
  useEffect(() => {
    if (failed) hideLoadingOverlay();
  }, [failed]);

  // The area's first render is a transition: React draws it in slices, between which the
  // browser takes the chunks and answers that came meanwhile (a card's code, its data), so that
  // the first frame can have them.
  const ready = useDeferredValue(session.status === 'ready' && session.area === area);
  if (failed) return <ExceptionPage code="500" detail={session.error ?? undefined} />;
  if (!ready) return null;
  return <>{children}</>;
}
