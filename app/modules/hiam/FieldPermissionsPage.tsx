import { Button, Heading, HStack, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { FieldPermissions, FieldRuleName } from '../../../domain/hiam/contract';
import { useRead } from '../../engine/useRead';
import { useI18n } from '../../i18n';
import type { RootState } from '../../store/reducer';
import { selectWrite, writeRequest } from '../../store/resources';
import { PageState } from './PageState';

const RULES: readonly (FieldRuleName | '')[] = ['', 'hidden', 'readOnly'];

/**
 * `/hiam/role/field/:roleId/:permissionId`: the fields of an API (a resource's query
 * permission) a role's answers leave out (hidden) or keep unchanged (read-only).
 */
export function FieldPermissionsPage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { roleId = '', permissionId = '' } = useParams();
  const path = `/iam/v1[/{tenantId}]/apis/${permissionId}/role/${roleId}`;
  const read = useRead(path, {}, { fresh: true });
  const data = read?.data as FieldPermissions | undefined;
  const writeId = `hiam.role.fields:${roleId}:${permissionId}`;
  const saving = useSelector(
    (state: RootState) => selectWrite(state, writeId).status === 'running',
  );
  const [changes, setChanges] = useState<ReadonlyMap<string, FieldRuleName | ''>>(new Map());
  const ruleOf = (name: string, stored: FieldRuleName | null) => changes.get(name) ?? stored ?? '';
  const ruleLabel = (rule: FieldRuleName | '') =>
    rule === '' ? t('hiam.fields.none') : t(`hiam.fields.${rule}`);

  const save = () => {
    if (!data) return;
    dispatch(
      writeRequest({
        id: writeId,
        method: 'PUT',
        path,
        body: data.fields.map((field) => ({
          fieldName: field.fieldName,
          rule: ruleOf(field.fieldName, field.rule) || null,
        })),
        invalidate: [path],
        notifyFailure: true,
      }),
    );
    setChanges(new Map());
  };

  return (
    <Stack gap="4" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {t('hiam.fields.title', { role: data?.role.name ?? '' })}
        </Heading>
        <Link asChild fontSize="sm">
          <RouterLink to={`/hiam/role/api/${roleId}`}>
            {t('hiam.back', {
              title: t('hiam.permissions.title', { role: data?.role.name ?? '' }),
            })}
          </RouterLink>
        </Link>
      </HStack>
      <PageState read={read} path={path}>
        {data ? (
          <>
            <Text color="fg.muted">
              {t('hiam.fields.intro', {
                api: `${data.permission.title} (${data.permission.code})`,
              })}
            </Text>
            <Table.Root
              size="sm"
              maxW="4xl"
              aria-label={t('hiam.fields.title', { role: data.role.name })}
            >
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('hiam.fields.field')}</Table.ColumnHeader>
                  <Table.ColumnHeader width="220px">
                    {t('hiam.fields.ruleHeader')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('hiam.fields.groups')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.fields.map((field) => (
                  <Table.Row key={field.fieldName}>
                    <Table.Cell>
                      {field.label}{' '}
                      <Text as="code" fontSize="xs" color="fg.muted">
                        {field.fieldName}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="sm" disabled={saving}>
                        <NativeSelect.Field
                          aria-label={t('hiam.fields.rule', { field: field.label })}
                          value={ruleOf(field.fieldName, field.rule)}
                          onChange={(event) => {
                            const value = event.target.value as FieldRuleName | '';
                            setChanges((current) => {
                              const next = new Map(current);
                              if (value === (field.rule ?? '')) next.delete(field.fieldName);
                              else next.set(field.fieldName, value);
                              return next;
                            });
                          }}
                        >
                          {RULES.map((rule) => (
                            <option key={rule} value={rule}>
                              {ruleLabel(rule)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                    <Table.Cell color="fg.muted">
                      {field.groups.map((item) => (
                        <Text key={item.group}>
                          {t('hiam.fields.fromGroup', {
                            rule: ruleLabel(item.rule),
                            group: item.group,
                          })}
                        </Text>
                      ))}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <HStack>
              <Button
                colorPalette="blue"
                onClick={save}
                disabled={changes.size === 0}
                loading={saving}
              >
                {t('hiam.save')}
              </Button>
            </HStack>
          </>
        ) : null}
      </PageState>
    </Stack>
  );
}
