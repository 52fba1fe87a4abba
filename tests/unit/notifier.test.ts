import { createNotifier } from '../../design-system';

describe('createNotifier', () => {
  it('places notifications bottom right, 2.5 s by default', async () => {
    const toaster = await createNotifier().toaster();
    expect(toaster.attrs).toMatchObject({ placement: 'bottom-end', duration: 2500 });
  });

  it('keeps them the given distance from the bottom edge (data-layer feedback: 48 px)', async () => {
    const toaster = await createNotifier({ bottomOffset: '48px' }).toaster();
    expect(toaster.attrs.offsets).toMatchObject({ bottom: '48px' });
  });

  it('loads the toaster with the first notification, which then shows', async () => {
    const notifier = createNotifier();
    notifier.dismiss();
    expect(notifier.loadedToaster()).toBeUndefined();
    const loaded = jest.fn();
    notifier.subscribe(loaded);
    const id = notifier.notify({ type: 'info', title: 'Saved' });
    const toaster = await notifier.toaster();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(notifier.loadedToaster()).toBe(toaster);
    expect(toaster.getVisibleToasts()).toEqual([
      expect.objectContaining({ id, title: 'Saved', type: 'info' }),
    ]);
    notifier.dismiss(id);
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ message: 'DISMISS' })]);
  });
});
