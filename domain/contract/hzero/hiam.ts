import type { HzeroPath } from '../hzeroPaths';

/** Identity and access (hiam). */
export const HZERO_HIAM_PATHS: readonly HzeroPath[] = [
  // hzero-front-hiam/src/services and stores
  {
    path: '/iam/v1/tenants',
    methods: ['GET', 'POST'],
    from: 'hiam tenantsService.js queryTenant, addTenant',
  },
  {
    path: '/iam/v1/tenants/{tenantId}',
    methods: ['GET', 'PUT'],
    from: 'hiam tenantsService.js queryTenantDetail, updateTenant',
  },
  {
    path: '/iam/v1[/{organizationId}]/clients',
    methods: ['GET', 'POST', 'PUT'],
    from: 'hiam clientService.js fetchClientList, createClient, updateClient',
  },
  {
    path: '/iam/v1[/{organizationId}]/clients/{clientId}',
    methods: ['GET'],
    from: 'hiam clientService.js fetchDetail',
  },
  {
    path: '/iam/v1[/{organizationId}]/domains',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    from: 'hiam ssoConfigService.js queryConfig, createConfig, editConfig, deleteConfig',
  },
  {
    path: '/iam/v1[/{organizationId}]/domains/{domainId}',
    methods: ['GET'],
    from: 'hiam ssoConfigService.js getConfigDetail',
  },
  {
    path: '/iam/v1/{organizationId}/password-policies',
    methods: ['GET', 'PUT'],
    from: 'hiam passwordPolicyService.js fetchPasswordPolicyList, updatePasswordPolicy',
  },
  {
    path: '/iam/v1/{organizationId}/password-policies/query',
    methods: ['GET'],
    from: 'hiam roleManagementService.js fetchPasswordPolicyList',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grps',
    methods: ['GET', 'PUT'],
    from: 'hiam stores/SecurityGroupDS.js secGrpDS read, secGrpDetailDS submit',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grps/{secGrpId}',
    methods: ['GET'],
    from: 'hiam stores/SecurityGroupDS.js secGrpDetailDS read',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grps/create',
    methods: ['POST'],
    from: 'hiam stores/SecurityGroupDS.js secGrpDS submit',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-acls/{secGrpId}',
    methods: ['GET', 'POST', 'DELETE'],
    from: 'hiam stores/SecurityGroupDS.js visitPermissionDS read; securityGroupService.js queryPermissionMenus, batchAssignPermissionSets and batchUnassignPermissionSets (a list of permission ids, sent by the VisitPermission tab handlePermissionSets)',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-acl-fields/{secGrpId}',
    methods: ['GET'],
    from: 'hiam routes/SecurityGroup FieldPermission (fieldPermissionDS read, isSelf)',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-dcls/{secGrpId}/authority',
    methods: ['GET'],
    from: 'hiam securityGroupService.js queryData',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-role-assign/{secGrpId}/assigned-role',
    methods: ['GET'],
    from: 'hiam stores/SecurityGroupDS.js assignRoleDS read',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-role-assign/{secGrpId}/assign-role',
    methods: ['POST'],
    from: 'hiam stores/SecurityGroupDS.js addRoleDS submit (a list of role ids)',
  },
  {
    path: '/iam/v1[/{organizationId}]/sec-grp-role-assign/{secGrpId}/recycle-role',
    methods: ['DELETE'],
    from: 'hiam stores/SecurityGroupDS.js assignRoleDS destroy (a list of role ids)',
  },
  {
    path: '/iam/v1[/{organizationId}]/apis',
    methods: ['GET'],
    from: 'hiam apiFieldService.js apiFieldApiQuery',
  },
  {
    path: '/iam/v1[/{organizationId}]/apis/{permissionId}/fields',
    methods: ['GET'],
    from: 'hiam apiFieldService.js apiFieldFieldQuery',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/users/paging',
    methods: ['GET'],
    from: 'hiam subAccountService.js subAccountQueryPage; subAccountOrgService.js querySubAccountOrgList',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/users',
    methods: ['POST', 'PUT'],
    from: 'hiam subAccountService.js subAccountCreate, subAccountUpdate; subAccountOrgService.js subAccountOrgCreateOne, subAccountOrgUpdateOne',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/users/{userId}/info',
    methods: ['GET'],
    from: 'hiam subAccountService.js subAccountQuery; subAccountOrgService.js subAccountOrgQuery',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/users/{userId}/unlocked',
    methods: ['POST'],
    from: 'hiam subAccountService.js subAccountUserUnlock; subAccountOrgService.js subAccountSiteUserUnlock',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/member-roles/user-roles/{userId}',
    methods: ['GET'],
    from: 'hiam subAccountService.js subAccountCurrentUserRoles; subAccountOrgService.js subAccountOrgRoleCurrent',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/member-roles/batch-delete',
    methods: ['DELETE'],
    from: 'hiam subAccountService.js subAccountUserRolesRemove; subAccountOrgService.js deleteRoles (a list of member roles)',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/menus/manage-tree',
    methods: ['GET'],
    from: 'hiam menuConfigService.js queryMenuTree, queryOrganizationMenuTree',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/roles',
    methods: ['POST', 'PUT'],
    from: 'hiam roleManagementService.js createRole/createOrganizationRole, editRole/editOrganizationRole',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/roles/{roleId}',
    methods: ['GET'],
    from: 'hiam roleManagementService.js queryRole, queryOrganizationRole',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/roles/{roleId}/permission-set-tree',
    methods: ['GET'],
    from: 'hiam roleManagementService.js queryPermissionMenus (an array of menus down to type ps nodes, checkedFlag, subMenus)',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/roles/{roleId}/permission-sets/assign',
    methods: ['PUT'],
    from: 'hiam roleManagementService.js batchAssignPermissionSets, batchAssignOrganizationPermissionSets (body: the ps ids)',
  },
  {
    path: '/iam/hzero/v1[/{organizationId}]/roles/{roleId}/permission-sets/recycle',
    methods: ['PUT'],
    from: 'hiam roleManagementService.js batchUnassignPermissionSets, batchUnassignOrganizationPermissionSets (body: the ps ids)',
  },
];
