import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from '../../stories/design-system/TabBar.stories';

const {
  FewTabs,
  WorkspaceActive,
  WorkspaceOnly,
  ManyTabs,
  LongTitles,
  ContextMenuOpen,
  WorkspaceContextMenu,
  Chinese,
} = composeStories(stories);

function callbacks() {
  return {
    onSelect: jest.fn(),
    onClose: jest.fn(),
    onCloseOthers: jest.fn(),
    onCloseAll: jest.fn(),
    onRefresh: jest.fn(),
  };
}

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

/**
 * Clicks a menu item as a mouse user does: press, then release. Zag's menu highlights the item
 * on press and selects the highlighted item on click, so the test lets React render in between
 * (a real click is never faster than a frame; user-event's bare click is).
 */
async function choose(item: HTMLElement) {
  const user = userEvent.setup();
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  if (item.getAttribute('aria-disabled') !== 'true') {
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  }
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

/** Gives every element the layout width `property` (jsdom lays nothing out); returns the undo. */
function stubWidth(property: 'scrollWidth' | 'clientWidth', value: number): () => void {
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get() {
      return value;
    },
  });
  return () => {
    delete (HTMLElement.prototype as Partial<Record<typeof property, number>>)[property];
  };
}

async function openMenuWithRightClick(name: string) {
  await userEvent.pointer({ keys: '[MouseRight]', target: tab(name) });
  return screen.findByRole('menu');
}

