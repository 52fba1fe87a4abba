import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { usePermission, type PermissionResult } from '../../design-system';
import { ExceptionPage } from '../pages/exception/ExceptionPage';
import type { CurrentUser } from '../services/types';
import { selectCurrentUser } from '../store/selectors';

/**
 * Who may see a route (SPEC.md sections 5 and 6):
 * - a permission code or a list of codes, checked like any guarded control (the server decides;
 *   any approved code is a match);
 * - a function of the signed-in user answering `true` or `false`, or a promise of that (an async
 *   function);
 * - a promise resolving to `true` or `false`.
 */
export type Authority =
  | string
  | readonly string[]
  | ((user: CurrentUser | null) => boolean | PromiseLike<boolean>)
  | PromiseLike<boolean>;

/** What {@link authorize} decides: at once, later (a promise), or not yet (codes unknown). */
export type AuthorizeOutcome =
  | { status: 'allowed' }
  | { status: 'denied' }
  | { status: 'pending' }
  | { status: 'async'; promise: PromiseLike<boolean> };

/** What {@link authorize} needs: the user and the permission checker of codes. */
export interface AuthorizeContext {
  /** The signed-in user, given to a function authority. */
  user: CurrentUser | null;
  /** Combines the permission states of codes (the app's checker). */
  check: (codes: string[]) => PermissionResult;
}

/** The message of the error raised for a missing authority (SPEC.md section 5). */
export const AUTHORITY_REQUIRED = 'authority is required';

function isThenable(value: unknown): value is PromiseLike<boolean> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function fromPermission(result: PermissionResult): AuthorizeOutcome {
  if (result.status === 'approved') return { status: 'allowed' };
  if (result.status === 'denied') return { status: 'denied' };
  return { status: 'pending' };
}

/**
 * Decides whether `authority` lets the user in. Throws `Error('authority is required')` when
 * no authority is given. A function is called with the user; a boolean answer decides at once,
 * a promise (or a promise authority) is handed back to be awaited.
 */
export function authorize(
  authority: Authority | null | undefined,
  context: AuthorizeContext,
): AuthorizeOutcome {
  if (authority === undefined || authority === null) throw new Error(AUTHORITY_REQUIRED);
  if (typeof authority === 'string') return fromPermission(context.check([authority]));
  if (Array.isArray(authority)) return fromPermission(context.check([...(authority as string[])]));
  if (typeof authority === 'function') {
    const answer = authority(context.user);
    if (isThenable(answer)) return { status: 'async', promise: answer };
    return { status: answer === true ? 'allowed' : 'denied' };
  }
  if (isThenable(authority)) return { status: 'async', promise: authority };
  throw new Error(AUTHORITY_REQUIRED);
}

/** Props of {@link Authorized}. */
export interface AuthorizedProps {
  /** Who may see the content; see {@link Authority}. */
  authority: Authority;
  /** The route's content. */
  children: ReactNode;
  /** Shown when the authority does not match; the 403 page by default. */
  noMatch?: ReactNode;
}

function codesOf(authority: Authority): string[] | null {
  if (typeof authority === 'string') return [authority];
  if (Array.isArray(authority)) return [...(authority as string[])];
  return null;
}

/**
 * Guards a route: the content when `authority` matches, the 403 page otherwise, nothing while
 * the answer is not known yet (codes being checked, a promise running). A rejected promise
 * counts as no match.
 */
export function Authorized({ authority, children, noMatch }: AuthorizedProps) {
  const user = useSelector(selectCurrentUser);
  const codes = codesOf(authority);
  const permission = usePermission(codes);
  const outcome = useMemo(
    () => authorize(authority, { user, check: () => permission }),
    [authority, user, permission],
  );
  const promise = outcome.status === 'async' ? outcome.promise : null;
  const [settled, setSettled] = useState<{ promise: PromiseLike<boolean>; allowed: boolean }>();
  useEffect(() => {
    if (!promise) return;
    let live = true;
    Promise.resolve(promise).then(
      (allowed) => live && setSettled({ promise, allowed: allowed === true }),
      () => live && setSettled({ promise, allowed: false }),
    );
    return () => {
      live = false;
    };
  }, [promise]);

  let allowed: boolean | undefined;
  if (outcome.status === 'allowed') allowed = true;
  else if (outcome.status === 'denied') allowed = false;
  else if (outcome.status === 'async' && settled?.promise === promise) allowed = settled.allowed;

  if (allowed === undefined) return null;
  if (!allowed) return <>{noMatch ?? <ExceptionPage code="403" />}</>;
  return <>{children}</>;
}
