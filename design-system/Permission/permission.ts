import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

/** How a denied control is treated: removed from the page, or shown disabled. */
export type PermissionControllerType = 'hidden' | 'disabled';

/**
 * The outcome of checking a list of permission codes (SPEC.md sections 4 and 6): approved (the
 * controller type of the approving code is passed on), denied (with how to treat the control),
 * or unknown while the codes are still being fetched.
 */
export type PermissionResult =
  | { status: 'approved'; controllerType?: PermissionControllerType | null }
  | { status: 'denied'; controllerType: PermissionControllerType }
  | { status: 'unknown' };

/** The app's permission checker, backed by its store; given to {@link PermissionProvider}. */
export interface PermissionChecker {
  /**
   * Combines the states of `codes` into one result. Called during render, so it must not notify
   * synchronously; it may queue unknown codes for the app's batch fetch.
   */
  check(codes: string[]): PermissionResult;
  /** Calls `listener` whenever a result may have changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The checker of the nearest {@link PermissionProvider}; null outside any provider. */
export const PermissionContext = createContext<PermissionChecker | null>(null);

/**
 * True inside a {@link Permission} whose codes are denied with controller type `disabled` (or
 * still unknown): permission-aware controls such as PermissionButton render disabled there.
 */
export const PermissionDisabledContext = createContext(false);

const APPROVED: PermissionResult = { status: 'approved' };
const SEPARATOR = '\n';

function encode(result: PermissionResult): string {
  return result.status === 'unknown'
    ? 'unknown'
    : `${result.status}:${result.controllerType ?? ''}`;
}

function decode(text: string): PermissionResult {
  const [status, type] = text.split(':');
  const controllerType = type === 'hidden' || type === 'disabled' ? type : null;
  if (status === 'denied') return { status, controllerType: controllerType ?? 'hidden' };
  if (status === 'unknown') return { status };
  return controllerType ? { status: 'approved', controllerType } : APPROVED;
}

const noSubscription = () => () => undefined;

/**
 * The permission results of several code lists at once (one per entry, in order), kept up to
 * date with the checker. An absent or empty list is approved; so is everything outside a
 * {@link PermissionProvider}.
 */
export function usePermissions(
  codeLists: ReadonlyArray<readonly string[] | null | undefined>,
): PermissionResult[] {
  const checker = useContext(PermissionContext);
  const key = JSON.stringify(codeLists.map((codes) => (codes?.length ? codes : null)));
  const getSnapshot = useCallback(() => {
    const lists = JSON.parse(key) as (string[] | null)[];
    return lists
      .map((codes) => (codes && checker ? encode(checker.check(codes)) : encode(APPROVED)))
      .join(SEPARATOR);
  }, [checker, key]);
  const subscribe = useMemo(
    () => (checker ? (listener: () => void) => checker.subscribe(listener) : noSubscription),
    [checker],
  );
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return useMemo(() => (snapshot === '' ? [] : snapshot.split(SEPARATOR).map(decode)), [snapshot]);
}

/**
 * The permission result of `codes`, re-evaluated whenever the checker notifies. No codes (or an
 * empty list) means approved, and so does using it outside a {@link PermissionProvider}.
 */
export function usePermission(codes?: readonly string[] | null): PermissionResult {
  const [result] = usePermissions([codes]);
  return result ?? APPROVED;
}

/** Whether the surrounding {@link Permission} asks its controls to render disabled. */
export function usePermissionDisabled(): boolean {
  return useContext(PermissionDisabledContext);
}
