import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The levels a profile value applies at, from the widest to the narrowest. */
export const PROFILE_LEVELS = [
  { value: 'SITE', label: text('Site (everybody)', '平台（所有人）') },
  { value: 'TENANT', label: text('Tenant', '租户') },
  { value: 'ROLE', label: text('Role', '角色') },
  { value: 'USER', label: text('User', '用户') },
] as const;

/** One of the {@link PROFILE_LEVELS} codes. */
export type ProfileLevel = (typeof PROFILE_LEVELS)[number]['value'];

/**
 * The values of a profile, one per level and level value: SITE (the platform's profiles only;
 * no level value), TENANT (the tenant number in a platform profile; the profile's own tenant in
 * a tenant's profile), ROLE (a role code) and USER (a login name).
 */
export default defineResource({
  module: 'hpfm',
  name: 'profile-value',
  path: 'profile-values',
  table: 'hpfm_profile_value',
  idField: 'profileValueId',
  tenancy: 'shared',
  enabledFlag: false,
  title: text('Profile Values', '配置值'),
  entity: text('profile value', '配置值'),
  nameField: 'value',
  parent: { resource: 'hpfm/profile', field: 'profileId' },
  fields: {
    profileId: fields.integer(text('Profile', '配置'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    levelCode: fields.select(text('Level', '层级'), {
      options: PROFILE_LEVELS,
      required: true,
      defaultValue: 'SITE',
      filter: true,
      sortable: true,
      column: 160,
    }),
    levelValue: fields.text(text('Level value', '层级值'), {
      max: 60,
      filter: true,
      sortable: true,
      column: 200,
      help: text(
        'Tenant: the tenant number (empty in a tenant’s own profile); role: the role code; user: the login name; site: empty',
        '租户：租户编码（租户自己的配置中留空）；角色：角色编码；用户：登录名；平台：留空',
      ),
    }),
    value: fields.text(text('Value', '配置值'), {
      max: 480,
      required: true,
      filter: true,
      column: 240,
    }),
  },
});
