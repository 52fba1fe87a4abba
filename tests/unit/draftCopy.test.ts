import {
  draftCopyKey,
  readDraftCopy,
  removeDraftCopy,
  writeDraftCopy,
} from '../../app/modules/portal/wizard/draftCopy';

beforeEach(() => localStorage.clear());

describe('the draft copy kept on this device', () => {
  it('reads back what was written, and nothing once removed', () => {
    const copy = {
      basedOn: 4,
      step: 2,
      rows: [{ rowNo: 1, sampleName: 'S-1', concentration: '12.5' }],
      shipping: { courier: 'DHL' },
      bif: null,
    };
    writeDraftCopy(7, 31, copy);
    expect(readDraftCopy(7, 31)).toEqual(copy);
    expect(readDraftCopy(8, 31)).toBeNull();
    removeDraftCopy(7, 31);
    expect(readDraftCopy(7, 31)).toBeNull();
  });

  it('ignores a damaged copy and leaves out entries that are not rows', () => {
    localStorage.setItem(draftCopyKey(7, 31), '{not json');
    expect(readDraftCopy(7, 31)).toBeNull();
    localStorage.setItem(draftCopyKey(7, 31), JSON.stringify({ rows: [] }));
    expect(readDraftCopy(7, 31)).toBeNull();
    localStorage.setItem(
      draftCopyKey(7, 31),
      JSON.stringify({
        basedOn: 2,
        rows: [{ rowNo: 1, sampleName: 'A' }, null, 'x', { rowNo: 'two' }],
      }),
    );
    expect(readDraftCopy(7, 31)).toEqual({
      basedOn: 2,
      step: 2,
      rows: [{ rowNo: 1, sampleName: 'A' }],
      shipping: null,
      bif: null,
    });
  });
});
