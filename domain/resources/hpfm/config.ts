import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text, type Text } from '../../engine/text';
import { LANGUAGE_CHOICES } from './languages';

/** The menu layouts of the operators' shell. */
export const MENU_LAYOUT_CHOICES = [
  { value: 'inline', label: text('Inline', '内嵌') },
  { value: 'horizontal', label: text('Horizontal', '水平') },
  { value: 'side', label: text('Side', '侧边') },
  { value: 'side-all', label: text('Side with all menus', '侧边全部菜单') },
] as const;

/** The system settings as the app reads them (`GET /hpfm/v1[/{tenantId}]/config/ui`). */
export interface UiConfig {
  title: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  menuLayout: string;
  defaultLanguage: string;
  watermarkFlag: 0 | 1;
}

/** What the app shows when neither the tenant nor the platform has set a setting. */
export const UI_CONFIG_DEFAULTS: Readonly<Omit<UiConfig, 'title'> & { title: Text }> = {
  title: text('HZERO Platform', 'HZERO 平台'),
  logoUrl: null,
  faviconUrl: null,
  menuLayout: 'inline',
  defaultLanguage: 'en_US',
  watermarkFlag: 0,
};

const INHERITED = text('Empty: the platform’s setting applies', '留空：使用平台的设置');

/**
 * System configuration (hpfm 系统配置): one settings row per tenant: the title, logo and favicon
 * of the app, the default menu layout and language, and the watermark. The platform's row
 * (tenant 0) holds everybody's settings; a tenant's own row overrides them setting by setting
 * (an empty setting inherits the platform's).
 */
export default defineResource({
  module: 'hpfm',
  name: 'config',
  path: 'config',
  // HZERO reads the site's configuration at config/{organizationId} (configService.js
  // queryTenantConfig), where the engine's site read by id would be: that one moves aside.
  api: { get: 'config/detail/{id}', site: { list: 'config/{tenantId}' } },
  table: 'hpfm_config',
  idField: 'configId',
  tenancy: 'shared',
  singleton: true,
  enabledFlag: false,
  title: text('System Configuration', '系统配置'),
  entity: text('system configuration', '系统配置'),
  nameField: 'title',
  actions: ['create', 'edit', 'delete'],
  route: '/hpfm/config',
  menu: { parent: 'hzero.hpfm.dev', sort: 20, quickIndex: text('config', 'xtpz') },
  fields: {
    title: fields.tl(text('System title', '系统标题'), {
      max: 80,
      column: 240,
      help: INHERITED,
    }),
    logoUrl: fields.file(text('Logo', 'LOGO'), {
      bucket: 'public',
      column: 200,
      help: text('PNG or JPEG; empty: the platform’s logo', 'PNG 或 JPEG；留空：使用平台的 LOGO'),
    }),
    faviconUrl: fields.file(text('Favicon', '网站图标'), {
      bucket: 'public',
      column: false,
      help: text('PNG or ICO; empty: the platform’s icon', 'PNG 或 ICO；留空：使用平台的图标'),
    }),
    menuLayout: fields.select(text('Default menu layout', '默认菜单布局'), {
      options: MENU_LAYOUT_CHOICES,
      column: 160,
      help: INHERITED,
    }),
    defaultLanguage: fields.select(text('Default language', '默认语言'), {
      options: LANGUAGE_CHOICES,
      column: 140,
      help: INHERITED,
    }),
    watermarkFlag: fields.flag(text('Watermark', '水印'), {
      column: 100,
      help: text(
        'Pages show the user’s name as a watermark; empty: the platform’s setting applies',
        '页面以用户姓名作水印；留空：使用平台的设置',
      ),
    }),
  },
  demo: [
    {
      _tenants: [0],
      title: UI_CONFIG_DEFAULTS.title.en_US,
      _tls: { title: UI_CONFIG_DEFAULTS.title },
      menuLayout: UI_CONFIG_DEFAULTS.menuLayout,
      defaultLanguage: UI_CONFIG_DEFAULTS.defaultLanguage,
      watermarkFlag: UI_CONFIG_DEFAULTS.watermarkFlag,
    },
  ],
});
