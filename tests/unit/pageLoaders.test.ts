import { waitFor } from '@testing-library/react';
import { loadedResources } from '../../app/engine/registry';
import { preloadPage } from '../../app/shell/pageLoaders';

/**
 * The page asked for starts loading with the session: the description of the resource its
 * address opens is loading before the shell has drawn, and only the descriptions that page is
 * built with.
 */
describe('preloadPage', () => {
  it('loads the description a list page is built from, and not the rest of its module', async () => {
    expect(loadedResources(['hpfm/country'])).toBeUndefined();
    preloadPage('/hpfm/country/list');
    await waitFor(() => expect(loadedResources(['hpfm/country'])?.[0]?.name).toBe('country'));
    expect(loadedResources(['hpfm/region'])).toBeUndefined();
    expect(loadedResources(['hpfm/currency'])).toBeUndefined();
  });

  it('loads a detail page with its lines', async () => {
    preloadPage('/hpfm/calendar/detail/1');
    await waitFor(() =>
      expect(loadedResources(['hpfm/calendar', 'hpfm/calendar-holiday'])).toHaveLength(2),
    );
  });
});
