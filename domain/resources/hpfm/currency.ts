import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const CURRENCIES: readonly [
  code: string,
  en: string,
  zh: string,
  precision: number,
  symbol: string,
][] = [
  ['CNY', 'Chinese Yuan', '人民币', 2, '¥'],
  ['USD', 'US Dollar', '美元', 2, '$'],
  ['EUR', 'Euro', '欧元', 2, '€'],
  ['GBP', 'Pound Sterling', '英镑', 2, '£'],
  ['JPY', 'Japanese Yen', '日元', 0, '¥'],
  ['KRW', 'South Korean Won', '韩元', 0, '₩'],
  ['HKD', 'Hong Kong Dollar', '港币', 2, 'HK$'],
  ['SGD', 'Singapore Dollar', '新加坡元', 2, 'S$'],
  ['AUD', 'Australian Dollar', '澳大利亚元', 2, 'A$'],
  ['CHF', 'Swiss Franc', '瑞士法郎', 2, 'CHF'],
];

/** Currencies with their financial precision (hpfm master data). */
export default defineResource({
  module: 'hpfm',
  name: 'currency',
  path: 'currencys',
  table: 'hpfm_currency',
  idField: 'currencyId',
  tenancy: 'tenant',
  title: text('Currencies', '币种定义'),
  entity: text('currency', '币种'),
  nameField: 'currencyName',
  defaultSort: { field: 'currencyCode', order: 'asc' },
  route: '/hpfm/currency/list',
  menu: { parent: 'hzero.hpfm.mdm', sort: 30, quickIndex: text('currency', 'bzdy') },
  fields: {
    currencyCode: codeField(text('Currency code', '币种代码'), {
      max: 3,
      pattern: '^[A-Z]{3}$',
      help: text('3 uppercase letters, e.g. CNY', '3 个大写字母，例如 CNY'),
      column: 140,
    }),
    currencyName: fields.tl(text('Currency name', '币种名称'), {
      max: 60,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    financialPrecision: fields.integer(text('Financial precision', '财务精度'), {
      min: 0,
      max: 6,
      required: true,
      defaultValue: 2,
      filter: true,
      column: 160,
    }),
    currencySymbol: fields.text(text('Symbol', '货币符号'), { max: 10, filter: true, column: 120 }),
  },
  demo: CURRENCIES.map(([currencyCode, en, zh, financialPrecision, currencySymbol]) => ({
    currencyCode,
    currencyName: en,
    financialPrecision,
    currencySymbol,
    _tls: { currencyName: { en_US: en, zh_CN: zh } },
  })),
});
