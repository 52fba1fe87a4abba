import { useMemo, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Store } from 'redux';
import { PermissionProvider, type PermissionChecker } from '../../design-system';
import type { RootState } from '../store/reducer';
import {
  permissionRequest,
  selectCurrentRoleId,
  selectPermissionLookup,
  selectPermissions,
} from '../store/permissions';
import { checkPermissionCodes } from './checker';
import { normalisePermissionCodes } from './normalise';

/**
 * A permission checker over the store: `check` combines the cached states of the codes (see
 * {@link checkPermissionCodes}) and asks for the unknown ones with `permission/request`, sent
 * once per microtask (never during render); `subscribe` notifies when the permission cache, the
 * current role or the presence of a signed-in user changed. Nothing is asked before the user is
 * known: an answer given to no role would be asked again once the role arrives.
 */
export function createStorePermissionChecker(store: Store<RootState>): PermissionChecker {
  const asking = new Set<string>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (asking.size === 0) return;
    const codes = [...asking];
    asking.clear();
    store.dispatch(permissionRequest({ codes }));
  };
  return {
    check(codes) {
      const normalised = normalisePermissionCodes(codes);
      const state = store.getState();
      const lookup = selectPermissionLookup(state);
      if (state.user.currentUser) {
        for (const code of normalised) if (lookup(code) === undefined) asking.add(code);
      }
      if (asking.size > 0 && !scheduled) {
        scheduled = true;
        queueMicrotask(flush);
      }
      return checkPermissionCodes(normalised, lookup);
    },
    subscribe(listener) {
      let permissions = selectPermissions(store.getState());
      let roleId = selectCurrentRoleId(store.getState());
      let signedIn = store.getState().user.currentUser !== null;
      return store.subscribe(() => {
        const state = store.getState();
        const nextPermissions = selectPermissions(state);
        const nextRoleId = selectCurrentRoleId(state);
        const nextSignedIn = state.user.currentUser !== null;
        if (nextPermissions === permissions && nextRoleId === roleId && nextSignedIn === signedIn)
          return;
        permissions = nextPermissions;
        roleId = nextRoleId;
        signedIn = nextSignedIn;
        listener();
      });
    },
  };
}

/** Props of {@link AppPermissionProvider}. */
export interface AppPermissionProviderProps {
  /** The part of the app whose permission-aware components check against the store. */
  children: ReactNode;
}

/**
 * The design system's PermissionProvider wired to the store: permission-aware components
 * (PermissionButton, Permission, ActionLink) read the cached states and queue unknown codes for
 * the batched check of `sagas/permissions.ts`. Mount it inside the redux Provider.
 */
export function AppPermissionProvider({ children }: AppPermissionProviderProps) {
  const store = useStore<RootState>();
  const checker = useMemo(() => createStorePermissionChecker(store), [store]);
  return (
    <PermissionProvider check={checker.check} subscribe={checker.subscribe}>
      {children}
    </PermissionProvider>
  );
}
