/** A role's level: site-wide or scoped to one tenant (organization). */
export type RoleLevel = 'site' | 'organization';

/** The signed-in user as `GET /iam/hzero/v1/users/self` answers (CONTRACT.md). */
export interface CurrentUser {
  id: number;
  loginName: string;
  realName: string;
  email?: string | null;
  phone?: string | null;
  imageUrl?: string | null;
  language: string;
  timeZone: string;
  organizationId: number;
  tenantId: number;
  tenantName: string;
  tenantNum: string;
  currentRoleId: number;
  currentRoleCode: string;
  currentRoleName: string;
  currentRoleLevel: RoleLevel;
  dateFormat: string;
  timeFormat: string;
  dateTimeFormat: string;
  changePasswordFlag?: number | boolean | null;
  menuLayout?: string | null;
  /** Unread messages; updated separately from the rest (SPEC.md section 3). */
  notifyCount?: number;
}

/** A tenant the user may act in. */
export interface Tenant {
  tenantId: number;
  tenantName: string;
  tenantNum: string;
  defaultFlag?: number | boolean;
}

/** A role the user holds. */
export interface Role {
  id: number;
  name: string;
  code: string;
  level: RoleLevel;
  tenantId: number;
  tenantName?: string;
}

/** A data hierarchy value the user may switch to. */
export interface HierarchyValue {
  dataHierarchyCode: string;
  dataHierarchyName?: string;
  dataHierarchyValue?: string | null;
  dataHierarchyMeaning?: string | null;
}

/** A continent of the service (one has `currentFlag` 1). */
export interface Continent {
  continentCode: string;
  continentName: string;
  currentFlag: number;
}

/** Release-notice information. */
export interface ReleaseNotice {
  releaseFlag?: boolean;
  title?: string;
  content?: string;
  version?: string;
}

/** A page of rows (CONTRACT.md): `number` is 0-based. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages?: number;
  numberOfElements?: number;
  size: number;
  number: number;
}

/** A menu item as `GET /iam/hzero/v1/menus/tree` answers (CONTRACT.md). */
export interface Menu {
  id: number;
  code: string;
  name: string;
  level?: string;
  parentId?: number | null;
  rootNode?: string | boolean;
  type: 'root' | 'dir' | 'menu' | 'link' | 'inner-link' | 'window' | string;
  sort?: number;
  icon?: string | null;
  quickIndex?: string | null;
  route?: string | null;
  hideBreadcrumb?: boolean;
  subMenus?: Menu[] | null;
}