describe('TabBar', () => {
  it('is a tab list whose tabs are named by their titles, with the active one selected', () => {
    render(<FewTabs />);
    const list = screen.getByRole('tablist', { name: 'Open pages' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((element) => element.textContent)).toEqual([
      'Workspace',
      'Samples',
      'Orders',
      'Reports',
    ]);
    expect(tab('Samples')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Orders')).toHaveAttribute('aria-selected', 'false');
    expect(tabs.map((element) => element.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('gives each closable tab a close button beside it, not inside it', () => {
    render(<FewTabs />);
    const close = screen.getByRole('button', { name: 'Close tab Orders' });
    expect(tab('Orders')).not.toContainElement(close);
    expect(screen.getByRole('tablist')).not.toContainElement(close);
    expect(screen.queryByRole('button', { name: 'Close tab Workspace' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Close tab / })).toHaveLength(3);
  });

  it('selects a tab on click, but not the active one', async () => {
    const handlers = callbacks();
    render(<FewTabs {...handlers} />);
    await userEvent.click(tab('Samples'));
    expect(handlers.onSelect).not.toHaveBeenCalled();
    await userEvent.click(tab('Reports'));
    expect(handlers.onSelect).toHaveBeenCalledWith('/report/list');
    expect(tab('Reports')).toHaveAttribute('aria-selected', 'true');
  });

  it('moves focus with the arrow keys, Home and End, and selects only on Enter or Space', async () => {
    const handlers = callbacks();
    render(<FewTabs {...handlers} />);
    await userEvent.tab();
    expect(tab('Samples')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Orders')).toHaveFocus();
    expect(tab('Orders')).toHaveAttribute('tabindex', '0');
    expect(tab('Samples')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Reports')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Workspace')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Reports')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Workspace')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('Reports')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Orders')).toHaveFocus();
    expect(handlers.onSelect).not.toHaveBeenCalled();
    expect(tab('Samples')).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Enter}');
    expect(handlers.onSelect).toHaveBeenLastCalledWith('/order/list');
    await userEvent.keyboard('{ArrowRight} ');
    expect(handlers.onSelect).toHaveBeenLastCalledWith('/report/list');
    expect(handlers.onSelect).toHaveBeenCalledTimes(2);
  });

  it('closes the focused tab with Delete and keeps the focus in the bar', async () => {
    const handlers = callbacks();
    render(<FewTabs {...handlers} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Delete}');
    expect(handlers.onClose).toHaveBeenCalledWith('/order/list');
    expect(screen.queryByRole('tab', { name: 'Orders' })).not.toBeInTheDocument();
    await waitFor(() => expect(tab('Samples')).toHaveFocus());

    await userEvent.keyboard('{Home}{Delete}');
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
    expect(tab('Workspace')).toBeInTheDocument();
  });

  it('closes a tab with its close button', async () => {
    const handlers = callbacks();
    render(<FewTabs {...handlers} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close tab Reports' }));
    expect(handlers.onClose).toHaveBeenCalledWith('/report/list');
    expect(screen.queryByRole('tab', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it("opens a context menu on right-click whose 'Close others' gets the tab's key", async () => {
    const handlers = callbacks();
    render(<FewTabs {...handlers} />);
    const menu = await openMenuWithRightClick('Orders');
    expect(menu).toHaveAccessibleName('Orders');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Refresh', 'Close', 'Close others', 'Close all']);
    await choose(within(menu).getByRole('menuitem', { name: 'Close others' }));
    expect(handlers.onCloseOthers).toHaveBeenCalledWith('/order/list');
    expect(handlers.onCloseOthers).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Workspace',
      'Orders',
    ]);
    await waitFor(() => expect(tab('Orders')).toHaveFocus());
  });

  it('runs Refresh, Close and Close all from the context menu', async () => {
    const handlers = callbacks();
    render(<FewTabs {...handlers} />);
    let menu = await openMenuWithRightClick('Reports');
    await choose(within(menu).getByRole('menuitem', { name: 'Refresh' }));
    expect(handlers.onRefresh).toHaveBeenCalledWith('/report/list');

    menu = await openMenuWithRightClick('Reports');
    await choose(within(menu).getByRole('menuitem', { name: 'Close' }));
    expect(handlers.onClose).toHaveBeenCalledWith('/report/list');
    // Its tab is gone, so the focus goes to the active tab.
    await waitFor(() => expect(tab('Samples')).toHaveFocus());

    menu = await openMenuWithRightClick('Samples');
    await choose(within(menu).getByRole('menuitem', { name: 'Close all' }));
    expect(handlers.onCloseAll).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Workspace']);
  });

  it('opens the context menu with Shift+F10 and returns the focus on Escape', async () => {
    const handlers = callbacks();
    render(<WorkspaceActive {...handlers} />);
    await userEvent.tab();
    expect(tab('Workspace')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Workspace' });
    expect(within(menu).getByRole('menuitem', { name: 'Close' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Close others' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // As a user would, Escape once the menu has the focus: in one CI run (2026-11-29) the focus
    // stayed in the closed menu, likely an Escape before the menu had taken it.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(tab('Workspace')).toHaveFocus());
  });

  it('disables what would do nothing', async () => {
    const handlers = callbacks();
    render(<WorkspaceOnly {...handlers} />);
    const menu = await openMenuWithRightClick('Workspace');
    for (const name of ['Close', 'Close others', 'Close all']) {
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await choose(within(menu).getByRole('menuitem', { name: 'Close all' }));
    expect(handlers.onCloseAll).not.toHaveBeenCalled();
  });

  it('opens the context menu on a long press of a finger, not on a tap', async () => {
    render(<FewTabs {...callbacks()} />);
    fireEvent.pointerDown(tab('Orders'), { pointerType: 'touch', clientX: 40, clientY: 20 });
    fireEvent.pointerUp(tab('Orders'), { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.pointerDown(tab('Orders'), { pointerType: 'touch', clientX: 40, clientY: 20 });
    expect(await screen.findByRole('menu', { name: 'Orders' })).toBeInTheDocument();
  });

  it('can start with the context menu open', async () => {
    render(<ContextMenuOpen />);
    const menu = await screen.findByRole('menu', { name: 'Orders' });
    expect(within(menu).getByRole('menuitem', { name: 'Close others' })).toBeInTheDocument();
  });

  it('shows its tabs without scroll buttons while the tabs fit', () => {
    const restore = [stubWidth('scrollWidth', 800), stubWidth('clientWidth', 800)];
    try {
      render(<FewTabs />);
      expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
        'Workspace',
        'Samples',
        'Orders',
        'Reports',
      ]);
      expect(screen.queryByRole('button', { name: 'Scroll tabs left' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Scroll tabs right' })).not.toBeInTheDocument();
    } finally {
      restore.forEach((undo) => undo());
    }
  });

  describe('when the tabs overflow', () => {
    const scrollTo = jest.fn();
    const restore: (() => void)[] = [];

    beforeEach(() => {
      restore.push(stubWidth('scrollWidth', 3000), stubWidth('clientWidth', 800));
      const original = Element.prototype.scrollTo;
      Element.prototype.scrollTo = scrollTo;
      restore.push(() => {
        Element.prototype.scrollTo = original;
      });
    });

    afterEach(() => {
      restore.splice(0).forEach((undo) => undo());
      scrollTo.mockClear();
    });

    /** Places the active tab 1500 pixels into the strip, moved left by the scroll position. */
    function activeTabAt1500() {
      const rect = (left: number, width: number) =>
        ({
          left,
          right: left + width,
          width,
          top: 0,
          bottom: 36,
          height: 36,
          x: left,
          y: 0,
        }) as DOMRect;
      return jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockImplementation(function (this: HTMLElement) {
          if (this.getAttribute('aria-selected') !== 'true') return rect(0, 800);
          const scroller = this.closest('[role=tablist]')!.parentElement!.parentElement!;
          return rect(1500 - scroller.scrollLeft, 150);
        });
    }

    it('scrolls the active tab into view', async () => {
      const spy = activeTabAt1500();
      try {
        render(<ManyTabs />);
        const scroller = screen.getByRole('tablist').parentElement!.parentElement!;
        // The tab's end (1650) is brought inside the 800-pixel view, with a 24-pixel margin.
        await waitFor(() => expect(scroller.scrollLeft).toBe(874));
      } finally {
        spy.mockRestore();
      }
    });

    it('scrolls the tab a click selects into view', async () => {
      const spy = activeTabAt1500();
      try {
        render(<ManyTabs />);
        const scroller = screen.getByRole('tablist').parentElement!.parentElement!;
        await waitFor(() => expect(scroller.scrollLeft).toBe(874));
        scroller.scrollLeft = 0;
        await userEvent.click(screen.getAllByRole('tab')[3]!);
        expect(screen.getAllByRole('tab')[3]).toHaveAttribute('aria-selected', 'true');
        await waitFor(() => expect(scroller.scrollLeft).toBe(874));
      } finally {
        spy.mockRestore();
      }
    });

    it('shows scroll buttons that scroll the strip', async () => {
      render(<ManyTabs />);
      const left = screen.getByRole('button', { name: 'Scroll tabs left' });
      const right = screen.getByRole('button', { name: 'Scroll tabs right' });
      expect(left).toBeDisabled();
      expect(right).toBeEnabled();
      await userEvent.click(right);
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 640 }));
      expect(screen.getAllByRole('tab')).toHaveLength(20);
    });
  });

  it('keeps long titles whole as accessible names and tooltips', () => {
    render(<LongTitles />);
    const title = 'Quality-control report of sequencing batch B-0042 (96 samples, lanes 1–4)';
    expect(tab(title)).toHaveAttribute('title', title);
    expect(screen.getByRole('button', { name: `Close tab ${title}` })).toBeInTheDocument();
  });

  it('takes Chinese labels', async () => {
    render(<Chinese />);
    expect(screen.getByRole('tablist', { name: '已打开的页面' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭标签 样本列表' })).toBeInTheDocument();
    const menu = await screen.findByRole('menu', { name: '订单管理' });
    expect(within(menu).getByRole('menuitem', { name: '关闭其他' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<FewTabs />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no accessibility violations with the context menu open', async () => {
    render(<WorkspaceContextMenu />);
    const menu = await screen.findByRole('menu');
    expect(await axe(menu.parentElement!)).toHaveNoViolations();
  });
});
