import { act, render, screen } from '@testing-library/react';
import { useLocation, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { AppRouter, useShellLocation } from '../../app/AppRouter';

/** Called on each render of the routed page. */
const routedRender = jest.fn();

/** A page under the router: what React Router's own hooks see. */
function RoutedPage() {
  routedRender();
  return <p>router at {useLocation().pathname}</p>;
}

function ShellProbe() {
  return <p>shell at {useShellLocation().pathname}</p>;
}

function setUp(path: string, withShell: boolean) {
  routedRender.mockClear();
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <AppRouter history={history}>
      {withShell ? <ShellProbe /> : null}
      <RoutedPage />
    </AppRouter>,
  );
  return history;
}

describe('AppRouter', () => {
  it('holds the router location for moves within the shell while the shell is open', () => {
    const history = setUp('/workplace', true);
    const before = routedRender.mock.calls.length;
    act(() => history.push('/hpfm/country/list'));
    act(() => history.push('/hiam/user/list?page=2'));
    expect(screen.getByText('shell at /hiam/user/list')).toBeInTheDocument();
    expect(screen.getByText('router at /workplace')).toBeInTheDocument();
    expect(routedRender).toHaveBeenCalledTimes(before);
  });

  it('follows every move that leaves the shell, and the next one back', () => {
    const history = setUp('/workplace', true);
    act(() => history.push('/exception/403'));
    expect(screen.getByText('router at /exception/403')).toBeInTheDocument();
    act(() => history.push('/hpfm/country/list'));
    expect(screen.getByText('router at /hpfm/country/list')).toBeInTheDocument();
    act(() => history.push('/pub/home'));
    expect(screen.getByText('router at /pub/home')).toBeInTheDocument();
  });

  it('follows every move when no shell is open', () => {
    const history = setUp('/workplace', false);
    act(() => history.push('/workplace/card-setting'));
    expect(screen.getByText('router at /workplace/card-setting')).toBeInTheDocument();
  });
});
