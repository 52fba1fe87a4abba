import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Provider } from 'react-redux';
import { DesignSystemProvider } from '../../design-system';
import { loadPageFonts } from '../../design-system/fonts';
import { AccountName } from '../../app/layouts/AccountName';
import { createAppStore } from '../../app/store';
import { saveCurrentUser } from '../../app/store/user';
import { ADMIN_USER } from '../support/fakeApi';

function renderName(props: { switching?: boolean }, signedIn = true) {
  const store = createAppStore();
  if (signedIn) store.dispatch(saveCurrentUser({ user: ADMIN_USER }));
  return render(
    <Provider store={store}>
      <DesignSystemProvider>
        <header>
          <AccountName {...props} />
        </header>
      </DesignSystemProvider>
    </Provider>,
  );
}

describe('the account name the header shows while its menus load', () => {
  it('names the user, role and tenant in the shell, as its account menu does', async () => {
    const { container } = renderName({});
    expect(
      screen.getByText('Site Administrator · Site Administrator · HZERO Platform'),
    ).toBeVisible();
    // Not a control until the account menu replaces it.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('[type]')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names only the user in the portal, which switches no role or tenant', () => {
    renderName({ switching: false });
    expect(screen.getByRole('banner')).toHaveTextContent(/^Site Administrator$/);
  });

  it('shows nothing before the user is known', () => {
    renderName({}, false);
    expect(screen.getByRole('banner')).toBeEmptyDOMElement();
  });
});

describe('loadPageFonts', () => {
  it("starts loading Inter's regular, medium and semibold faces", () => {
    const load = jest.fn(() => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    try {
      loadPageFonts();
      expect(load.mock.calls).toEqual([['400 1em Inter'], ['500 1em Inter'], ['600 1em Inter']]);
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('does nothing where the document has no font loading', () => {
    expect('fonts' in document).toBe(false);
    expect(() => loadPageFonts()).not.toThrow();
  });
});
