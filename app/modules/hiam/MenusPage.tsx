import {
  Badge,
  Box,
  Button,
  Dialog,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import { PermissionButton } from '../../../design-system';
import {
  MENU_ICONS,
  MENU_TYPES,
  type ManagedMenu,
  type MenuTexts,
} from '../../../domain/hiam/menus';
import { useRead, useReadPromise } from '../../engine/useRead';
import { downloadText } from '../../services/download';
import { useI18n } from '../../i18n';
import { writeRequest } from '../../store/resources';
import { PageState } from './PageState';

const TREE = '/iam/hzero/v1/menus/manage-tree';
const code = (action: string) => [`hiam.menu.list-${action}`];

/** The values of the menu form. */
interface MenuForm {
  id?: number;
  objectVersionNumber?: number;
  code: string;
  parentId: number | null;
  type: ManagedMenu['type'];
  route: string;
  icon: string;
  sort: string;
  level: ManagedMenu['level'];
  hideBreadcrumb: 0 | 1;
  enabledFlag: 0 | 1;
  name: MenuTexts;
  quickIndex: MenuTexts;
}

const EMPTY: MenuForm = {
  code: '',
  parentId: null,
  type: 'menu',
  route: '',
  icon: '',
  sort: '10',
  level: 'organization',
  hideBreadcrumb: 0,
  enabledFlag: 1,
  name: { en_US: '', zh_CN: '' },
  quickIndex: { en_US: '', zh_CN: '' },
};

function formOf(menu: ManagedMenu): MenuForm {
  return {
    id: menu.id,
    objectVersionNumber: menu.objectVersionNumber,
    code: menu.code,
    parentId: menu.parentId,
    type: menu.type,
    route: menu.route ?? '',
    icon: menu.icon ?? '',
    sort: String(menu.sort),
    level: menu.level,
    hideBreadcrumb: menu.hideBreadcrumb,
    enabledFlag: menu.enabledFlag,
    name: menu.name,
    quickIndex: menu.quickIndex,
  };
}

/**
 * `/hiam/menu`: the menu tree the shell shows, edited by the platform's administrators: names
 * per language, type, route, icon, order, level, enabled; new menus; deletion of those made
 * here (the product's own are disabled instead); export and import as a JSON file.
 */
export function MenusPage() {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const read = useRead(TREE, {}, { fresh: true });
  const tree = read?.data as ManagedMenu[] | undefined;
  const readPromise = useReadPromise();
  const [form, setForm] = useState<MenuForm | null>(null);
  /** The permission sets of the menu being edited (none for a new one). */
  const [sets, setSets] = useState<ManagedMenu['permissionSets']>([]);
  const file = useRef<HTMLInputElement>(null);

  const save = () => {
    if (!form) return;
    const body = {
      ...form,
      route: form.route.trim() === '' ? null : form.route.trim(),
      icon: form.icon === '' ? null : form.icon,
      sort: Number(form.sort),
    };
    dispatch(
      writeRequest({
        id: 'hiam.menu.save',
        method: form.id ? 'PUT' : 'POST',
        path: form.id ? '/iam/hzero/v1/menus/update' : '/iam/hzero/v1/menus/create',
        body,
        invalidate: [TREE],
        notifyFailure: true,
      }),
    );
    setForm(null);
  };

  const remove = (menu: ManagedMenu) =>
    dispatch(
      writeRequest({
        id: 'hiam.menu.delete',
        method: 'DELETE',
        path: '/iam/hzero/v1/menus',
        body: [{ id: menu.id, objectVersionNumber: menu.objectVersionNumber }],
        invalidate: [TREE],
        notifyFailure: true,
      }),
    );

  const download = async () => {
    const data = await readPromise('/iam/hzero/v1/menus/export', {}, true);
    downloadText('menus.json', JSON.stringify(data, null, 2), 'application/json');
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    let body: unknown;
    try {
      body = JSON.parse(await chosen.text());
    } catch {
      body = chosen.name;
    }
    dispatch(
      writeRequest({
        id: 'hiam.menu.import',
        method: 'POST',
        path: '/iam/hzero/v1/menus/import',
        body,
        invalidate: [TREE],
        notifyFailure: true,
      }),
    );
  };

  const set = <K extends keyof MenuForm>(key: K, value: MenuForm[K]) =>
    setForm((current) => (current ? { ...current, [key]: value } : current));

  const renderNode = (menu: ManagedMenu, depth: number) => {
    const group = menu.type === 'root' || menu.type === 'dir';
    return (
      <Box as="li" key={menu.id} listStyleType="none">
        <HStack
          gap="3"
          paddingBlock="1"
          paddingInlineStart={`${depth * 20}px`}
          borderBottomWidth="1px"
          wrap="wrap"
        >
          <Text fontWeight={group ? 'semibold' : 'normal'} minW="48">
            {menu.name[locale] || menu.name.en_US}
          </Text>
          <Text as="code" fontSize="xs" color="fg.muted" minW="48">
            {menu.code}
          </Text>
          <Text fontSize="sm" color="fg.muted" minW="40">
            {menu.route ?? ''}
          </Text>
          {menu.enabledFlag === 0 ? <Badge>{t('hiam.menus.disabled')}</Badge> : null}
          <HStack gap="1" marginInlineStart="auto">
            <PermissionButton
              codes={code('edit')}
              size="xs"
              variant="ghost"
              aria-label={t('hiam.menus.editOne', { name: menu.name.en_US })}
              onClick={() => {
                setForm(formOf(menu));
                setSets(menu.permissionSets);
              }}
            >
              {t('hiam.menus.edit')}
            </PermissionButton>
            {group ? (
              <PermissionButton
                codes={code('create')}
                size="xs"
                variant="ghost"
                onClick={() => {
                  setForm({ ...EMPTY, parentId: menu.id, level: menu.level });
                  setSets([]);
                }}
              >
                {t('hiam.menus.addUnder')}
              </PermissionButton>
            ) : null}
            {menu.builtIn === 0 ? (
              <PermissionButton
                codes={code('delete')}
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => remove(menu)}
              >
                {t('hiam.menus.delete')}
              </PermissionButton>
            ) : null}
          </HStack>
        </HStack>
        {menu.subMenus.length > 0 ? (
          <Box as="ul">{menu.subMenus.map((child) => renderNode(child, depth + 1))}</Box>
        ) : null}
      </Box>
    );
  };

  const text = (
    label: string,
    value: string,
    change: (value: string) => void,
    readOnly = false,
  ) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly={readOnly} onChange={(event) => change(event.target.value)} />
    </Field.Root>
  );
  const select = (
    label: string,
    value: string,
    options: readonly string[],
    change: (value: string) => void,
  ) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => change(event.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <Stack gap="4" p="4">
      <Heading as="h1" size="lg">
        {t('hiam.menus.title')}
      </Heading>
      <HStack gap="2" role="toolbar" aria-label={t('hiam.menus.title')}>
        <PermissionButton
          codes={code('create')}
          colorPalette="blue"
          onClick={() => setForm({ ...EMPTY, type: 'root' })}
        >
          {t('hiam.menus.create')}
        </PermissionButton>
        <PermissionButton codes={code('export')} variant="outline" onClick={() => void download()}>
          {t('hiam.menus.export')}
        </PermissionButton>
        <PermissionButton
          codes={code('import')}
          variant="outline"
          onClick={() => file.current?.click()}
        >
          {t('hiam.menus.import')}
        </PermissionButton>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('hiam.menus.import')}
          onChange={(event) => void upload(event)}
        />
      </HStack>
      <PageState read={read} path={TREE}>
        <Box as="ul" aria-label={t('hiam.menus.title')}>
          {(tree ?? []).map((menu) => renderNode(menu, 0))}
        </Box>
      </PageState>
      <Dialog.Root
        open={form !== null}
        onOpenChange={(details) => (details.open ? null : setForm(null))}
        size="lg"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content aria-label={form?.id ? t('hiam.menus.edit') : t('hiam.menus.create')}>
              <Dialog.Header>
                <Dialog.Title>
                  {form?.id ? t('hiam.menus.edit') : t('hiam.menus.create')}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {form ? (
                  <SimpleGrid columns={2} gap="3">
                    {text(
                      t('hiam.menus.code'),
                      form.code,
                      (value) => set('code', value),
                      form.id !== undefined,
                    )}
                    {select(t('hiam.menus.type'), form.type, MENU_TYPES, (value) =>
                      set('type', value as MenuForm['type']),
                    )}
                    {text(t('hiam.menus.nameEn'), form.name.en_US, (value) =>
                      set('name', { ...form.name, en_US: value }),
                    )}
                    {text(t('hiam.menus.nameZh'), form.name.zh_CN, (value) =>
                      set('name', { ...form.name, zh_CN: value }),
                    )}
                    {text(t('hiam.menus.quickEn'), form.quickIndex.en_US, (value) =>
                      set('quickIndex', { ...form.quickIndex, en_US: value }),
                    )}
                    {text(t('hiam.menus.quickZh'), form.quickIndex.zh_CN, (value) =>
                      set('quickIndex', { ...form.quickIndex, zh_CN: value }),
                    )}
                    {text(t('hiam.menus.route'), form.route, (value) => set('route', value))}
                    {select(t('hiam.menus.icon'), form.icon, ['', ...MENU_ICONS], (value) =>
                      set('icon', value),
                    )}
                    {text(t('hiam.menus.sort'), form.sort, (value) => set('sort', value))}
                    {select(t('hiam.menus.level'), form.level, ['organization', 'site'], (value) =>
                      set('level', value as MenuForm['level']),
                    )}
                    {select(
                      t('hiam.menus.enabled'),
                      String(form.enabledFlag),
                      ['1', '0'],
                      (value) => set('enabledFlag', value === '1' ? 1 : 0),
                    )}
                  </SimpleGrid>
                ) : null}
                {form?.id !== undefined && sets.length > 0 ? (
                  <Stack
                    as="section"
                    gap="1"
                    marginTop="4"
                    aria-label={t('hiam.menus.permissionSets')}
                  >
                    <Heading as="h3" size="sm">
                      {t('hiam.menus.permissionSets')}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      {t('hiam.menus.permissionSetsNote')}
                    </Text>
                    <Stack as="ul" gap="1">
                      {sets.map((item) => (
                        <HStack as="li" key={item.id} gap="3" wrap="wrap">
                          <Text>{item.name[locale] || item.name.en_US}</Text>
                          {item.permissions.map((permission) => (
                            <Text as="code" key={permission} fontSize="xs" color="fg.muted">
                              {permission}
                            </Text>
                          ))}
                        </HStack>
                      ))}
                    </Stack>
                  </Stack>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setForm(null)}>
                  {t('hiam.menus.cancel')}
                </Button>
                <Button colorPalette="blue" onClick={save}>
                  {t('hiam.save')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
