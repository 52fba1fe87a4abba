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
import { endpointsOf } from '../../../domain/engine/address';
import type { CheckedFlag, PermissionSetNode } from '../../../domain/hiam/contract';
import { defaultSetOf, matching } from '../../../domain/hiam/permissionTree';
import roleResource from '../../../domain/resources/hiam/role';
import { useRead } from '../../engine/useRead';
import { useI18n } from '../../i18n';
import type { RootState } from '../../store/reducer';
import { selectWrite, writeRequest } from '../../store/resources';
import { PageState } from './PageState';

/** The grants path of a role (HZERO's permission tree). */
export function grantsPath(roleId: string): string {
  return `/iam/hzero/v1[/{tenantId}]/roles/${roleId}/permission-set-tree`;
}

/** The role's own record (its name and level). */
function rolePath(roleId: string): string {
  return endpointsOf(roleResource).get.path.replace('{id}', roleId);
}

/** A tick's state: held, partly held (some of what it bundles), or not. */
function tickState(flag: CheckedFlag): boolean | 'indeterminate' {
  if (flag === 'Y') return true;
  return flag === 'P' ? 'indeterminate' : false;
}

/**
 * `/hiam/role/api/:roleId`: the permission sets a role is granted (HZERO's permission tree:
 * each menu with its default set, ticked on the menu's line, and a set per API or button), as
 * a tree with search; ticks are saved together (granted, then withdrawn) as HZERO's lists of set
 * ids. Codes whose API has fields open the role's field permissions.
 */
export function RolePermissionsPage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { roleId = '' } = useParams();
  const path = grantsPath(roleId);
  const read = useRead(path, {}, { fresh: true });
  const tree = read?.data as PermissionSetNode[] | undefined;
  const roleRead = useRead(rolePath(roleId), {}, { fresh: true });
  const role = roleRead?.data as { name?: string; level?: string } | undefined;
  const editable = role?.level === 'organization';
  const writeId = `hiam.role.permissions:${roleId}`;
  const saving = useSelector(
    (state: RootState) => selectWrite(state, writeId).status === 'running',
  );
  const [changes, setChanges] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [search, setSearch] = useState('');
  const shown = useMemo(() => matching(tree ?? [], search), [tree, search]);
  const title = t('hiam.permissions.title', { role: role?.name ?? '' });

  const toggle = (set: PermissionSetNode, checked: boolean) =>
    setChanges((current) => {
      const next = new Map(current);
      if (checked === (set.checkedFlag === 'Y')) next.delete(set.id);
      else next.set(set.id, checked);
      return next;
    });

  const save = () => {
    const ids = (wanted: boolean) =>
      [...changes].filter(([, checked]) => checked === wanted).map(([id]) => id);
    const payload = (segment: 'assign' | 'recycle', wanted: boolean) => ({
      id: writeId,
      method: 'PUT' as const,
      path: `/iam/hzero/v1[/{tenantId}]/roles/${roleId}/permission-sets/${segment}`,
      body: ids(wanted),
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

  const tick = (set: PermissionSetNode, label: string) => {
    const state = changes.get(set.id) ?? tickState(set.checkedFlag);
    return (
      <HStack gap="2">
        <Checkbox.Root
          checked={state}
          disabled={!editable || !set.assignable || saving}
          onCheckedChange={(details) => toggle(set, details.checked === true)}
        >
          {/* Half ticked for assistive technologies too (the control only draws it). */}
          <Checkbox.HiddenInput
            ref={(input) => {
              if (input) input.indeterminate = state === 'indeterminate';
            }}
          />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
        {set.inheritedFlag ? (
          <Badge colorPalette="blue" variant="subtle">
            {t('hiam.permissions.inherited')}
          </Badge>
        ) : null}
        {editable && !set.assignable ? (
          <Text as="span" fontSize="xs" color="fg.muted">
            {t('hiam.permissions.notYours')}
          </Text>
        ) : null}
      </HStack>
    );
  };

  /** The codes a set bundles, each with its field permissions when its API has fields. */
  const codes = (set: PermissionSetNode) =>
    set.permissions.map((permission) => (
      <HStack key={permission.id} gap="3" wrap="wrap">
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
    ));

  const renderNode = (node: PermissionSetNode) => {
    if (node.type === 'ps') {
      return (
        <HStack as="li" key={node.id} gap="3" wrap="wrap">
          {tick(node, node.name)}
          {codes(node)}
        </HStack>
      );
    }
    const opener = defaultSetOf(node);
    const sets = node.subMenus.filter((sub) => sub.type === 'ps' && sub !== opener);
    const menus = node.subMenus.filter((sub) => sub.type !== 'ps');
    return (
      <Box as="li" key={node.id} listStyleType="none" paddingBlock="1">
        {opener ? (
          <HStack gap="3" wrap="wrap">
            {tick(opener, node.name)}
            {codes(opener)}
          </HStack>
        ) : (
          <Text fontWeight="semibold">{node.name}</Text>
        )}
        {sets.length > 0 ? (
          <Stack as="ul" gap="1" paddingInlineStart="7" marginTop="1">
            {sets.map(renderNode)}
          </Stack>
        ) : null}
        {menus.length > 0 ? (
          <Box as="ul" paddingInlineStart="5">
            {menus.map(renderNode)}
          </Box>
        ) : null}
      </Box>
    );
  };

  return (
    <Stack gap="4" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Link asChild fontSize="sm">
          <RouterLink to="/hiam/role">{t('hiam.back', { title: t('hiam.roles') })}</RouterLink>
        </Link>
      </HStack>
      <PageState read={roleRead} path={rolePath(roleId)}>
        <PageState read={read} path={path}>
          {tree && role ? (
            <>
              <Text color="fg.muted">
                {editable ? t('hiam.permissions.intro') : t('hiam.permissions.siteRole')}
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
                {editable ? (
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
                <Box as="ul" role="list" aria-label={title}>
                  {shown.map(renderNode)}
                </Box>
              )}
            </>
          ) : null}
        </PageState>
      </PageState>
    </Stack>
  );
}
