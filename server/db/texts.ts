/**
 * The texts the product maintains as the platform's rows (tenant 0) of the prompts and static
 * texts (resources hpfm/prompt and hpfm/static-text), in every language. {@link syncTexts}
 * writes them at every start as built-in rows: a built-in row follows this file until someone
 * edits it in the admin screens (its hook clears `built_in`), after which the edit stays.
 * Tenants add rows of their own to override them.
 */
import { LANGUAGES } from '../../domain/engine/text';
import type { Db } from './database';

/** A prompt in both languages, keyed `promptKey.promptCode`. */
export interface PromptDefinition {
  /** e.g. `hzero.common` */
  promptKey: string;
  /** e.g. `button.save` */
  promptCode: string;
  en_US: string;
  zh_CN: string;
}

function prompts(
  promptKey: string,
  entries: Record<string, [en: string, zh: string]>,
): PromptDefinition[] {
  return Object.entries(entries).map(([promptCode, [en, zh]]) => ({
    promptKey,
    promptCode,
    en_US: en,
    zh_CN: zh,
  }));
}

/** Platform prompts. */
export const PROMPTS: readonly PromptDefinition[] = [
  ...prompts('hzero.common', {
    'button.save': ['Save', '保存'],
    'button.cancel': ['Cancel', '取消'],
    'button.ok': ['OK', '确定'],
    'button.create': ['Create', '新建'],
    'button.edit': ['Edit', '编辑'],
    'button.delete': ['Delete', '删除'],
    'button.search': ['Search', '查询'],
    'button.reset': ['Reset', '重置'],
    'button.enable': ['Enable', '启用'],
    'button.disable': ['Disable', '禁用'],
    'button.export': ['Export', '导出'],
    'button.import': ['Import', '导入'],
    'button.back': ['Back', '返回'],
    'button.close': ['Close', '关闭'],
    'button.refresh': ['Refresh', '刷新'],
    'button.viewMore': ['View more', '更多查询'],
    'button.collapse': ['Collapse', '收起查询'],
    'button.action': ['Action', '操作'],
    'status.enable': ['Enabled', '启用'],
    'status.disable': ['Disabled', '禁用'],
    'status.yes': ['Yes', '是'],
    'status.no': ['No', '否'],
    'message.confirm.delete': [
      'Are you sure you want to delete the selected records?',
      '确定删除选中的数据吗？',
    ],
    'notification.success': ['Operation succeeded', '操作成功'],
    'notification.error': ['Operation failed', '操作失败'],
    'notification.exception': ['Operation exception', '操作异常'],
    'validation.required': ['{name} is required', '{name}不能为空'],
    'model.common.enabledFlag': ['Status', '状态'],
    'model.common.creationDate': ['Created', '创建时间'],
    'model.common.lastUpdateDate': ['Last updated', '最后更新时间'],
    'title.workplace': ['Workplace', '工作台'],
  }),
  ...prompts('hzero.hpfm', {
    'country.model.countryCode': ['Country code', '国家代码'],
    'country.model.countryName': ['Country name', '国家名称'],
    'country.model.quickIndex': ['Quick index', '快速索引'],
    'currency.model.currencyCode': ['Currency code', '币种代码'],
    'currency.model.currencyName': ['Currency name', '币种名称'],
    'currency.model.financialPrecision': ['Financial precision', '财务精度'],
    'currency.model.currencySymbol': ['Currency symbol', '货币符号'],
    'uom.model.uomCode': ['UOM code', '单位代码'],
    'uom.model.uomName': ['UOM name', '单位名称'],
    'uom.model.uomTypeCode': ['UOM type', '单位类型'],
    'bank.model.bankCode': ['Bank code', '银行代码'],
    'bank.model.bankName': ['Bank name', '银行名称'],
    'bank.model.bankShortName': ['Short name', '银行简称'],
    'taxRate.model.taxCode': ['Tax code', '税种代码'],
    'taxRate.model.description': ['Description', '描述'],
    'taxRate.model.taxRate': ['Tax rate (%)', '税率（%）'],
    'region.model.regionCode': ['Region code', '地区代码'],
    'region.model.regionName': ['Region name', '地区名称'],
    'region.model.countryId': ['Country', '所属国家'],
  }),
];

/** A static text in both languages; `text` is HTML. */
export interface StaticTextDefinition {
  textCode: string;
  en_US: { title: string; text: string };
  zh_CN: { title: string; text: string };
}

/**
 * Platform static texts. The app shows `HZERO.SIGN_IN.NOTICE` on the sign-in pages and the
 * `PORTAL.HELP.*` texts beside the portal's steps they are named after.
 */
