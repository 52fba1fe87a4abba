import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { lazyPage, lazyPages } from '../../app/lazyPages';
import { chunkLoads, lazyChunk, lazyWithStandIn } from '../../design-system';
import { pendingCount } from '../../app/services/pending';

/**
 * A chunk drawn after something else (the header's menus after the page has shown): its
 * fallback stays until then, unless it is asked for sooner (the pointer reaches the header).
 */
function Menus() {
  return <button type="button">Account menu</button>;
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/**
 * A page whose chunk has loaded (preloadPage loads it with the session) draws on its first
 * render: React's lazy would suspend it and then hold it back for up to 300 ms.
 */
describe('lazyChunk', () => {
  it('draws a chunk already loaded at once, without its fallback', async () => {
    const chunk = lazyChunk(() => Promise.resolve(Menus), <span>Loading</span>);
    await chunk.load();
    render(<chunk.Component />);
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('draws a fallback made from its props until the chunk is there', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const chunk = lazyChunk(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
      ({ name }: { name: string }) => <span>Loading {name}</span>,
    );
    const before = chunkLoads();
    render(<chunk.Component name="Tina" />);
    expect(screen.getByText('Loading Tina')).toBeInTheDocument();
    // Counted while it loads: Storybook's screenshots wait for it.
    await waitFor(() => expect(chunkLoads().running).toBe(before.running + 1));
    expect(chunkLoads().started).toBe(before.started + 1);
    await act(async () => arrive(Greeting));
    expect(screen.getByText('Hello Tina')).toBeInTheDocument();
    expect(screen.queryByText('Loading Tina')).toBeNull();
    expect(chunkLoads().running).toBe(before.running);
  });

  it('draws the stand-in given as `loading` until the chunk is there (lazyWithStandIn)', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const Lazy = lazyWithStandIn(
      () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)),
    );
    render(<Lazy name="Tina" loading={<button type="button">Action</button>} />);
    expect(screen.getByRole('button', { name: 'Action' })).toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(screen.getByText('Hello Tina')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Action' })).toBeNull();
  });
});

describe('lazyChunk with a wait', () => {
  it('draws the fallback until the wait is over, then the chunk', async () => {
    const load = jest.fn(() => Promise.resolve(Menus));
    let over: () => void = () => undefined;
    const wait = new Promise<void>((resolve) => (over = resolve));
    const chunk = lazyChunk(load, <span>Tina</span>, () => wait);
    render(<chunk.Component />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('Tina')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(async () => over());
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('draws the chunk at once when it is asked for during the wait', async () => {
    const chunk = lazyChunk(
      () => Promise.resolve(Menus),
      <span>Tina</span>,
      () => new Promise<void>(() => undefined),
    );
    render(<chunk.Component />);
    expect(screen.getByText('Tina')).toBeInTheDocument();
    await act(async () => {
      await chunk.load();
    });
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});

describe('lazyPage', () => {
  it('loads the page when its route first draws it, pending until it is there', async () => {
    let arrive: (page: typeof Menus) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof Menus>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    render(<Page />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(pendingCount()).toBe(1);
    await act(async () => arrive(Menus));
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(pendingCount()).toBe(0);
  });
});

describe('lazyPages', () => {
  it('gives each named export of a module as a page of its own, loading the module when drawn', async () => {
    const load = jest.fn(async () => ({
      ListPage: () => <h1>The list</h1>,
      DetailPage: ({ id }: { id: string }) => <h1>Row {id}</h1>,
    }));
    const { ListPage, DetailPage } = lazyPages(load, ['ListPage', 'DetailPage']);
    expect(load).not.toHaveBeenCalled();
    render(<DetailPage id="7" />);
    expect(await screen.findByRole('heading', { name: 'Row 7' })).toBeInTheDocument();
    render(<ListPage />);
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
