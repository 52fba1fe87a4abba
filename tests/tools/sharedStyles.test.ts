import { SHARED_STYLES, sharedStyles } from '../../scripts/sharedStyles';

describe('the sharedStyles build plugin', () => {
  const resolve = sharedStyles().resolveId as (source: string, importer?: string) => unknown;
  const factory = '/project/node_modules/@chakra-ui/react/dist/esm/styled-system/factory.js';

  it("gives Chakra's and emotion's imports of @emotion/serialize the design system's", () => {
    expect(SHARED_STYLES).toMatch(/design-system\/theme\/sharedStyles\.ts$/);
    expect(resolve('@emotion/serialize', factory)).toBe(SHARED_STYLES);
  });

  it('leaves the design system its own import of emotion, and other packages alone', () => {
    expect(resolve('@emotion/serialize', SHARED_STYLES)).toBeNull();
    expect(resolve('@emotion/react', factory)).toBeNull();
  });
});
