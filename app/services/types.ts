export type {
  CurrentUser,
  HierarchyDetails,
  HierarchyValue,
  Role,
  RoleLevel,
  Tenant,
} from '../../domain/contract/user';

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
