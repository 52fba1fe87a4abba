import { act, render } from '@testing-library/react';
import { Profiler, type ReactElement } from 'react';

/**
 * Gives every element a laid-out size of 400 x 300 and catches the ResizeObservers made while a
 * test runs (jsdom lays nothing out): call it in a `describe`; `report` tells the observers a
 * new size, as the browser does when it lays the page out again (0 x 0 for a hidden tab).
 */
export function fakeBoxSizes(): { report: (width: number, height: number) => void } {
  let observers: ResizeObserverCallback[] = [];
  const Observer = globalThis.ResizeObserver;
  let boxSize: jest.SpyInstance<DOMRect, []>;
  beforeEach(() => {
    observers = [];
    boxSize = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 400, height: 300 } as DOMRect);
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    globalThis.ResizeObserver = Observer;
    boxSize.mockRestore();
  });
  return {
    report: (width, height) =>
      act(() => {
        const entry = { contentRect: { width, height } } as ResizeObserverEntry;
        observers.forEach((callback) => callback([entry], {} as ResizeObserver));
      }),
  };
}

/**
 * Renders `chart` (within {@link fakeBoxSizes}) and checks a tab round trip: hidden (0 x 0) and
 * shown again at its size, it is not rendered again; given a new size, its drawing follows.
 */
export function expectSizeKeptWhileHidden(
  chart: ReactElement,
  drawing: () => Element | null,
  report: (width: number, height: number) => void,
): void {
  const commits = jest.fn();
  render(
    <Profiler id="chart" onRender={commits}>
      {chart}
    </Profiler>,
  );
  expect(drawing()).toHaveAttribute('width', '400');
  commits.mockClear();
  report(0, 0);
  report(400, 300);
  expect(commits).not.toHaveBeenCalled();
  report(512.4, 200);
  expect(drawing()).toHaveAttribute('width', '512');
  expect(drawing()).toHaveAttribute('height', '200');
}
