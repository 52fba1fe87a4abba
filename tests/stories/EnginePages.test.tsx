import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { loadModule } from '../../app/engine/registry';
import * as stories from '../../stories/app/EnginePages.stories';

jest.setTimeout(30_000);

const {
  RegionList,
  RegionListChinese,
  CompanyTree,
  CompanyTreeCollapsed,
  ValueListDetail,
  ValueListDetailChinese,
  PlatformRowReadOnly,
  PlatformRowReadOnlyChinese,
  CreateFormTexts,
  CreateFormTextsChinese,
  CreateFormReferences,
  CreateFormNumbers,
  FormErrors,
  FormErrorsChinese,
  FormErrorsReferences,
  SystemTools,
  ActionResult,
  ActionResultChinese,
} = composeStories(stories);

// The stories load the module's descriptions first; loaded here, the pages render at once.
beforeAll(() => loadModule('hpfm'));

/** Renders a story and runs its interactions, as Storybook and loki do. */
async function renderPlayed(Story: typeof ValueListDetail) {
  const view = render(<Story />);
  await Story.play?.({ canvasElement: view.container });
  return view;
}

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('App/EnginePages: list pages', () => {
  it('RegionList: regions with their country by name, sorted by code, and no violations', async () => {
    const { container } = render(<RegionList />);
    expect(screen.getByRole('heading', { name: 'Administrative Regions', level: 1 })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Administrative Regions' });
    const beijing = within(table).getByText('Beijing').closest('tr') as HTMLElement;
    expect(within(beijing).getByText('CN-BJ')).toBeVisible();
    expect(within(beijing).getByText('China')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Total 12 items')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Region code/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('RegionListChinese: every label and the country names in Chinese', async () => {
    const { container } = render(<RegionListChinese />);
    expect(screen.getByRole('heading', { name: '行政区划' })).toBeVisible();
    const beijing = screen.getByText('Beijing').closest('tr') as HTMLElement;
    expect(within(beijing).getByText('中国')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /所属国家/ })).toBeVisible();
    expect(screen.getByText('共 12 条')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('CompanyTree: three levels expanded; a row leads to its departments and to a new child', async () => {
    const user = userEvent.setup();
    const { container } = render(<CompanyTree />);
    for (const name of ['Headquarters', 'Shanghai Laboratory', 'Tianjin Laboratory']) {
      expect(screen.getByRole('button', { name: `Collapse ${name}` })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    expect(screen.getByText('Shanghai Sequencing Centre')).toBeVisible();
    expect(screen.getByText('Tianjin Quality Control Centre')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Actions of Headquarters' });
    expect(within(actions).getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(within(actions).getByRole('button', { name: 'Departments' })).toBeEnabled();
    await user.click(within(actions).getByRole('button', { name: 'Create under it' }));
    expect(await screen.findByRole('dialog', { name: 'Create company' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('CompanyTreeCollapsed: the collapsed company hides its centre, the others stay open', async () => {
    const { container } = await renderPlayed(CompanyTreeCollapsed);
    expect(screen.getByRole('button', { name: '展开 天津实验室' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('天津质检中心')).not.toBeInTheDocument();
    expect(screen.getByText('上海测序中心')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('App/EnginePages: detail pages', () => {
  it('ValueListDetail: the header form and its values, one added and one deleted, unsaved', async () => {
    const { container } = await renderPlayed(ValueListDetail);
    expect(
      screen.getByRole('heading', { name: 'Value Lists · Unit of measure types', level: 1 }),
    ).toBeVisible();
    const header = screen.getByRole('form', { name: 'Basic information' });
    const code = within(header).getByRole('textbox', { name: 'Value list code' });
    expect(code).toHaveValue('HPFM.UOM_TYPE');
    expect(code).toHaveAttribute('readonly');
    expect(describedBy(code)).toContain('Upper-case letters, digits and _');
    expect(within(header).getByRole('combobox', { name: 'Type' })).toHaveValue('IDP');
    expect(screen.getByRole('tab', { name: 'Values', selected: true })).toBeVisible();
    const lines = screen.getByRole('table', { name: 'Values' });
    const added = within(lines).getByText('AREA').closest('tr') as HTMLElement;
    expect(within(added).getByText('Area')).toBeVisible();
    expect(within(added).getByText('70')).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Actions of Time' })).queryAllByRole('button'),
    ).toHaveLength(0);
    expect(screen.getByText('2 unsaved change(s)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('ValueListDetailChinese: the same page and changes in Chinese', async () => {
    const { container } = await renderPlayed(ValueListDetailChinese);
    expect(screen.getByRole('heading', { name: '值集 · 计量单位类型' })).toBeVisible();
    const lines = screen.getByRole('table', { name: '值' });
    expect(within(lines).getByText('面积')).toBeVisible();
    expect(within(lines).getByText('数量')).toBeVisible();
    expect(screen.getByText('2 处未保存的修改')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('PlatformRowReadOnly: a tenant reads the platform row; nothing can be changed', async () => {
    const { container } = render(<PlatformRowReadOnly />);
    expect(
      screen.getByText(
        'This record belongs to the platform: you can read it here; the platform maintains it',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Value list name in every language' }),
    ).not.toBeInTheDocument();
    const header = screen.getByRole('form', { name: 'Basic information' });
    expect(within(header).getByRole('textbox', { name: 'Value list name' })).toHaveAttribute(
      'readonly',
    );
    expect(within(header).getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'readonly',
    );
    const quantity = screen.getByRole('group', { name: 'Actions of Quantity' });
    expect(within(quantity).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to the list' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('PlatformRowReadOnlyChinese: says so in Chinese', () => {
    render(<PlatformRowReadOnlyChinese />);
    expect(screen.getByText('此记录属于平台：此处只读，由平台维护')).toBeVisible();
    expect(screen.getByRole('textbox', { name: '值集名称' })).toHaveValue('计量单位类型');
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });
});

describe('App/EnginePages: create forms', () => {
  it('CreateFormTexts: a code with its pattern help, a translated name, selects, a flag, a long text and code', async () => {
    render(<CreateFormTexts />);
    const dialog = await screen.findByRole('dialog', { name: 'Create customization rule' });
    const form = within(dialog);
    const code = form.getByRole('textbox', { name: 'Rule code' });
    expect(code).toHaveValue('SAMPLE.ROUND_VOLUME');
    expect(code).toHaveAttribute('aria-required', 'true');
    expect(describedBy(code)).toBe('Up to 30 uppercase letters, digits, _ . or -');
    expect(form.getByRole('textbox', { name: 'Rule name' })).toHaveValue('Round sample volumes');
    expect(form.getByRole('button', { name: 'Rule name in every language' })).toBeVisible();
    expect(form.getByRole('combobox', { name: 'Type' })).toHaveValue('GROOVY');
    expect(form.getByRole('combobox', { name: 'Position' })).toHaveValue('BEFORE');
    expect(form.getByRole('checkbox', { name: 'Synchronous' })).not.toBeChecked();
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Keeps two decimals of every volume',
    );
    const source = form.getByRole('textbox', { name: 'Code' });
    expect(source.tagName).toBe('TEXTAREA');
    expect(source).toHaveAttribute('spellcheck', 'false');
    expect((source as HTMLTextAreaElement).value).toContain('sample.volume.setScale(2');
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('CreateFormTextsChinese: the labels, help and choices in Chinese', async () => {
    render(<CreateFormTextsChinese />);
    const dialog = await screen.findByRole('dialog', { name: '新建个性化规则' });
    const code = within(dialog).getByRole('textbox', { name: '规则编码' });
    expect(describedBy(code)).toBe('最多 30 个大写字母、数字、_ . 或 -');
    expect(within(dialog).getByRole('textbox', { name: '规则名称' })).toHaveValue('样本体积取整');
    expect(within(dialog).getByRole('option', { name: 'Groovy 脚本' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: '同步' })).toBeInTheDocument();
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('CreateFormReferences: currencies in Lovs, a rate type, a date and a decimal with help', async () => {
    render(<CreateFormReferences />);
    const dialog = await screen.findByRole('dialog', { name: 'Create exchange rate' });
    const form = within(dialog);
    expect(form.getByRole('textbox', { name: 'From currency' })).toHaveValue('GBP');
    expect(form.getByRole('textbox', { name: 'To currency' })).toHaveValue('CNY');
    expect(form.getAllByRole('button', { name: 'Search' })).toHaveLength(2);
    expect(form.getByRole('combobox', { name: 'Rate type' })).toHaveValue('SPOT');
    expect(form.getByLabelText(/^Rate date/)).toHaveValue('2025-07-01');
    const rate = form.getByRole('textbox', { name: 'Rate' });
    expect(rate).toHaveValue('9.1527');
    expect(describedBy(rate)).toContain('at most 8 decimals');
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('CreateFormNumbers: an empty form with its defaults, an integer, a password and JSON code', async () => {
    render(<CreateFormNumbers />);
    const dialog = await screen.findByRole('dialog', { name: 'Create data source' });
    const form = within(dialog);
    expect(form.getByRole('combobox', { name: 'Database type' })).toHaveValue('');
    expect(form.getByRole('combobox', { name: 'Pool type' })).toHaveValue('HIKARI');
    expect(form.getByRole('spinbutton', { name: 'Port' })).toHaveAttribute('max', '65535');
    expect(form.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(form.getByRole('textbox', { name: 'Pool options' }).tagName).toBe('TEXTAREA');
    expect(form.queryByText('Password set')).not.toBeInTheDocument();
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('FormErrors: required fields, a pattern and a range refused in English', async () => {
    await renderPlayed(FormErrors);
    const dialog = screen.getByRole('dialog', { name: 'Create data source' });
    const form = within(dialog);
    expect(form.getByText('Data source code is required')).toBeVisible();
    expect(form.getByText('Description is required')).toBeVisible();
    expect(form.getByText('Database type is required')).toBeVisible();
    const host = form.getByRole('textbox', { name: 'Host' });
    expect(describedBy(host)).toContain('Host: A host name or an IP address');
    expect(form.getByText('Port must be at most 65535')).toBeVisible();
    expect(form.getByRole('combobox', { name: 'Database type' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('FormErrorsChinese: the same problems said in Chinese', async () => {
    await renderPlayed(FormErrorsChinese);
    const dialog = screen.getByRole('dialog', { name: '新建数据源' });
    const form = within(dialog);
    expect(form.getByText('数据源编码不能为空')).toBeVisible();
    expect(form.getByText('数据库类型不能为空')).toBeVisible();
    expect(form.getByText('主机：主机名或 IP 地址')).toBeVisible();
    expect(form.getByText('端口不能大于 65535')).toBeVisible();
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('FormErrorsReferences: Lovs left empty, no date, too many decimals', async () => {
    await renderPlayed(FormErrorsReferences);
    const dialog = screen.getByRole('dialog', { name: 'Create exchange rate' });
    const form = within(dialog);
    expect(form.getByText('From currency is required')).toBeVisible();
    expect(form.getByText('To currency is required')).toBeVisible();
    expect(form.getByText('Rate date is required')).toBeVisible();
    expect(form.getByText('Rate must be a number with at most 8 decimals')).toBeVisible();
    expect(form.getByRole('textbox', { name: 'From currency' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await axe(dialog)).toHaveNoViolations();
  });
});

describe('App/EnginePages: custom actions', () => {
  it('SystemTools: one button per tool and the record of runs, read-only', async () => {
    const { container } = render(<SystemTools />);
    const toolbar = screen.getByRole('toolbar', { name: 'Actions of System Tools' });
    for (const name of [
      'Re-sync menus and permissions',
      'Delete expired sessions',
      'Count rows per table',
      'Check the database',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeEnabled();
    }
    expect(within(toolbar).queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Deleted 14 ended sessions and 2 expired one-time links'),
    ).toBeVisible();
    expect(screen.getAllByText('Check the database').length).toBeGreaterThan(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('ActionResult: the answer of a tool in a table; OK closes it', async () => {
    const user = userEvent.setup();
    render(<ActionResult />);
    const dialog = await screen.findByRole('dialog', { name: 'Count rows per table' });
    expect(within(dialog).getByText(/^10 tables, \d+ rows in all; the largest: /)).toBeVisible();
    const table = within(dialog).getByRole('table', { name: 'Count rows per table' });
    expect(within(table).getByRole('columnheader', { name: 'Table' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Rows' })).toBeVisible();
    const regions = within(table).getByText('hpfm_region').closest('tr') as HTMLElement;
    expect(within(regions).getByText('36')).toBeVisible();
    expect(await axe(dialog)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Count rows per table' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('ActionResultChinese: the title, message and headings in Chinese', async () => {
    render(<ActionResultChinese />);
    const dialog = await screen.findByRole('dialog', { name: '统计各表行数' });
    expect(within(dialog).getByText(/^共 10 张表/)).toBeVisible();
    expect(within(dialog).getByRole('columnheader', { name: '行数' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeVisible();
  });
});
