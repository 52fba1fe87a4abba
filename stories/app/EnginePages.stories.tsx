import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { definitionOf } from '../../app/engine/definition';
import type { Locale } from '../../app/i18n';
import type { ListPagesState } from '../../app/store/listPages';
import { readKey, type ReadEntry } from '../../app/store/resources';
import company from '../../domain/resources/hpfm/company';
import customize from '../../domain/resources/hpfm/customize';
import dataSource from '../../domain/resources/hpfm/data-source';
import { permissionsOf } from '../../domain/engine/resource';
import { endpointsOf } from '../../domain/engine/address';
import passwordPolicy from '../../domain/resources/hiam/password-policy';
import { DEFAULT_PASSWORD_POLICY } from '../../domain/hiam/passwordPolicy';
import lovValue from '../../domain/resources/hpfm/lov-value';
import rate from '../../domain/resources/hpfm/rate';
import region from '../../domain/resources/hpfm/region';
import sysTools from '../../domain/resources/hpfm/sys-tools';
import type { FakePermissionState } from '../design-system/fakePermissions';
import { CAPTURE_DIALOG } from '../lokiParameters';
import {
  beforeScreenshot,
  COLLAPSED_COMPANY,
  companyTree,
  customizeRows,
  dataSourceRows,
  loadedPage,
  newCustomizeValues,
  PLATFORM_ADMIN,
  rateRows,
  regionRows,
  sysToolRuns,
  tableCountsResult,
  TENANT_ADMIN,
  VALUE_LIST_ID,
  valueListLines,
  valueListReads,
} from './engineFixtures';
import { clicks, EnginePageStory, say, typeInto } from './EnginePageStory';

const REGION_ID = definitionOf(region).id;
const COMPANY_ID = definitionOf(company).id;
const CUSTOMIZE_ID = definitionOf(customize).id;
const RATE_ID = definitionOf(rate).id;
const DATA_SOURCE_ID = definitionOf(dataSource).id;
const SYS_TOOLS_ID = definitionOf(sysTools).id;

function regionPages(language: Locale): ListPagesState {
  const rows = regionRows(language);
  return { [REGION_ID]: loadedPage(region, rows.slice(0, 10), rows.length) };
}

function companyPages(language: Locale): ListPagesState {
  return { [COMPANY_ID]: loadedPage(company, companyTree(language)) };
}

/** A page with its create dialog open, the values typed so far in `typed`. */
function createOpen(pages: ListPagesState, id: string, typed?: Record<string, unknown>) {
  const page = pages[id];
  if (!page) return pages;
  return {
    ...pages,
    [id]: {
      ...page,
      form: {
        open: true,
        mode: 'create' as const,
        row: null,
        defaults: typed,
        saving: false,
        error: null,
      },
    },
  };
}

/**
 * Screenshot the whole screen, the dialog over its page, once the dialog is there (loki waits
 * for the selector): a dialog that fits the screen and holds a native select cannot be shot
 * alone, as loki counts the select's options, which sit at the screen's corner, as part of it.
 */
const CAPTURE_SCREEN = { loki: { chromeSelector: '[data-scope="dialog"][data-part="backdrop"]' } };

/** Waits for the create dialog, so that the screenshot shows it settled (focus, no selection). */
const settleDialog: Story['play'] = ({ canvasElement }) =>
  beforeScreenshot(async () => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 5000 });
  });

const VALUE_LIST_PATH = `/hpfm/value-list/detail/${VALUE_LIST_ID}`;

const meta = {
  title: 'App/EnginePages',
  component: EnginePageStory,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1280 }}>
        <Story />
      </div>
    ),
  ],
  args: { path: '/hpfm/region/list', listPages: regionPages('en_US') },
} satisfies Meta<typeof EnginePageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Regions: the country, a reference, shown by name; sorted by code, the first of 2 pages. */
export const RegionList: Story = {};

/** Regions in Chinese: the countries' names in Chinese too. */
export const RegionListChinese: Story = {
  args: { language: 'zh_CN', listPages: regionPages('zh_CN') },
};

/** Companies as a tree, every level expanded; each row leads to its departments. */
export const CompanyTree: Story = {
  args: { path: '/hpfm/org/company', listPages: companyPages('en_US') },
};

/** The same tree with Tianjin Laboratory collapsed by the user. */
export const CompanyTreeCollapsed: Story = {
  args: { path: '/hpfm/org/company', listPages: companyPages('zh_CN'), language: 'zh_CN' },
  play: ({ canvasElement }) =>
    beforeScreenshot(async () => {
      const t = say('zh_CN');
      const name = `${t('engine.collapse')} ${COLLAPSED_COMPANY.zh_CN}`;
      const toggle = await within(canvasElement).findByRole('button', { name }, { timeout: 5000 });
      await clicks().click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }),
};

/**
 * Adds a value and deletes another on the value list's detail page, without saving: the page
 * counts the changes waiting for Save.
 */
