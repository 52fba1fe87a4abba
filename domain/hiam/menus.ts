/**
 * The menu tree as administrators edit it (hiam menus): a node's shape on the wire, the one
 * schema of a written node (the server checks it, the app's form shows its messages), and the
 * export file.
 */
import { z } from 'zod';

/** The icons a menu may show (drawn by the shell). */
export const MENU_ICONS = [
  'home',
  'settings',
  'users',
  'flask',
  'file',
  'chart',
  'bell',
  'shield',
  'database',
  'cloud',
  'briefcase',
  'message',
] as const;

/** The node types of the HZERO contract. */
export const MENU_TYPES = ['root', 'dir', 'menu', 'link', 'inner-link', 'window'] as const;

/** A text per language. */
export interface MenuTexts {
  en_US: string;
  zh_CN: string;
}

/** A menu as the editor reads it (`GET /iam/hzero/v1/menus/manage-tree`). */
export interface ManagedMenu {
  id: number;
  code: string;
  parentId: number | null;
  type: (typeof MENU_TYPES)[number];
  route: string | null;
  icon: string | null;
  sort: number;
  level: 'site' | 'organization';
  hideBreadcrumb: 0 | 1;
  enabledFlag: 0 | 1;
  /** Defined by the product (synchronised at start until changed here); cannot be deleted. */
  builtIn: 0 | 1;
  objectVersionNumber: number;
  name: MenuTexts;
  quickIndex: MenuTexts;
  /**
   * Its permission sets (HZERO's `ps` rows under it), shown in the editor; made from its
   * permission codes, they are not edited here.
   */
  permissionSets: MenuPermissionSet[];
  subMenus: ManagedMenu[];
}

/** A permission set of a menu as the menu editor shows it: its names and the codes it bundles. */
export interface MenuPermissionSet {
  id: number;
  code: string;
  name: MenuTexts;
  permissions: string[];
}

const texts = (max: number, required: boolean) =>
  z.object({
    en_US: required ? z.string().trim().min(1).max(max) : z.string().trim().max(max),
    zh_CN: required ? z.string().trim().min(1).max(max) : z.string().trim().max(max),
  });

/** What a written menu carries (create, update, one node of an import). */
export const menuWriteSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9_.-]{1,79}$/i, 'letters, digits, _ . or -, 2 to 80'),
    type: z.enum(MENU_TYPES),
    route: z
      .string()
      .trim()
      .max(200)
      .regex(/^\/[A-Za-z0-9/_:.-]*$/, 'an address of the app starting with /')
      .nullable(),
    icon: z.enum(MENU_ICONS).nullable(),
    sort: z.number().int().min(0).max(100_000),
    level: z.enum(['site', 'organization']),
    hideBreadcrumb: z.literal([0, 1]),
    enabledFlag: z.literal([0, 1]),
    name: texts(60, true),
    quickIndex: texts(30, false),
  })
  .refine((menu) => menu.type === 'root' || menu.type === 'dir' || menu.route !== null, {
    message: 'a menu that opens a page needs its route',
    path: ['route'],
  });

/** A checked written menu. */
export type MenuWrite = z.infer<typeof menuWriteSchema>;

/** One node of an export file: a written menu with its parent by code. */
export const menuExportSchema = z.array(
  z.intersection(menuWriteSchema, z.object({ parentCode: z.string().max(80).nullable() })),
);

/** The export file's nodes. */
export type MenuExport = z.infer<typeof menuExportSchema>;
