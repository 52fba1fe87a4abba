import { waitFor } from '@testing-library/react';
import { loadedModule } from '../../app/engine/registry';
import { preloadPage } from '../../app/shell/pageLoaders';

/**
 * The page asked for starts loading with the session: its module's descriptions are loading
 * before the shell has drawn, and only that module's.
 */
describe('preloadPage', () => {
  it("loads the descriptions of the module of a resource page's address, and only those", async () => {
    expect(loadedModule('hpfm')).toBeUndefined();
    preloadPage('/hpfm/country/list');
    await waitFor(() =>
      expect(loadedModule('hpfm')?.some((resource) => resource.name === 'country')).toBe(true),
    );
    expect(loadedModule('hiam')).toBeUndefined();
  });
});
