import { ADMIN_USER } from './fakeApi';

/** The administrator of tenant `tenantId` (user 2, role 2, organization level). */
export function tenantAdmin(tenantId: number) {
  return {
    ...ADMIN_USER,
    id: 2,
    tenantId,
    organizationId: tenantId,
    currentRoleId: 2,
    currentRoleCode: 'tenant-admin',
    currentRoleLevel: 'organization' as const,
  };
}

/** The administrator of tenant 1. */
export const TENANT_ADMIN = tenantAdmin(1);

/** A customer team manager of tenant 1 (the portal's `portal.manager` role). */
export const CUSTOMER = {
  ...ADMIN_USER,
  id: 11,
  loginName: 'manager@lab.example',
  realName: 'Mia Manager',
  tenantId: 1,
  organizationId: 1,
  currentRoleId: 11,
  currentRoleCode: 'portal.manager',
  currentRoleLevel: 'organization' as const,
};

/** An operator of the customer's tenant (the lab's staff). */
export const OPERATOR = { ...CUSTOMER, id: 12, currentRoleId: 12, currentRoleCode: 'operator' };

/** The site administrator working in tenant `tenantId` (organization level). */
export function adminOfTenant(tenantId: number) {
  return {
    ...ADMIN_USER,
    tenantId,
    organizationId: tenantId,
    currentRoleLevel: 'organization' as const,
  };
}
