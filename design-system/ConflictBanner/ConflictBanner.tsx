import { Button, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { formatLabel } from '../SheetGrid/sheetGrid';
import { conflictBannerSlotRecipe } from './conflictBanner.recipe';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

/** Which value of a conflict the user chose: their own, or the other version's. */
export type ConflictChoice = 'mine' | 'theirs';

/** One conflict the banner lists with both values (a field, a removed row). */
export interface ConflictBannerItem {
  /** Passed back to `onChoose`. */
  id: string;
  /** Where it is, for example 'Courier' or 'Row 3 (S-03)'. */
  label: string;
  /** The value on this page, as shown (empty for nothing). */
  mine: string;
  /** The other version's value, as shown (empty for nothing). */
  theirs: string;
}

/** User-visible texts of {@link ConflictBanner}; `%{count}` is the number of conflicts. */
export interface ConflictBannerLabels {
  title: string;
  description: string;
  /** Names this page's value. */
  mine: string;
  /** Names the other version's value. */
  theirs: string;
  /** Shown for an empty value. */
  empty: string;
  keepMine: string;
  takeTheirs: string;
  keepAllMine: string;
  takeAllTheirs: string;
}

/** The English defaults of {@link ConflictBannerLabels}. */
export const DEFAULT_CONFLICT_BANNER_LABELS: ConflictBannerLabels = {
  title: '%{count} change(s) conflict with a version saved elsewhere',
  description:
    'Your values stay on screen with the other value beside each. Choose one for each; nothing is saved until all are chosen.',
  mine: 'Yours:',
  theirs: 'Theirs:',
  empty: '(empty)',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  keepAllMine: 'Keep all mine',
  takeAllTheirs: 'Take all theirs',
};

/** Props of {@link ConflictBanner}. */
export interface ConflictBannerProps {
  /** How many conflicts are left, listed here or shown where they are (cells of a grid). */
  count: number;
  /** The conflicts to list here with both values and a choice each. */
  items?: readonly ConflictBannerItem[];
  /** Called with an item's id and the user's choice. */
  onChoose?: (id: string, choice: ConflictChoice) => void;
  /** Resolves every conflict to the value on this page. */
  onKeepAllMine: () => void;
  /** Resolves every conflict to the other version's value. */
  onTakeAllTheirs: () => void;
  /** Texts; English defaults. */
  labels?: Partial<ConflictBannerLabels>;
}

/**
 * What is left of a merge with a version saved elsewhere: how many changes conflict, the ones
 * not shown in place listed with both values and a choice each, and "keep all mine" / "take all
 * theirs". Renders nothing when no conflict is left.
 */
export function ConflictBanner({
  count,
  items = [],
  onChoose,
  onKeepAllMine,
  onTakeAllTheirs,
  labels,
}: ConflictBannerProps) {
  const recipe = useSharedSlotRecipe(conflictBannerSlotRecipe);
  const styles = recipe();
  const text = { ...DEFAULT_CONFLICT_BANNER_LABELS, ...labels };
  const titleId = useId();
  if (count <= 0) return null;
  const shown = (value: string) => (value === '' ? text.empty : value);
  return (
    <chakra.section css={styles.root} aria-labelledby={titleId} data-conflict-banner="">
      <chakra.h2 id={titleId} css={styles.title}>
        {formatLabel(text.title, { count })}
      </chakra.h2>
      <chakra.p css={styles.description}>{text.description}</chakra.p>
      {items.length > 0 ? (
        <chakra.ul css={styles.list}>
          {items.map((item) => (
            <chakra.li key={item.id}>
              <chakra.div css={styles.item} role="group" aria-label={item.label}>
                <chakra.span css={styles.itemLabel}>{item.label}</chakra.span>
                <chakra.span css={styles.value}>
                  <chakra.span css={styles.valueLabel}>{text.mine}</chakra.span>
                  <strong data-mine="">{shown(item.mine)}</strong>
                </chakra.span>
                <chakra.span css={styles.value}>
                  <chakra.span css={styles.valueLabel}>{text.theirs}</chakra.span>
                  <strong data-theirs="">{shown(item.theirs)}</strong>
                </chakra.span>
                <chakra.span css={styles.choices}>
                  <Button size="xs" variant="outline" onClick={() => onChoose?.(item.id, 'mine')}>
                    {text.keepMine}
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => onChoose?.(item.id, 'theirs')}>
                    {text.takeTheirs}
                  </Button>
                </chakra.span>
              </chakra.div>
            </chakra.li>
          ))}
        </chakra.ul>
      ) : null}
      <chakra.div css={styles.actions}>
        <Button size="sm" colorPalette="blue" onClick={onKeepAllMine}>
          {text.keepAllMine}
        </Button>
        <Button size="sm" variant="outline" onClick={onTakeAllTheirs}>
          {text.takeAllTheirs}
        </Button>
      </chakra.div>
    </chakra.section>
  );
}
