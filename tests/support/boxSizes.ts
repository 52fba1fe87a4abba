import { act } from '@testing-library/react';

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
