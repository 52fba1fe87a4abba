import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import {
  memo,
  useCallback,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

// A tab of the TabBar and its close button: each re-renders only when what it shows changes,
// and reports to the bar through one stable TabEvents object.

/** What a tab tells the bar; one stable object for every tab. */
export interface TabEvents {
  register: (key: string, element: HTMLButtonElement | null) => void;
  select: (key: string) => void;
  focus: (key: string) => void;
  keyDown: (index: number, key: string, event: KeyboardEvent<HTMLElement>) => void;
  auxClick: (key: string, event: MouseEvent<HTMLElement>) => void;
  contextMenu: (key: string, event: MouseEvent<HTMLElement>) => void;
  pressStart: (key: string, event: PointerEvent<HTMLElement>) => void;
  pressEnd: () => void;
  close: (key: string) => void;
}

/** The styles of the bar's parts (its slot recipe's). */
export type TabBarStyles = Partial<Record<string, SystemStyleObject>>;

/** One tab; re-rendered only when what it shows changes. */
export const TabButton = memo(function TabButton({
  tabKey: key,
  title,
  closable,
  icon,
  index,
  selected,
  focusable,
  panelId,
  styles,
  events,
}: {
  tabKey: string;
  title: string;
  closable: boolean;
  icon: ReactNode;
  index: number;
  selected: boolean;
  focusable: boolean;
  panelId: string | undefined;
  styles: TabBarStyles;
  events: TabEvents;
}) {
  const ref = useCallback(
    (element: HTMLButtonElement | null) => events.register(key, element),
    [events, key],
  );
  return (
    <chakra.button
      ref={ref}
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={panelId}
      tabIndex={focusable ? 0 : -1}
      title={title}
      data-key={key}
      data-closable={closable || undefined}
      css={styles.tab}
      style={{ gridColumn: index + 1 }}
      onClick={() => events.select(key)}
      onFocus={() => events.focus(key)}
      onKeyDown={(event) => events.keyDown(index, key, event)}
      onAuxClick={(event) => events.auxClick(key, event)}
      onContextMenu={(event) => events.contextMenu(key, event)}
      onPointerDown={(event) => events.pressStart(key, event)}
      onPointerUp={events.pressEnd}
      onPointerMove={events.pressEnd}
      onPointerCancel={events.pressEnd}
    >
      {icon ? (
        <chakra.span css={styles.icon} aria-hidden="true">
          {icon}
        </chakra.span>
      ) : null}
      <chakra.span css={styles.title}>{title}</chakra.span>
    </chakra.button>
  );
});

/** The close button beside a closable tab. */
export const CloseButton = memo(function CloseButton({
  tabKey,
  index,
  label,
  focusable,
  css,
  events,
}: {
  tabKey: string;
  index: number;
  label: string;
  focusable: boolean;
  css: SystemStyleObject | undefined;
  events: TabEvents;
}) {
  return (
    <chakra.button
      type="button"
      css={css}
      style={{ gridColumn: index + 1 }}
      aria-label={label}
      tabIndex={focusable ? 0 : -1}
      onClick={() => events.close(tabKey)}
    >
      <svg viewBox="0 0 10 10" aria-hidden="true">
        <path
          d="M1.5 1.5l7 7M8.5 1.5l-7 7"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
    </chakra.button>
  );
});