async function changeLines(canvasElement: HTMLElement, language: Locale) {
  const t = say(language);
  const label = (name: keyof typeof lovValue.fields) =>
    lovValue.fields[name]?.label[language] ?? '';
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const act = clicks();
  await act.click(
    await canvas.findByRole('button', { name: t('engine.detail.addLine') }, { timeout: 5000 }),
  );
  const dialog = within(
    await body.findByRole('form', {
      name: t('engine.createTitle', { entity: lovValue.entity[language] }),
    }),
  );
  typeInto(dialog.getByRole('textbox', { name: label('value') }), 'AREA');
  typeInto(
    dialog.getByRole('textbox', { name: label('meaning') }),
    language === 'zh_CN' ? '面积' : 'Area',
  );
  typeInto(dialog.getByRole('spinbutton', { name: label('orderSeq') }), '70');
  await act.click(dialog.getByRole('button', { name: t('engine.save') }));
  await expect(await canvas.findByText('AREA')).toBeVisible();
  const time = String(valueListLines(language).find((line) => line.value === 'TIME')?.meaning);
  await act.click(
    within(canvas.getByRole('group', { name: t('engine.rowActions', { name: time }) })).getByRole(
      'button',
      { name: t('engine.delete') },
    ),
  );
  await expect(await canvas.findByText(t('engine.detail.unsaved', { count: 2 }))).toBeVisible();
}

/**
 * A value list (header with lines) of the platform, opened by the site administrator: one
 * value added and one deleted, not saved yet.
 */
export const ValueListDetail: Story = {
  args: { path: VALUE_LIST_PATH, user: PLATFORM_ADMIN, reads: valueListReads('en_US') },
  play: ({ canvasElement }) => beforeScreenshot(() => changeLines(canvasElement, 'en_US')),
};

/** The same changes in Chinese. */
export const ValueListDetailChinese: Story = {
  args: {
    path: VALUE_LIST_PATH,
    user: PLATFORM_ADMIN,
    language: 'zh_CN',
    reads: valueListReads('zh_CN'),
  },
  play: ({ canvasElement }) => beforeScreenshot(() => changeLines(canvasElement, 'zh_CN')),
};

/** The platform's value list viewed by a tenant: read-only, no Save, no line actions. */
export const PlatformRowReadOnly: Story = {
  args: { path: VALUE_LIST_PATH, user: TENANT_ADMIN, reads: valueListReads('en_US') },
};

/** The same, in Chinese. */
export const PlatformRowReadOnlyChinese: Story = {
  args: {
    path: VALUE_LIST_PATH,
    user: TENANT_ADMIN,
    language: 'zh_CN',
    reads: valueListReads('zh_CN'),
  },
};

function customizePages(language: Locale): ListPagesState {
  return createOpen(
    { [CUSTOMIZE_ID]: loadedPage(customize, customizeRows(language)) },
    CUSTOMIZE_ID,
    newCustomizeValues(language),
  );
}

/**
 * Creating a customization rule, typed in: a code with its pattern's help, a translated name,
 * two selects, a flag, a long text and Groovy code.
 */
export const CreateFormTexts: Story = {
  parameters: CAPTURE_DIALOG,
  play: settleDialog,
  args: { path: '/hpfm/customize', listPages: customizePages('en_US') },
};

/** The same form in Chinese. */
export const CreateFormTextsChinese: Story = {
  parameters: CAPTURE_DIALOG,
  play: settleDialog,
  args: { path: '/hpfm/customize', language: 'zh_CN', listPages: customizePages('zh_CN') },
};

function ratePages(language: Locale, typed?: Record<string, unknown>): ListPagesState {
  return createOpen({ [RATE_ID]: loadedPage(rate, rateRows(language)) }, RATE_ID, typed);
}

/** Creating an exchange rate: two currencies picked in a Lov, a select, a date and a decimal. */
export const CreateFormReferences: Story = {
  parameters: CAPTURE_SCREEN,
  play: settleDialog,
  args: {
    path: '/hpfm/rate',
    listPages: ratePages('en_US', {
      fromCurrencyId: 3,
      fromCurrencyCode: 'GBP',
      toCurrencyId: 2,
      toCurrencyCode: 'CNY',
      rateDate: '2025-07-01',
      rate: '9.1527',
    }),
  },
};

function dataSourcePages(language: Locale): ListPagesState {
  return createOpen(
    { [DATA_SOURCE_ID]: loadedPage(dataSource, dataSourceRows(language)) },
    DATA_SOURCE_ID,
  );
}

/** Creating a data source, empty: a required select, an integer, a password and JSON code. */
export const CreateFormNumbers: Story = {
  parameters: CAPTURE_DIALOG,
  play: settleDialog,
  args: { path: '/hpfm/data-source', listPages: dataSourcePages('en_US') },
};

