import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MutableRefObject,
  type RefObject,
} from 'react';

/** Where the tab strip stands in its bar: whether it overflows, and whether it is at either end. */
export interface StripScroll {
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const NO_OVERFLOW: StripScroll = { overflowing: false, atStart: true, atEnd: true };
/** Room kept beside the active tab when scrolling it into view, in pixels. */
const SCROLL_MARGIN = 24;

/** What {@link useStripScroll} works with: the tab bar's own refs and its tabs. */
export interface StripScrollOptions {
  activeKey: string;
  /** The active key as of the last commit, read by callbacks that outlive a render. */
  activeKeyRef: MutableRefObject<string>;
  /** Changes when a tab is opened, closed or renamed. */
  tabKeys: string;
  /** Each tab's element by its key. */
  tabRefs: RefObject<Map<string, HTMLElement>>;
  /** The strip the tabs sit in. */
  stripRef: RefObject<HTMLDivElement | null>;
}

/**
 * The tab strip's sideways scrolling: measures whether the tabs overflow the bar (again when
 * they change, when the bar or the strip resizes, and once the web fonts are in), keeps the
 * active tab in view, and scrolls by most of a view for the scroll buttons. The observers are
 * set up once: a tab switch only brings the new tab into view.
 */
export function useStripScroll({
  activeKey,
  activeKeyRef,
  tabKeys,
  tabRefs,
  stripRef,
}: StripScrollOptions) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState<StripScroll>(NO_OVERFLOW);

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const overflowing = scroller.scrollWidth > scroller.clientWidth + 1;
    const next: StripScroll = overflowing
      ? {
          overflowing,
          atStart: scroller.scrollLeft <= 1,
          atEnd: scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1,
        }
      : NO_OVERFLOW;
    setScroll((previous) =>
      previous.overflowing === next.overflowing &&
      previous.atStart === next.atStart &&
      previous.atEnd === next.atEnd
        ? previous
        : next,
    );
  }, []);

  const revealActive = useCallback(() => {
    const scroller = scrollerRef.current;
    const tab = tabRefs.current?.get(activeKeyRef.current);
    if (!scroller || !tab) return;
    const view = scroller.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < view.left) {
      scroller.scrollLeft -= view.left - box.left + SCROLL_MARGIN;
    } else if (box.right > view.right) {
      scroller.scrollLeft += box.right - view.right + SCROLL_MARGIN;
    }
  }, [activeKeyRef, tabRefs]);

  useLayoutEffect(() => {
    measure();
  }, [measure, tabKeys, scroll.overflowing]);

  // The active tab is brought into view in the next frame, before it paints: measured there, the
  // strip costs the layout the frame does anyway, not one more in the middle of the switch.
  useEffect(() => {
    const frame = requestAnimationFrame(revealActive);
    return () => cancelAnimationFrame(frame);
  }, [revealActive, activeKey, tabKeys, scroll.overflowing]);

  // Once the web fonts are in, tab widths change: place the active tab again from the start, so
  // that where it lands does not depend on when the fonts arrived.
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => {
      const scroller = scrollerRef.current;
      if (!live || !scroller) return;
      scroller.scrollLeft = 0;
      revealActive();
      measure();
    });
    return () => {
      live = false;
    };
  }, [revealActive, measure]);

  useEffect(() => {
    const observer = new ResizeObserver(() => {
      revealActive();
      measure();
    });
    if (scrollerRef.current) observer.observe(scrollerRef.current);
    if (stripRef.current) observer.observe(stripRef.current);
    return () => observer.disconnect();
  }, [measure, revealActive, stripRef]);

  const scrollBy = (direction: -1 | 1) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.scrollTo({
      left: scroller.scrollLeft + direction * scroller.clientWidth * 0.8,
      behavior: 'smooth',
    });
  };

  return { scrollerRef, scroll, measure, scrollBy };
}
