import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, type ReactNode } from 'react';

const OVERSCAN = 10;

/** Props of {@link VirtualRows}. */
export interface VirtualRowsProps {
  /** The scrolling element around the table, once mounted. */
  scroller: HTMLElement | null;
  /** Number of rows. */
  count: number;
  /** Height of the scrolling element in px. */
  height: number;
  /** Height of one row in px. */
  rowHeight: number;
  /** Number of table columns, for the spacer rows. */
  colSpan: number;
  /** Renders the row at an index. */
  renderRow: (index: number) => ReactNode;
}

/**
 * The visible rows of a virtual table body plus overscan, between two spacer rows that keep
 * the scroll height. Scrolling re-renders only this component, not the table around it.
 */
export function VirtualRows({
  scroller,
  count,
  height,
  rowHeight,
  colSpan,
  renderRow,
}: VirtualRowsProps) {
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // No React Compiler runs on this code; the virtualizer is only read during render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller,
    estimateSize,
    overscan: OVERSCAN,
    initialRect: { width: 0, height },
    // Where nothing is laid out (tests, hidden tabs) the body is as high as it was asked to be.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {before > 0 ? (
        <tr data-spacer="" aria-hidden="true">
          <td colSpan={colSpan} style={{ height: before }} />
        </tr>
      ) : null}
      {items.map((item) => renderRow(item.index))}
      {after > 0 ? (
        <tr data-spacer="" aria-hidden="true">
          <td colSpan={colSpan} style={{ height: after }} />
        </tr>
      ) : null}
    </>
  );
}
