import {
  Badge,
  Box,
  Button,
  Checkbox,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { MenuNode, PermissionNode, RoleGrants } from '../../../domain/hiam/contract';
import { useRead } from '../../engine/useRead';
import { useI18n } from '../../i18n';
import type { RootState } from '../../store/reducer';
import { selectWrite, writeRequest } from '../../store/resources';
import { PageState } from './PageState';

/** The key of a menu's or a code's tick in the page's changes. */
const menuKey = (id: number) => `m${id}`;
const codeKey = (id: number) => `p${id}`;

/** The grants path of a role. */
export function grantsPath(roleId: string): string {
  return `/iam/hzero/v1[/{tenantId}]/roles/${roleId}/permission-set-tree`;
}

/** The menus (and codes) of a tree that match `text`, with the directories above them. */
export function matching(menus: readonly MenuNode[], text: string): MenuNode[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...menus];
  const has = (value: string) => value.toLowerCase().includes(wanted);
  return menus.flatMap((menu): MenuNode[] => {
    if (has(menu.name) || has(menu.code)) return [menu];
    const subMenus = matching(menu.subMenus, text);
    const permissions = menu.permissions.filter(
      (permission) => has(permission.code) || has(permission.description),
    );
    return subMenus.length > 0 || permissions.length > 0
      ? [{ ...menu, subMenus, permissions }]
      : [];
  });
}

/**
 * `/hiam/role/api/:roleId`: the menus and permission codes (the APIs and buttons) a role
 * grants, as a tree with search; ticks are saved together (granted, then withdrawn). Codes
 * whose API has fields open the role's field permissions.
 */
export function RolePermissionsPage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { roleId = '' } = useParams();
  const path = grantsPath(roleId);
  const read = useRead(path, {}, { fresh: true });
  const grants = read?.data as RoleGrants | undefined;
  const writeId = `hiam.role.permissions:${roleId}`;
  const saving = useSelector(
    (state: RootState) => selectWrite(state, writeId).status === 'running',
  );
  const [changes, setChanges] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [search, setSearch] = useState('');
  const shown = useMemo(() => matching(grants?.menus ?? [], search), [grants, search]);

  const toggle = (key: string, stored: boolean, checked: boolean) =>
    setChanges((current) => {
      const next = new Map(current);
      if (checked === stored) next.delete(key);
      else next.set(key, checked);
      return next;
    });

  const save = () => {
    const ids = (prefix: string, wanted: boolean) =>
      [...changes]
        .filter(([key, checked]) => key.startsWith(prefix) && checked === wanted)
        .map(([key]) => Number(key.slice(1)));
    const payload = (segment: 'assign' | 'recycle', wanted: boolean) => ({
      id: writeId,
      method: 'PUT' as const,
      path: `/iam/hzero/v1[/{tenantId}]/roles/${roleId}/permission-sets/${segment}`,
      body: { menuIds: ids('m', wanted), permissionIds: ids('p', wanted) },
      invalidate: [path],
      notifyFailure: true,
    });
    const granting = [...changes.values()].some(Boolean);
    const withdrawing = [...changes.values()].some((checked) => !checked);
    // Granted first, then withdrawn: one save of the page.
    const recycle = writeRequest(payload('recycle', false));
    if (granting) {
      dispatch(writeRequest({ ...payload('assign', true), after: withdrawing ? [recycle] : [] }));
    } else {
      dispatch(recycle);
    }
    setChanges(new Map());
  };

  const tick = (
    key: string,
    node: Pick<MenuNode | PermissionNode, 'checked' | 'assignable' | 'inherited'>,
    label: string,
  ) => {
    const checked = changes.get(key) ?? node.checked;
    return (
      <HStack gap="2">
        <Checkbox.Root
          checked={checked}
          disabled={!grants?.editable || !node.assignable || saving}
          onCheckedChange={(details) => toggle(key, node.checked, details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
        {node.inherited ? (
          <Badge colorPalette="blue" variant="subtle">
            {t('hiam.permissions.inherited')}
          </Badge>
        ) : null}
        {grants?.editable && !node.assignable ? (
          <Text as="span" fontSize="xs" color="fg.muted">
            {t('hiam.permissions.notYours')}
          </Text>
        ) : null}
      </HStack>
    );
  };

  const renderMenu = (menu: MenuNode) => {
    const group = menu.type === 'root' || menu.type === 'dir';
    return (
      <Box as="li" key={menu.id} listStyleType="none" paddingBlock="1">
        {group ? (
          <Text fontWeight="semibold">{menu.name}</Text>
        ) : (
          tick(menuKey(menu.id), menu, menu.name)
        )}
        {menu.permissions.length > 0 ? (
          <Stack as="ul" gap="1" paddingInlineStart="7" marginTop="1">
            {menu.permissions.map((permission) => (
              <HStack as="li" key={permission.id} gap="3" wrap="wrap">
                {tick(codeKey(permission.id), permission, permission.description)}
                <Text as="code" fontSize="xs" color="fg.muted">
                  {permission.code}
                </Text>
                {permission.resource ? (
                  <Link asChild fontSize="sm" color="blue.600">
                    <RouterLink to={`/hiam/role/field/${roleId}/${permission.id}`}>
                      {t('hiam.permissions.fields')}
                    </RouterLink>
                  </Link>
                ) : null}
              </HStack>
            ))}
          </Stack>
        ) : null}
        {menu.subMenus.length > 0 ? (
          <Box as="ul" paddingInlineStart="5">
            {menu.subMenus.map(renderMenu)}
          </Box>
        ) : null}
      </Box>
    );
  };

  return (
    <Stack gap="4" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {t('hiam.permissions.title', { role: grants?.role.name ?? '' })}
        </Heading>
        <Link asChild fontSize="sm">
          <RouterLink to="/hiam/role">{t('hiam.back', { title: t('hiam.roles') })}</RouterLink>
        </Link>
      </HStack>
      <PageState read={read} path={path}>
        {grants ? (
          <>
            <Text color="fg.muted">
              {grants.editable ? t('hiam.permissions.intro') : t('hiam.permissions.siteRole')}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Input
                maxW="sm"
                type="search"
                aria-label={t('hiam.permissions.search')}
                placeholder={t('hiam.permissions.search')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              {grants.editable ? (
                <Button
                  colorPalette="blue"
                  onClick={save}
                  disabled={changes.size === 0}
                  loading={saving}
                >
                  {t('hiam.save')}
                </Button>
              ) : null}
              <Text as="span" fontSize="sm" color="fg.muted" aria-live="polite">
                {changes.size > 0 ? t('hiam.permissions.changes', { count: changes.size }) : ''}
              </Text>
            </HStack>
            {shown.length === 0 ? (
              <Text>{t('hiam.permissions.noMatch', { text: search })}</Text>
            ) : (
              <Box
                as="ul"
                role="list"
                aria-label={t('hiam.permissions.title', { role: grants.role.name })}
              >
                {shown.map(renderMenu)}
              </Box>
            )}
          </>
        ) : null}
      </PageState>
    </Stack>
  );
}
