import { Button, type ButtonProps } from '@chakra-ui/react';
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { usePermission, usePermissionDisabled } from './permission';
import { permissionButtonRecipe } from './permission.recipe';
import { useSharedRecipe } from '../theme/sharedRecipe';

/** Props of {@link PermissionButton}: Chakra's Button props plus the permission codes. */
export interface PermissionButtonProps extends ButtonProps {
  /** Permission codes; approved when any of them is. No codes means approved. */
  codes?: string[];
  /** The underlying button element. */
  ref?: Ref<HTMLButtonElement>;
}

function swallow(event: MouseEvent | KeyboardEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * A Chakra Button guarded by permission codes: normal when approved, not rendered when denied and
 * hidden, disabled when denied and disabled (or inside a disabled {@link Permission}). While the
 * permission is unknown it keeps its size as a quiet skeleton, is `aria-disabled` and
 * `aria-busy`, and ignores clicks and key presses.
 */
export function PermissionButton({
  codes,
  css,
  onClick,
  onKeyDown,
  ...rest
}: PermissionButtonProps) {
  const recipe = useSharedRecipe(permissionButtonRecipe);
  const result = usePermission(codes);
  const disabledByParent = usePermissionDisabled();

  if (result.status === 'denied' && result.controllerType === 'hidden') return null;
  if (result.status === 'unknown') {
    return (
      <Button
        {...rest}
        css={[recipe({ state: 'pending' }), css]}
        aria-disabled="true"
        aria-busy="true"
        data-permission="unknown"
        onClick={swallow}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') swallow(event);
        }}
      />
    );
  }
  const disabled = rest.disabled || disabledByParent || result.status === 'denied';
  return (
    <Button
      {...rest}
      css={[recipe({ state: 'ready' }), css]}
      disabled={disabled}
      onClick={onClick}
      onKeyDown={onKeyDown}
    />
  );
}
