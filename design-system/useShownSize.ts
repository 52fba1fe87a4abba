import { useLayoutEffect, useState, type RefObject } from 'react';

/** A box's size in whole pixels. */
export interface ShownSize {
  width: number;
  height: number;
}

/**
 * The box's size as last shown, followed as it changes (a ResizeObserver), for a drawing sized
 * in pixels such as a chart. A box in a tab in the background measures 0 by 0: that is not kept,
 * so what is drawn at the size is not drawn again when its tab is hidden, nor when it is shown
 * again. Null until the box has been shown.
 */
export function useShownSize(ref: RefObject<HTMLElement | null>): ShownSize | null {
  const [size, setSize] = useState<ShownSize | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const keep = (width: number, height: number) => {
      if (width < 1 || height < 1) return;
      const next = { width: Math.round(width), height: Math.round(height) };
      setSize((previous) =>
        previous?.width === next.width && previous.height === next.height ? previous : next,
      );
    };
    const { width, height } = box.getBoundingClientRect();
    keep(width, height);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) keep(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
