import {
  clearUser,
  hierarchyChoicesRequested,
  saveContinentList,
  saveCurrentUser,
  saveHierarchicalList,
  saveHierarchyChoices,
  saveRoleList,
  saveTenantList,
  saveUpdateInfo,
  saveUsers,
  setNotifyCount,
  userReducer,
  type UserState,
} from '../../app/store/user';
import type { CurrentUser } from '../../app/services/types';
import { ADMIN_USER } from '../support/fakeApi';

const initial = userReducer(undefined, { type: '@@init' });
const user = ADMIN_USER as CurrentUser;

function withUser(): UserState {
  return userReducer(initial, saveCurrentUser({ user }));
}

describe('current-user data layer', () => {
  it('saves the user list', () => {
    expect(userReducer(initial, saveUsers([user])).users).toEqual([user]);
  });

  it('replaces the current user', () => {
    const state = userReducer(withUser(), saveCurrentUser({ user: { id: 2, realName: 'B' } }));
    expect(state.currentUser).toEqual({ id: 2, realName: 'B', notifyCount: undefined });
  });

  it('merges into the current user', () => {
    const state = userReducer(
      withUser(),
      saveCurrentUser({ user: { language: 'zh_CN' }, merge: true }),
    );
    expect(state.currentUser).toMatchObject({ ...user, language: 'zh_CN' });
  });

  it('sets the unread count apart, and keeps it when the user is saved again', () => {
    let state = userReducer(withUser(), setNotifyCount(4));
    expect(state.currentUser?.notifyCount).toBe(4);
    state = userReducer(state, saveCurrentUser({ user }));
    expect(state.currentUser?.notifyCount).toBe(4);
  });

  it('saves the tenant list', () => {
    const tenants = [{ tenantId: 1, tenantName: 'A', tenantNum: 'A', defaultFlag: 1 }];
    expect(userReducer(initial, saveTenantList(tenants)).tenantList).toEqual(tenants);
  });

  it('saves the role list only when the answer is a valid list', () => {
    const roles = [
      {
        id: 1,
        name: 'Admin',
        code: 'admin',
        level: 'site' as const,
        tenantId: 0,
        tenantName: 'HZERO',
      },
    ];
    const state = userReducer(initial, saveRoleList(roles));
    expect(state.roleList).toEqual(roles);
    expect(userReducer(state, saveRoleList({ failed: true })).roleList).toEqual(roles);
    expect(userReducer(state, saveRoleList([{ nonsense: 1 }])).roleList).toEqual(roles);
  });

  it('saves the hierarchy values', () => {
    const values = [
      {
        dataHierarchyCode: 'COMPANY',
        dataHierarchyName: 'Company',
        dataHierarchyValue: '',
        dataHierarchyMeaning: '',
      },
    ];
    expect(userReducer(initial, saveHierarchicalList(values)).hierarchicalList).toEqual(values);
  });

  it("keeps each hierarchy's choices, loading again when its menu opens again", () => {
    const options = [{ value: 'NL-SH', meaning: 'Novo Lab Shanghai' }];
    const loading = userReducer(initial, hierarchyChoicesRequested('COMPANY'));
    expect(loading.hierarchyChoices).toEqual({ COMPANY: { status: 'loading', options: [] } });
    const ready = userReducer(
      loading,
      saveHierarchyChoices({ code: 'COMPANY', status: 'ready', options }),
    );
    expect(ready.hierarchyChoices).toEqual({ COMPANY: { status: 'ready', options } });
    expect(userReducer(ready, hierarchyChoicesRequested('COMPANY')).hierarchyChoices).toEqual({
      COMPANY: { status: 'loading', options: [] },
    });
    expect(userReducer(ready, clearUser()).hierarchyChoices).toEqual({});
  });

  it('makes current the continent with currentFlag 1', () => {
    const continents = [
      { continentCode: 'EU', continentName: 'Europe', currentFlag: 0 },
      { continentCode: 'AS', continentName: 'Asia', currentFlag: 1 },
    ];
    const state = userReducer(initial, saveContinentList(continents));
    expect(state.continentList).toEqual(continents);
    expect(state.currentContinent?.continentCode).toBe('AS');
  });

  it('saves release-notice info', () => {
    expect(userReducer(initial, saveUpdateInfo({ releaseFlag: true })).updateInfo).toEqual({
      releaseFlag: true,
    });
  });

  it('forgets everything on clear', () => {
    expect(userReducer(withUser(), clearUser())).toEqual(initial);
  });
});
