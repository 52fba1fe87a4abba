import { fireEvent, screen } from '@testing-library/react';
import { createAppStore } from '../../app/store';
import { adminSession, fakeApi } from '../support/fakeApi';
import { renderApp } from '../support/renderApp';

/**
 * The header's menus load once the page has shown (here: never, to see the rest), drawn until
 * then as the account's name; the pointer reaching the header loads them at once, ahead of a
 * click. (A file of its own: the page-shown moment is the app's, once.)
 */
jest.mock('../../app/shell/pageShown', () => ({
  whenPageShown: () => new Promise<void>(() => undefined),
  watchFirstPage: () => undefined,
}));

const SESSION = { ...adminSession(), 'GET /hpfm/v1/dashboard/layout': { body: [] } };

it('draws the account name until the page has shown, and the menus once the pointer comes', async () => {
  fakeApi(SESSION);
  window.history.replaceState(null, '', '/workplace');
  renderApp(createAppStore(), '/workplace');
  // The account's name, as the menu's button will show it, comes with the header.
  const name = await screen.findByText(/^Site Administrator/, {}, { timeout: 15000 });
  const header = name.closest('header');
  if (!header) throw new Error('the name is not in the header');
  expect(screen.queryByRole('button', { name: /^Account menu of / })).toBeNull();
  fireEvent.pointerEnter(header);
  expect(
    await screen.findByRole('button', { name: /^Account menu of / }, { timeout: 15000 }),
  ).toBeVisible();
});