/** Types wrong values into the data source form and saves: every problem is said. */
async function refuseDataSource(canvasElement: HTMLElement, language: Locale) {
  const t = say(language);
  const label = (name: keyof typeof dataSource.fields) =>
    dataSource.fields[name]?.label[language] ?? '';
  const body = within(canvasElement.ownerDocument.body);
  const act = clicks();
  const dialog = within(
    await body.findByRole(
      'form',
      { name: t('engine.createTitle', { entity: dataSource.entity[language] }) },
      { timeout: 5000 },
    ),
  );
  typeInto(dialog.getByRole('textbox', { name: label('host') }), 'db host!');
  typeInto(dialog.getByRole('spinbutton', { name: label('port') }), '70000');
  await act.click(dialog.getByRole('button', { name: t('engine.save') }));
  await expect(dialog.getByRole('textbox', { name: label('host') })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
}

/** The data source form refused before saving: required fields, a pattern and a range. */
export const FormErrors: Story = {
  parameters: CAPTURE_DIALOG,
  args: { path: '/hpfm/data-source', listPages: dataSourcePages('en_US') },
  play: ({ canvasElement }) => beforeScreenshot(() => refuseDataSource(canvasElement, 'en_US')),
};

/** The same problems said in Chinese. */
export const FormErrorsChinese: Story = {
  parameters: CAPTURE_DIALOG,
  args: { path: '/hpfm/data-source', language: 'zh_CN', listPages: dataSourcePages('zh_CN') },
  play: ({ canvasElement }) => beforeScreenshot(() => refuseDataSource(canvasElement, 'zh_CN')),
};

/** The exchange rate form refused: no currencies picked, no date, a rate with 9 decimals. */
export const FormErrorsReferences: Story = {
  parameters: CAPTURE_SCREEN,
  args: { path: '/hpfm/rate', listPages: ratePages('en_US', { rate: '7.123456789' }) },
  play: ({ canvasElement }) =>
    beforeScreenshot(async () => {
      const t = say();
      const body = within(canvasElement.ownerDocument.body);
      const dialog = within(
        await body.findByRole(
          'form',
          { name: t('engine.createTitle', { entity: rate.entity.en_US }) },
          { timeout: 5000 },
        ),
      );
      await clicks().click(dialog.getByRole('button', { name: t('engine.save') }));
      await expect(await dialog.findByText('Rate date is required')).toBeVisible();
    }),
};

function sysToolPages(language: Locale): ListPagesState {
  const rows = sysToolRuns(language);
  return { [SYS_TOOLS_ID]: loadedPage(sysTools, rows) };
}

/** The system tools' record of runs, with a tool button per custom action. */
export const SystemTools: Story = {
  args: { path: '/hpfm/sys-tools', user: PLATFORM_ADMIN, listPages: sysToolPages('en_US') },
};

/** What 'Count rows per table' answered: its message and one row per table. */
export const ActionResult: Story = {
  parameters: CAPTURE_DIALOG,
  play: settleDialog,
  args: {
    path: '/hpfm/sys-tools',
    user: PLATFORM_ADMIN,
    listPages: sysToolPages('en_US'),
    writes: { [`${SYS_TOOLS_ID}:table-counts`]: tableCountsResult('en_US') },
  },
};

/** The same answer in Chinese. */
export const ActionResultChinese: Story = {
  parameters: CAPTURE_DIALOG,
  play: settleDialog,
  args: {
    path: '/hpfm/sys-tools',
    user: PLATFORM_ADMIN,
    language: 'zh_CN',
    listPages: sysToolPages('zh_CN'),
    writes: { [`${SYS_TOOLS_ID}:table-counts`]: tableCountsResult('zh_CN') },
  },
};

/** Novo Lab's password policy as its settings object has it read (HZERO's GET of the object). */
function passwordPolicyReads(): Record<string, ReadEntry> {
  const path = endpointsOf(passwordPolicy).settings?.path ?? '';
  return {
    [readKey(path)]: {
      status: 'ready',
      error: null,
      data: {
        ...DEFAULT_PASSWORD_POLICY,
        passwordPolicyId: 2,
        tenantId: 1,
        minLength: 10,
        objectVersionNumber: 3,
      },
    },
  };
}

/** Every code of the password policy, granted. */
const POLICY_GRANTED: Record<string, FakePermissionState> = Object.fromEntries(
  permissionsOf(passwordPolicy).map((entry) => [entry.code, 'approved' as const]),
);

/** A tenant's settings (a singleton's `api.settings`): Novo Lab's password policy as a form. */
export const PasswordPolicySettings: Story = {
  args: {
    path: '/hiam/password-policy',
    module: 'hiam',
    reads: passwordPolicyReads(),
    permissions: POLICY_GRANTED,
  },
};

/** The same, in Chinese. */
export const PasswordPolicySettingsChinese: Story = {
  args: {
    path: '/hiam/password-policy',
    module: 'hiam',
    language: 'zh_CN',
    reads: passwordPolicyReads(),
    permissions: POLICY_GRANTED,
  },
};
