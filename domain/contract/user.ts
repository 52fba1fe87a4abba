/**
 * The signed-in user and what the /iam routes say about them (CONTRACT.md): one definition,
 * answered by the server and read by the app.
 */

/** A role's level: site-wide or scoped to one tenant (organization). */
export type RoleLevel = 'site' | 'organization';

/**
 * The signed-in user as `GET /iam/hzero/v1/users/self` answers; the routes that switch role or
 * tenant and save the profile, default tenant or language answer the same.
 */
export interface CurrentUser {
  id: number;
  loginName: string;
  realName: string;
  email: string | null;
  phone: string | null;
  imageUrl: string | null;
  /** Language code such as `en_US` or `zh_CN`. */
  language: string;
  /** Time zone such as `GMT+8`. */
  timeZone: string;
  /** The tenant the session acts in (HZERO's name for it; equals `tenantId`). */
  organizationId: number;
  tenantId: number;
  tenantName: string;
  tenantNum: string;
  /** The role the session acts as; null when the user holds no role in the tenant. */
  currentRoleId: number | null;
  currentRoleCode: string | null;
  currentRoleName: string | null;
  currentRoleLevel: RoleLevel | null;
  dateFormat: string;
  timeFormat: string;
  dateTimeFormat: string;
  /** 1 when the user must change their password. */
  changePasswordFlag: number;
  /** One of `inline`, `horizontal`, `side`, `side-all`. */
  menuLayout: string;
  /** The side menu is collapsed (a preference). */
  menuCollapsed: boolean;
  objectVersionNumber: number;
  /** Row token to send back with `PUT /iam/hzero/v1/users/self`. */
  _token: string;
}

/** A tenant as the user's session names it. */
export interface TenantSummary {
  tenantId: number;
  tenantName: string;
  tenantNum: string;
}

/** A tenant the user may act in, as `GET /iam/hzero/v1/users/self-tenants` lists it. */
export interface Tenant extends TenantSummary {
  /** 1 on the user's default tenant, 0 on the others. */
  defaultFlag: number;
}

/** A role the user holds, as `GET /iam/hzero/v1/member-roles/self-roles` lists it. */
export interface Role {
  id: number;
  name: string;
  code: string;
  level: RoleLevel;
  /** The tenant the role belongs to. */
  tenantId: number;
  tenantName: string;
}

/**
 * A data hierarchy the user may switch, with their current choice, as
 * `GET /hpfm/v1/{organizationId}/data-hierarchies/switch/value` lists it (empty text when none).
 */
export interface HierarchyValue {
  dataHierarchyCode: string;
  dataHierarchyName: string;
  dataHierarchyValue: string;
  dataHierarchyMeaning: string;
}

/**
 * One data hierarchy as `GET .../data-hierarchies/switch/value/details?dataHierarchyCode=`
 * answers it: with the code of the value list view its values are read through
 * (`lov-view/info?viewCode=`, then the view's query URL).
 */
export interface HierarchyDetails extends HierarchyValue {
  valueSourceCode: string;
}
