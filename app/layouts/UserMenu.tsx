import { Button, Menu, Portal } from '@chakra-ui/react';
import { useDispatch, useSelector } from 'react-redux';
import { isLocale, useI18n } from '../i18n';
import { accountLabel } from './AccountName';
import { changeLanguage } from '../store/global';
import type { RootState } from '../store/reducer';
import { selectCurrentUser } from '../store/selectors';
import {
  defaultTenantRequested,
  signOutRequested,
  switchRoleRequested,
  switchTenantRequested,
} from '../store/session';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** Offer role and tenant switching (the operators' shell); the portal shows only the rest. */
  switching?: boolean;
}

/** The header's account menu: who is signed in, role, tenant, default tenant, language, sign-out. */
export function UserMenu({ switching = true }: UserMenuProps) {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const user = useSelector(selectCurrentUser);
  const roles = useSelector((state: RootState) => state.user.roleList);
  const tenants = useSelector((state: RootState) => state.user.tenantList);
  const languages = useSelector((state: RootState) => state.global.supportLanguage);
  if (!user) return null;
  const defaultTenant = tenants.find((tenant) => Number(tenant.defaultFlag) === 1);

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          aria-label={t('header.userMenu', { name: accountLabel(user, switching) })}
        >
          {accountLabel(user, switching)}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="64">
            {switching && roles.length > 0 ? (
              <Menu.RadioItemGroup
                value={String(user.currentRoleId)}
                onValueChange={({ value }) => {
                  if (value !== String(user.currentRoleId))
                    dispatch(switchRoleRequested(Number(value)));
                }}
              >
                <Menu.ItemGroupLabel>{t('header.role')}</Menu.ItemGroupLabel>
                {roles.map((role) => (
                  <Menu.RadioItem key={role.id} value={String(role.id)}>
                    {role.name}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            ) : null}
            {switching && tenants.length > 0 ? (
              <>
                <Menu.Separator />
                <Menu.RadioItemGroup
                  value={String(user.tenantId)}
                  onValueChange={({ value }) => {
                    if (value !== String(user.tenantId))
                      dispatch(switchTenantRequested(Number(value)));
                  }}
                >
                  <Menu.ItemGroupLabel>{t('header.tenant')}</Menu.ItemGroupLabel>
                  {tenants.map((tenant) => (
                    <Menu.RadioItem key={tenant.tenantId} value={String(tenant.tenantId)}>
                      {Number(tenant.defaultFlag) === 1
                        ? t('header.isDefault', { tenant: tenant.tenantName })
                        : tenant.tenantName}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
                {defaultTenant?.tenantId !== user.tenantId ? (
                  <Menu.Item
                    value="default-tenant"
                    onSelect={() => dispatch(defaultTenantRequested(user.tenantId))}
                  >
                    {t('header.setDefaultTenant', { tenant: user.tenantName })}
                  </Menu.Item>
                ) : null}
              </>
            ) : null}
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={locale}
              onValueChange={({ value }) => {
                if (isLocale(value)) dispatch(changeLanguage(value));
              }}
            >
              <Menu.ItemGroupLabel>{t('header.language')}</Menu.ItemGroupLabel>
              {languages.map((item) => (
                <Menu.RadioItem key={item.code} value={item.code}>
                  {item.name}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={() => dispatch(signOutRequested())}>
              {t('header.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
