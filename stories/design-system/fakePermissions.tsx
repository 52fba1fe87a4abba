// A fake permission checker for stories and tests: each code is approved, denied (hidden or
// disabled) or unknown; codes not listed are unknown.
import { useMemo, type ReactNode } from 'react';
import {
  PermissionProvider,
  type PermissionChecker,
  type PermissionResult,
} from '../../design-system';

/** The state of one permission code in the fake checker. */
export type FakePermissionState = 'approved' | 'hidden' | 'disabled' | 'unknown';

/** A fake checker whose code states can be changed, notifying its subscribers. */
export interface FakePermissionChecker extends PermissionChecker {
  /** Changes the state of `code` and notifies the subscribers. */
  set(code: string, state: FakePermissionState): void;
}

/** Creates a {@link FakePermissionChecker} from a map of code states. */
export function createFakeChecker(
  initial: Record<string, FakePermissionState>,
): FakePermissionChecker {
  const states = new Map(Object.entries(initial));
  const listeners = new Set<() => void>();
  return {
    check(codes: string[]): PermissionResult {
      const found = codes.map((code) => states.get(code) ?? 'unknown');
      if (found.includes('approved')) return { status: 'approved' };
      if (found.includes('unknown')) return { status: 'unknown' };
      return { status: 'denied', controllerType: found[0] === 'disabled' ? 'disabled' : 'hidden' };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(code, state) {
      states.set(code, state);
      listeners.forEach((listener) => listener());
    },
  };
}

/** Props of {@link FakePermissions}. */
export interface FakePermissionsProps {
  /** Code states; codes not listed are unknown. */
  states: Record<string, FakePermissionState>;
  children: ReactNode;
}

/** A PermissionProvider backed by a fake checker with fixed code states. */
export function FakePermissions({ states, children }: FakePermissionsProps) {
  const key = JSON.stringify(states);
  const checker = useMemo(
    () => createFakeChecker(JSON.parse(key) as Record<string, FakePermissionState>),
    [key],
  );
  return (
    <PermissionProvider check={checker.check} subscribe={checker.subscribe}>
      {children}
    </PermissionProvider>
  );
}

/** Code states the permission stories share. */
export const STORY_PERMISSIONS: Record<string, FakePermissionState> = {
  'sample.create': 'approved',
  'sample.edit': 'approved',
  'sample.export': 'approved',
  'sample.delete.hidden': 'hidden',
  'sample.delete.disabled': 'disabled',
  'sample.audit': 'unknown',
};
