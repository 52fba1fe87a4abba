import { chakra } from '@chakra-ui/react';
import { statusTone, type StatusTone } from './status';
import { statusBadgeRecipe } from './statusBadge.recipe';
import { useSharedRecipe } from '../theme/sharedRecipe';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** Status code as the server sends it, for example `SUCCESS`, `F` or `RUNNING`. */
  status: string | null | undefined;
  /** Text shown beside the dot; the status code when omitted. */
  label?: string;
  /** The colour family, when the code is not one of the standard ones (e.g. `Shipped`). */
  tone?: StatusTone;
}

/**
 * A coloured dot and a label for a server status code, coloured by the status families of
 * SPEC.md section 3 (success, error, processing, default).
 */
export function StatusBadge({ status, label, tone: toneOf }: StatusBadgeProps) {
  const recipe = useSharedRecipe(statusBadgeRecipe);
  const tone: StatusTone = toneOf ?? statusTone(status);
  return (
    <chakra.span css={recipe({ tone })} data-tone={tone}>
      {label ?? status ?? ''}
    </chakra.span>
  );
}
