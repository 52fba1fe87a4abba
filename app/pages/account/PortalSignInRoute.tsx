import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { portalSignInRequested } from '../../store/session';

/**
 * `/pub/sign-in` as the app's own route: reached only where another host serves the app (the
 * reference server answers the address with its sign-in page), it sends the browser on to the
 * OAuth server's sign-in, coming back to `returnTo`.
 */
export function PortalSignInRoute() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  useEffect(() => {
    dispatch(portalSignInRequested({ returnTo }));
  }, [dispatch, returnTo]);
  return null;
}
