import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import { forwardRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { lazyWithStandIn } from '../lazyChunk';
import { usePermissions } from '../Permission/permission';
import { actionLinkSlotRecipe } from './actionLink.recipe';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

// The menu of the actions beyond the inline ones (zag's menu machine, floating-ui) loads when a
// row first has such actions; its button (`loading`) shows meanwhile.
const ActionMenu = lazyWithStandIn(() => import('./ActionMenu'));

/** The number of actions shown inline before the rest go to the menu (SPEC.md section 9). */
export const ACTION_LINK_INLINE_COUNT = 3;

/** One row action of {@link ActionLink}. */
export interface ActionLinkItem {
  /** Unique within the row; also the menu item's value. */
  key: string;
  /** The visible text. */
  label: string;
  /** Called when the user chooses the action. */
  onClick: () => void;
  /**
   * Permission codes: denied and hidden removes the action (it then does not count towards the
   * inline ones), denied and disabled disables it, unknown shows it disabled and busy.
   */
  codes?: string[];
  /** Shown but not usable. */
  disabled?: boolean;
  /** A destructive action, shown in red. */
  danger?: boolean;
}

/** User-visible texts of {@link ActionLink}. */
export interface ActionLinkLabels {
  /** The menu trigger holding the actions beyond the inline ones. */
  more: string;
}

/** The English defaults of {@link ActionLinkLabels}. */
export const DEFAULT_ACTION_LINK_LABELS: ActionLinkLabels = { more: 'Action' };

/** Props of {@link ActionLink}. */
export interface ActionLinkProps {
  /** The row's actions in display order. */
  actions: ActionLinkItem[];
  /** How many actions show inline before the menu; 3 unless given. */
  inlineCount?: number;
  /** Texts; English defaults. */
  labels?: Partial<ActionLinkLabels>;
  /** Names the group of actions for assistive technology, for example the row's sample name. */
  'aria-label'?: string;
}

function swallow(event: MouseEvent) {
  event.preventDefault();
}

/** The 'Action' button opening the menu of the remaining actions. */
const MoreButton = forwardRef<
  HTMLButtonElement,
  { text: string; styles: Record<string, SystemStyleObject | undefined> } & ComponentProps<'button'>
>(function MoreButton({ text, styles, ...props }, ref) {
  return (
    <chakra.button ref={ref} type="button" css={[styles.action, styles.more]} {...props}>
      {text}
      <chakra.svg viewBox="0 0 12 12" aria-hidden="true" css={styles.moreIcon}>
        <path
          d="M2.5 4.5 6 8l3.5-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </chakra.svg>
    </chakra.button>
  );
});

/**
 * A table row's actions: the first three usable ones as link-style buttons, the rest in a menu
 * labelled 'Action'. Each action may carry permission codes (see {@link ActionLinkItem.codes}).
 */
export function ActionLink({
  actions,
  inlineCount = ACTION_LINK_INLINE_COUNT,
  labels,
  'aria-label': ariaLabel,
}: ActionLinkProps) {
  const recipe = useSharedSlotRecipe(actionLinkSlotRecipe);
  const text = { ...DEFAULT_ACTION_LINK_LABELS, ...labels };
  const permissions = usePermissions(actions.map((action) => action.codes));
  // A click on the button before the menu's chunk is there opens the menu when it comes.
  const [openOnLoad, setOpenOnLoad] = useState(false);

  const visible = actions.flatMap((action, index) => {
    const result = permissions[index] ?? { status: 'approved' };
    if (result.status === 'denied' && result.controllerType === 'hidden') return [];
    const pending = result.status === 'unknown';
    const disabled = Boolean(action.disabled) || pending || result.status === 'denied';
    return [{ action, pending, disabled }];
  });
  const inline = visible.slice(0, inlineCount);
  const overflow = visible.slice(inlineCount);

  return (
    <chakra.div role="group" aria-label={ariaLabel} css={recipe().root}>
      {inline.map(({ action, pending, disabled }) => {
        const styles = recipe({ danger: Boolean(action.danger), pending });
        return (
          <chakra.button
            key={action.key}
            type="button"
            css={styles.action}
            disabled={disabled && !pending}
            aria-disabled={pending ? true : undefined}
            aria-busy={pending ? true : undefined}
            onClick={pending ? swallow : action.onClick}
          >
            {action.label}
          </chakra.button>
        );
      })}
      {overflow.length > 0 ? (
        <ActionMenu
          entries={overflow}
          defaultOpen={openOnLoad}
          trigger={<MoreButton text={text.more} styles={recipe()} />}
          itemCss={(danger) => recipe({ danger }).menuItem}
          loading={
            <MoreButton
              text={text.more}
              styles={recipe()}
              aria-haspopup="menu"
              onClick={() => setOpenOnLoad(true)}
            />
          }
        />
      ) : null}
    </chakra.div>
  );
}