export const STATIC_TEXTS: readonly StaticTextDefinition[] = [
  {
    textCode: 'HZERO.PRIVACY_POLICY',
    en_US: {
      title: 'Privacy policy',
      text: '<p>We keep the personal data you give us only as long as we need it to provide the sequencing service, and we never sell it.</p>',
    },
    zh_CN: {
      title: '隐私政策',
      text: '<p>我们仅在提供测序服务所需的期限内保存您提供的个人数据，且绝不出售这些数据。</p>',
    },
  },
  {
    textCode: 'HZERO.TERMS_OF_SERVICE',
    en_US: {
      title: 'Terms of service',
      text: '<p>By submitting samples you confirm that you are entitled to send them and that the information in the sample sheet is correct.</p>',
    },
    zh_CN: {
      title: '服务条款',
      text: '<p>提交样本即表示您确认有权寄送这些样本，且样本信息表中的信息准确无误。</p>',
    },
  },
  {
    textCode: 'HZERO.WORKPLACE.WELCOME',
    en_US: {
      title: 'Welcome',
      text: '<p>Choose the cards of your workplace under <strong>Card settings</strong>.</p>',
    },
    zh_CN: {
      title: '欢迎',
      text: '<p>您可以在<strong>“卡片设置”</strong>中选择工作台显示的卡片。</p>',
    },
  },
  {
    textCode: 'HZERO.SIGN_IN.NOTICE',
    en_US: {
      title: 'Before you sign in',
      text: '<p>Sign in with the account your administrator gave you. Five failed sign-ins in a row lock the account for 10 minutes.</p><p>Customers of the sequencing service sign in to the <a href="/pub/sign-in">customer portal</a>.</p>',
    },
    zh_CN: {
      title: '登录须知',
      text: '<p>请使用管理员为您分配的账号登录。连续 5 次登录失败，账号将被锁定 10 分钟。</p><p>测序服务的客户请登录<a href="/pub/sign-in">客户门户</a>。</p>',
    },
  },
  {
    textCode: 'PORTAL.HELP.PRODUCTS',
    en_US: {
      title: 'Choosing a product',
      text: '<p>Each product says which sample types it accepts and how much material each sample needs. Pick the product first: the sample sheet then checks every sample against it.</p><p>Not sure which product fits your project? Ask your project manager before you submit.</p>',
    },
    zh_CN: {
      title: '如何选择产品',
      text: '<p>每个产品都列出了可接受的样本类型及每个样本所需的样本量。请先选择产品，样本信息表会据此检查每个样本。</p><p>不确定哪个产品适合您的项目？请在提交前咨询您的项目经理。</p>',
    },
  },
  {
    textCode: 'PORTAL.HELP.SAMPLE_SHEET',
    en_US: {
      title: 'Filling in the sample sheet',
      text: '<ul><li>Sample names: 1 to 20 letters, digits, <code>-</code> or <code>_</code>, unique in the batch and in the project (ignoring case).</li><li>Concentration in ng/uL (above 0, at most 1000) and volume in uL (10 to 200); the total amount is computed for you.</li><li>Paste rows from a spreadsheet, or import the .xlsx/.csv template: every bad cell is listed before anything is added.</li></ul><p>The draft is saved as you type, so you can close the page and come back to it.</p>',
    },
    zh_CN: {
      title: '填写样本信息表',
      text: '<ul><li>样本名称：1 至 20 个字母、数字、<code>-</code> 或 <code>_</code>，在批次和项目内唯一（不区分大小写）。</li><li>浓度单位 ng/uL（大于 0，不超过 1000），体积单位 uL（10 至 200）；总量会自动计算。</li><li>可从电子表格粘贴，或导入 .xlsx/.csv 模板：添加前会列出每个有误的单元格。</li></ul><p>草稿会在输入时自动保存，关闭页面后可随时继续。</p>',
    },
  },
  {
    textCode: 'PORTAL.HELP.SHIPPING',
    en_US: {
      title: 'Shipping your samples',
      text: '<p>Ship DNA and libraries on ice packs, RNA, tissue and cells on dry ice. Label every tube with its sample name and put the printed batch sheet in the box.</p><p>Enter the courier and tracking number so that the laboratory expects your parcel.</p>',
    },
    zh_CN: {
      title: '寄送样本',
      text: '<p>DNA 与文库请用冰袋寄送，RNA、组织和细胞请用干冰寄送。每个样本管请标注样本名称，并将打印的批次信息单放入箱中。</p><p>请填写快递公司和运单号，以便实验室及时接收。</p>',
    },
  },
  {
    textCode: 'PORTAL.HELP.QC_RISK',
    en_US: {
      title: 'A sample at Risk',
      text: '<p>A Risk verdict means the sample may still give data, but of lower quality or quantity than the product promises. Decide whether to <strong>proceed</strong> or <strong>stop</strong> and say why; the laboratory waits for your decision.</p>',
    },
    zh_CN: {
      title: '风险样本',
      text: '<p>风险结论表示该样本仍可能产出数据，但质量或数据量可能低于产品承诺。请选择<strong>继续</strong>或<strong>终止</strong>并说明原因，实验室将等待您的决定。</p>',
    },
  },
];

/**
 * Writes the platform's built-in prompts and static texts (tenant 0): adds those missing and
 * updates those still built-in whose text changed here; rows edited in the admin screens stay.
 */
export function syncTexts(db: Db, now: number): void {
  db.transaction(() => {
    const prompt = db.prepare(
      `INSERT INTO hpfm_prompt (tenant_id, lang, prompt_key, prompt_code, description, built_in,
         creation_date, last_update_date) VALUES (0, ?, ?, ?, ?, 1, ?, ?)
       ON CONFLICT (tenant_id, lang, prompt_key, prompt_code) DO UPDATE SET
         description = excluded.description, last_update_date = excluded.last_update_date,
         object_version_number = object_version_number + 1
       WHERE built_in = 1 AND description IS NOT excluded.description`,
    );
    for (const item of PROMPTS) {
      for (const lang of LANGUAGES) {
        prompt.run(lang, item.promptKey, item.promptCode, item[lang], now, now);
      }
    }
    const text = db.prepare(
      `INSERT INTO hpfm_static_text (tenant_id, lang, text_code, title, text, built_in,
         creation_date, last_update_date) VALUES (0, ?, ?, ?, ?, 1, ?, ?)
       ON CONFLICT (tenant_id, lang, text_code) DO UPDATE SET title = excluded.title,
         text = excluded.text, last_update_date = excluded.last_update_date,
         object_version_number = object_version_number + 1
       WHERE built_in = 1 AND (title IS NOT excluded.title OR text IS NOT excluded.text)`,
    );
    for (const item of STATIC_TEXTS) {
      for (const lang of LANGUAGES) {
        text.run(lang, item.textCode, item[lang].title, item[lang].text, now, now);
      }
    }
  }).immediate();
}
