import { createNotifier } from '../../design-system';

describe('createNotifier', () => {
  it('places notifications bottom right, 2.5 s by default', () => {
    const { toaster } = createNotifier();
    expect(toaster.attrs).toMatchObject({ placement: 'bottom-end', duration: 2500 });
  });

  it('keeps them the given distance from the bottom edge (data-layer feedback: 48 px)', () => {
    const { toaster } = createNotifier({ bottomOffset: '48px' });
    expect(toaster.attrs.offsets).toMatchObject({ bottom: '48px' });
  });
});
