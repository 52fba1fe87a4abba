import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldPermissions } from '../../domain/hiam/contract';
import { hiamFeature } from '../../app/modules/hiam/feature';
import { FieldPermissionsPage } from '../../app/modules/hiam/FieldPermissionsPage';
import { setNotifier } from '../../app/services/notification';
import { registerFeature } from '../../app/store/features';
import type { FakeCall } from '../support/fakeApi';
import { renderPage as renderWith } from '../support/renderPage';
import { TENANT_ADMIN } from '../support/users';

/**
 * A role's field permissions page (`/hiam/role/field/:roleId/:permissionId`) shows, beside the
 * role's own rule of each field, the rules its security groups give it (changed in the group),
 * in the reader's language; saving sends the role's own rules only.
 */

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

beforeAll(() => {
  setNotifier(() => undefined);
  registerFeature(hiamFeature);
});

const PATH = '/iam/v1/1/apis/41/role/3';

function answer(lang: 'en' | 'zh'): FieldPermissions {
  return {
    permission: {
      id: 41,
      code: 'hpfm.region.list-query',
      description: 'Regions',
      resource: 'hpfm/region',
      title: lang === 'en' ? 'Administrative Regions' : '行政区划',
    },
    role: { id: 3, code: 'operator', name: 'Operator' },
    fields: [
      {
        fieldName: 'regionName',
        label: lang === 'en' ? 'Region name' : '地区名称',
        rule: null,
        groups: [
          { group: lang === 'en' ? 'German desk' : '德国组', rule: 'hidden' },
          { group: lang === 'en' ? 'Regions of China' : '中国行政区划', rule: 'readOnly' },
        ],
      },
      {
        fieldName: 'regionCode',
        label: lang === 'en' ? 'Region code' : '地区代码',
        rule: 'readOnly',
        groups: [],
      },
    ],
  };
}

function renderPage(language: 'en_US' | 'zh_CN'): FakeCall[] {
  return renderWith({
    user: TENANT_ADMIN,
    language,
    path: '/hiam/role/field/3/41',
    routes: [{ path: '/hiam/role/field/:roleId/:permissionId', element: <FieldPermissionsPage /> }],
    api: {
      [`GET ${PATH}`]: { body: answer(language === 'en_US' ? 'en' : 'zh') },
      [`PUT ${PATH}`]: { body: answer('en') },
    },
  }).calls;
}

/** Each data row of the table: its field's text and the lines of its security-group cell. */
function rowTexts(table: HTMLElement): { field: string; groups: string[] }[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [field, , groups] = within(row).getAllByRole('cell');
      return {
        field: field?.textContent ?? '',
        groups: [...(groups?.children ?? [])].map((line) => line.textContent ?? ''),
      };
    });
}

describe('the field permissions of a role', () => {
  it('shows the rules from security groups beside the role’s own, and saves its own only', async () => {
    const calls = renderPage('en_US');
    const table = await screen.findByRole('table', { name: 'Field permissions of Operator' });
    expect(screen.getByRole('columnheader', { name: 'From security groups' })).toBeVisible();
    const rows = rowTexts(table);
    expect(rows).toEqual([
      {
        field: 'Region name regionName',
        groups: ['Hidden (German desk)', 'Read-only (Regions of China)'],
      },
      { field: 'Region code regionCode', groups: [] },
    ]);
    expect(screen.getByRole('combobox', { name: 'Rule for Region name' })).toHaveValue('');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rule for Region name' }), [
      'readOnly',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('table', { name: 'Field permissions of Operator' });
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual([
      { fieldName: 'regionName', rule: 'readOnly' },
      { fieldName: 'regionCode', rule: 'readOnly' },
    ]);
  });

  it('says it in Chinese to a reader of Chinese', async () => {
    renderPage('zh_CN');
    const table = await screen.findByRole('table', { name: 'Operator的字段权限' });
    expect(screen.getByRole('columnheader', { name: '来自安全组' })).toBeVisible();
    expect(rowTexts(table)[0]?.groups).toEqual(['隐藏（德国组）', '只读（中国行政区划）']);
  });
});
