import { chakra } from '@chakra-ui/react';
import { useMemo, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import {
  PermissionContext,
  PermissionDisabledContext,
  usePermission,
  type PermissionChecker,
} from './permission';
import { permissionGateRecipe } from './permission.recipe';
import { useSharedRecipe } from '../theme/sharedRecipe';

/** Props of {@link PermissionProvider}. */
export interface PermissionProviderProps extends PermissionChecker {
  /** The part of the app whose permission-aware components use this checker. */
  children: ReactNode;
}

/**
 * Supplies the app's permission checker to {@link usePermission}, {@link Permission},
 * PermissionButton and ActionLink. Without a provider every code counts as approved, so design
 * system components work unchanged in screens that do not check permissions.
 */
export function PermissionProvider({ check, subscribe, children }: PermissionProviderProps) {
  const checker = useMemo<PermissionChecker>(() => ({ check, subscribe }), [check, subscribe]);
  return <PermissionContext.Provider value={checker}>{children}</PermissionContext.Provider>;
}

/** What a render-prop child of {@link Permission} is told. */
export interface PermissionRenderState {
  /** Render the control disabled: denied with controller type `disabled`, or still unknown. */
  disabled: boolean;
  /** The permission is still unknown (the children are invisible meanwhile). */
  pending: boolean;
}

/** Props of {@link Permission}. */
export interface PermissionProps {
  /** Permission codes; approved when any of them is. No codes means approved. */
  codes?: string[];
  /**
   * What to guard. A function receives {@link PermissionRenderState}; plain elements learn that
   * they must be disabled through {@link usePermissionDisabled} (PermissionButton and ActionLink
   * do this).
   */
  children: ReactNode | ((state: PermissionRenderState) => ReactNode);
  /** Shown instead of the children when they are denied and hidden; nothing by default. */
  fallback?: ReactNode;
}

function swallow(event: SyntheticEvent) {
  event.preventDefault();
  event.stopPropagation();
}

function swallowActivation(event: KeyboardEvent) {
  if (event.key === 'Enter' || event.key === ' ') swallow(event);
}

/**
 * Shows its children according to the permission of `codes`: as they are when approved, not at
 * all (or `fallback`) when denied and hidden, disabled when denied and disabled. While the
 * permission is unknown the children keep their place but are invisible, inert and marked
 * `aria-busy`, so nothing jumps when the answer arrives.
 */
export function Permission({ codes, children, fallback = null }: PermissionProps) {
  const recipe = useSharedRecipe(permissionGateRecipe);
  const result = usePermission(codes);
  const render = (state: PermissionRenderState) =>
    typeof children === 'function' ? children(state) : children;

  if (result.status === 'approved') return <>{render({ disabled: false, pending: false })}</>;
  if (result.status === 'denied' && result.controllerType === 'hidden') return <>{fallback}</>;
  if (result.status === 'denied') {
    return (
      <PermissionDisabledContext.Provider value>
        {render({ disabled: true, pending: false })}
      </PermissionDisabledContext.Provider>
    );
  }
  return (
    <chakra.div
      css={recipe({ state: 'pending' })}
      aria-busy="true"
      inert
      data-permission="unknown"
      onClickCapture={swallow}
      onKeyDownCapture={swallowActivation}
    >
      <PermissionDisabledContext.Provider value>
        {render({ disabled: true, pending: true })}
      </PermissionDisabledContext.Provider>
    </chakra.div>
  );
}
