import type { LinkPasswordPolicy } from '../../domain/hiam/passwordPolicy';
import { appConfig } from '../config';
import { request } from './request';
import type {
  Continent,
  CurrentUser,
  HierarchyDetails,
  HierarchyValue,
  ReleaseNotice,
  Role,
  Tenant,
} from './types';

/** `GET /iam/hzero/v1/users/self`: the signed-in user. */
export const fetchCurrentUser = () => request<CurrentUser>('/iam/hzero/v1/users/self');

/** `GET /iam/hzero/v1/users/self-tenants`: tenants the user may act in. */
export const fetchSelfTenants = () => request<Tenant[]>('/iam/hzero/v1/users/self-tenants');

/** `GET /iam/hzero/v1/member-roles/self-roles`: roles the user holds. */
export const fetchSelfRoles = () => request<Role[]>('/iam/hzero/v1/member-roles/self-roles');

/** `PUT /iam/v1/users/roles?roleId`: act as another role. */
export const switchRole = (roleId: number) =>
  request<void>('/iam/v1/users/roles', { method: 'PUT', query: { roleId } });

/** `PUT /iam/v1/users/tenant-id?tenantId`: act in another tenant. */
export const switchTenant = (tenantId: number) =>
  request<void>('/iam/v1/users/tenant-id', { method: 'PUT', query: { tenantId } });

/** `PUT /iam/hzero/v1/users/default-tenant?tenantId`: the tenant chosen at sign-in. */
export const saveDefaultTenant = (tenantId: number) =>
  request<void>('/iam/hzero/v1/users/default-tenant', { method: 'PUT', query: { tenantId } });

/** `PUT /iam/hzero/v1/users/default-language?language`: the user's language. */
export const saveDefaultLanguage = (language: string) =>
  request<void>('/iam/hzero/v1/users/default-language', { method: 'PUT', query: { language } });

/** `PUT /iam/hzero/v1/users/real-name?realName`: the user's name (hiam userInfoService.js). */
export const saveRealName = (realName: string) =>
  request<unknown>('/iam/hzero/v1/users/real-name', { method: 'PUT', query: { realName } });

/** `PUT /iam/hzero/v1/users/time-zone?timeZone`: the user's time zone (hiam userInfoService.js). */
export const saveTimeZone = (timeZone: string) =>
  request<unknown>('/iam/hzero/v1/users/time-zone', { method: 'PUT', query: { timeZone } });

/** The user's e-mail address and phone, saved at the version the user was read with. */
export interface ContactChange {
  objectVersionNumber: number;
  _token?: string;
  email?: string;
  phone?: string;
}

/**
 * `PUT /iam/hzero/v1/users/self`: the e-mail address and phone (the product's own save: HZERO
 * changes them only after a captcha sent to the old and the new address).
 */
export const saveContact = (change: ContactChange) =>
  request<CurrentUser>('/iam/hzero/v1/users/self', { method: 'PUT', body: change });

/** `GET /hpfm/v1/{organizationId}/data-hierarchies/switch/value`: the hierarchies and the user's values. */
export const fetchHierarchies = () =>
  request<HierarchyValue[]>('/hpfm/v1/{organizationId}/data-hierarchies/switch/value');

/**
 * `GET /hpfm/v1/{organizationId}/data-hierarchies/switch/value/details?dataHierarchyCode`: one
 * hierarchy, with the value-list view its values are read through (`valueSourceCode`).
 */
export const fetchHierarchyDetails = (dataHierarchyCode: string) =>
  request<HierarchyDetails>('/hpfm/v1/{organizationId}/data-hierarchies/switch/value/details', {
    query: { dataHierarchyCode },
  });

/** `PUT /hpfm/v1/{organizationId}/data-hierarchies/switch`: keeps a value (HZERO answers nothing). */
export const switchHierarchy = ({
  dataHierarchyCode,
  dataHierarchyValue = '',
  dataHierarchyMeaning = '',
}: HierarchyValue) =>
  request<unknown>('/hpfm/v1/{organizationId}/data-hierarchies/switch', {
    method: 'PUT',
    query: { dataHierarchyCode, dataHierarchyValue, dataHierarchyMeaning },
  });

/** `GET /hpfm/v1/languages/list`: the languages the platform offers (public). */
export const fetchLanguages = () =>
  request<{ code: string; name: string }[]>('/hpfm/v1/languages/list');

/** `GET /service/v1/nsrv-continent`. */
export const fetchContinents = () => request<Continent[]>('/service/v1/nsrv-continent');

/** `PUT /service/v1/nsrv-continent/current?continentCode`: the user's continent; answers the list. */
export const switchContinent = (continentCode: string) =>
  request<Continent[]>('/service/v1/nsrv-continent/current', {
    method: 'PUT',
    query: { continentCode },
  });

/** `GET /service/v1/{tenantId}/announcement-updates/isOrNotReleaseNotice`. */
export const fetchReleaseNotice = () =>
  request<ReleaseNotice | undefined>(
    '/service/v1/{tenantId}/announcement-updates/isOrNotReleaseNotice',
  );

/** `POST /oauth/public/token/kickoff?access_token`: whether the token was forced out. */
export const checkKickoff = (accessToken: string) =>
  request<{ kickoff: number }>('/oauth/public/token/kickoff', {
    method: 'POST',
    query: { access_token: accessToken },
  });

/** `GET /hpfm/v1/tool/pass/public-key`: the RSA key the password is encrypted with. */
export const fetchPublicKey = () => request<{ publicKey: string }>('/hpfm/v1/tool/pass/public-key');

/** `POST /oauth/public/forgot-password`: mails a one-time link (always the same answer). */
export const requestPasswordReset = (email: string) =>
  request<{ message: string }>('/oauth/public/forgot-password', {
    method: 'POST',
    body: { email },
  });

/** `POST /oauth/public/activate-account`: sets the password of an invited account. */
export const activateAccount = (token: string, password: string) =>
  request<{ message: string }>('/oauth/public/activate-account', {
    method: 'POST',
    body: { token, password },
  });

/** `POST /oauth/public/reset-password`: sets a new password from a one-time link. */
export const resetPassword = (token: string, password: string) =>
  request<{ message: string }>('/oauth/public/reset-password', {
    method: 'POST',
    body: { token, password },
  });

/**
 * `GET /oauth/public/password-policy?token=`: the password policy a one-time link's account
 * must meet, and its login name.
 */
export const fetchLinkPasswordPolicy = (token: string) =>
  request<LinkPasswordPolicy>('/oauth/public/password-policy', { query: { token } });

/** `GET /oauth/public/maintenance`: whether the service is under maintenance. */
export const fetchMaintenance = () =>
  request<{ maintenance: boolean; message?: string }>('/oauth/public/maintenance');

/**
 * `POST /oauth/logout`: revokes the token (bearer header) and ends the browser's OAuth session,
 * clearing its cookie. A POST, so that no link can sign anyone out.
 */
export const signOut = () =>
  request<void>(`${appConfig().oauthHost}/oauth/logout`, { method: 'POST' });
