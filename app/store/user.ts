import type { UnknownAction } from 'redux';
import type {
  Continent,
  CurrentUser,
  HierarchyValue,
  ReleaseNotice,
  Role,
  Tenant,
} from '../services/types';
import { createAction } from './action';

/** The signed-in user as the app keeps it: the server's answer plus the unread count. */
export type SignedInUser = CurrentUser & {
  /** Unread messages; updated separately from the rest (SPEC.md section 3). */
  notifyCount?: number;
};

/** One choice of a data hierarchy: its value and what the user sees. */
export interface HierarchyOption {
  value: string;
  meaning: string;
}

/** The choices of one data hierarchy, read through its value-list view. */
export interface HierarchyChoices {
  status: 'loading' | 'ready' | 'failed';
  options: HierarchyOption[];
}

/** The current-user state of SPEC.md section 3. */
export interface UserState {
  users: CurrentUser[];
  currentUser: SignedInUser | null;
  tenantList: Tenant[];
  roleList: Role[];
  hierarchicalList: HierarchyValue[];
  /** By hierarchy code: its choices, read when its menu opens. */
  hierarchyChoices: Readonly<Record<string, HierarchyChoices>>;
  continentList: Continent[];
  currentContinent: Continent | null;
  updateInfo: ReleaseNotice;
}

/** Asks the saga to fetch the current user (SPEC.md section 7, `user/fetchCurrent`). */
export const fetchCurrent = createAction('user/fetchCurrent');
/** Saves the user list. */
export const saveUsers = createAction<CurrentUser[]>('user/saveUsers');
/** Saves the current user, replacing it or merging into it. */
export const saveCurrentUser = createAction<{ user: Partial<SignedInUser>; merge?: boolean }>(
  'user/saveCurrentUser',
);
/**
 * The server now answers in `language` (the user's saved language changed): what was read in the
 * other language (cached reads, the dashboard's cards, the lists shown) is read again.
 */
export const serverLanguageChanged = createAction<string>('user/serverLanguageChanged');
/** Sets the unread-message count, apart from the rest of the user. */
export const setNotifyCount = createAction<number>('user/setNotifyCount');
/** Saves the tenant list. */
export const saveTenantList = createAction<Tenant[]>('user/saveTenantList');
/** Saves the role list; an answer that is not a list is ignored. */
export const saveRoleList = createAction<unknown>('user/saveRoleList');
/** Saves the data-hierarchy values. */
export const saveHierarchicalList = createAction<HierarchyValue[]>('user/saveHierarchicalList');
/** The header opened a data hierarchy's menu: its choices are read (again). */
export const hierarchyChoicesRequested = createAction<string>('user/hierarchyChoicesRequested');
/** Saves the choices of a data hierarchy. */
export const saveHierarchyChoices = createAction<{ code: string } & HierarchyChoices>(
  'user/saveHierarchyChoices',
);
/** Saves the continent list; the item with `currentFlag` 1 becomes current. */
export const saveContinentList = createAction<Continent[]>('user/saveContinentList');
/** The user chose another continent (regional site) in the header. */
export const continentSwitchRequested = createAction<string>('user/switchContinent');
/** The user chose another value of a data hierarchy in the header. */
export const hierarchySwitchRequested = createAction<HierarchyValue>('user/switchHierarchy');
/** Saves release-notice information. */
export const saveUpdateInfo = createAction<ReleaseNotice>('user/saveUpdateInfo');
/** Forgets the user (sign-out, session lost). */
export const clearUser = createAction('user/clear');

const initialState: UserState = {
  users: [],
  currentUser: null,
  tenantList: [],
  roleList: [],
  hierarchicalList: [],
  hierarchyChoices: {},
  continentList: [],
  currentContinent: null,
  updateInfo: {},
};

function isRoleList(value: unknown): value is Role[] {
  return (
    Array.isArray(value) && value.every((item) => item && typeof item === 'object' && 'id' in item)
  );
}

/** Reducer of {@link UserState}. */
export function userReducer(state: UserState = initialState, action: UnknownAction): UserState {
  if (saveUsers.match(action)) return { ...state, users: action.payload };
  if (saveCurrentUser.match(action)) {
    const { user, merge } = action.payload;
    const base = merge && state.currentUser ? state.currentUser : null;
    const notifyCount = state.currentUser?.notifyCount;
    return {
      ...state,
      currentUser: { ...(base ?? {}), notifyCount, ...user } as SignedInUser,
    };
  }
  if (setNotifyCount.match(action)) {
    if (!state.currentUser) return state;
    return { ...state, currentUser: { ...state.currentUser, notifyCount: action.payload } };
  }
  if (saveTenantList.match(action)) return { ...state, tenantList: action.payload };
  if (saveRoleList.match(action)) {
    return isRoleList(action.payload) ? { ...state, roleList: action.payload } : state;
  }
  if (saveHierarchicalList.match(action)) return { ...state, hierarchicalList: action.payload };
  if (hierarchyChoicesRequested.match(action)) {
    return {
      ...state,
      hierarchyChoices: {
        ...state.hierarchyChoices,
        [action.payload]: { status: 'loading', options: [] },
      },
    };
  }
  if (saveHierarchyChoices.match(action)) {
    const { code, ...choices } = action.payload;
    return { ...state, hierarchyChoices: { ...state.hierarchyChoices, [code]: choices } };
  }
  if (saveContinentList.match(action)) {
    return {
      ...state,
      continentList: action.payload,
      currentContinent: action.payload.find((item) => Number(item.currentFlag) === 1) ?? null,
    };
  }
  if (saveUpdateInfo.match(action)) return { ...state, updateInfo: action.payload };
  if (clearUser.match(action)) return initialState;
  return state;
}
