import { normalisePermissionCode, normalisePermissionCodes } from '../../app/permissions/normalise';

describe('normalisePermissionCode', () => {
  it('drops the leading slash, turns slashes into dots and colons into hyphens', () => {
    expect(normalisePermissionCode('/hpfm/country/list:create')).toBe('hpfm.country.list-create');
  });

  it('leaves a normalised code as it is', () => {
    expect(normalisePermissionCode('hpfm.country.list-create')).toBe('hpfm.country.list-create');
  });

  it('drops several leading slashes and surrounding spaces', () => {
    expect(normalisePermissionCode('  //hiam/user:edit:all ')).toBe('hiam.user-edit-all');
  });
});

describe('normalisePermissionCodes', () => {
  it('normalises, drops empty codes and repeats, keeping the order', () => {
    expect(normalisePermissionCodes(['/a/b:c', 'x.y', 'a.b-c', '', '  ', '/x/y'])).toEqual([
      'a.b-c',
      'x.y',
    ]);
  });
});
