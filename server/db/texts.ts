/**
 * Server-maintained texts of the platform (tenant 0): prompts (`hzero.common.*`, ...) and
 * static texts, in every language. `syncTexts` (server/db/shellSeed.ts) writes them at every
 * start; tenants may add their own rows to override them.
 */

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

/** A static text in both languages. */
export interface StaticTextDefinition {
  textCode: string;
  en_US: { title: string; text: string };
  zh_CN: { title: string; text: string };
}

/** Platform static texts. */
export const STATIC_TEXTS: readonly StaticTextDefinition[] = [
  {
    textCode: 'HZERO.PRIVACY_POLICY',
    en_US: {
      title: 'Privacy policy',
      text: 'We keep the personal data you give us only as long as we need it to provide the sequencing service, and we never sell it.',
    },
    zh_CN: {
      title: '隐私政策',
      text: '我们仅在提供测序服务所需的期限内保存您提供的个人数据，且绝不出售这些数据。',
    },
  },
  {
    textCode: 'HZERO.TERMS_OF_SERVICE',
    en_US: {
      title: 'Terms of service',
      text: 'By submitting samples you confirm that you are entitled to send them and that the information in the sample sheet is correct.',
    },
    zh_CN: {
      title: '服务条款',
      text: '提交样本即表示您确认有权寄送这些样本，且样本信息表中的信息准确无误。',
    },
  },
  {
    textCode: 'HZERO.WORKPLACE.WELCOME',
    en_US: {
      title: 'Welcome',
      text: 'Choose the cards of your workplace under Card settings.',
    },
    zh_CN: {
      title: '欢迎',
      text: '您可以在“卡片设置”中选择工作台显示的卡片。',
    },
  },
];
