import { ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** Kinds of exchange rates. */
export const RATE_TYPES = [
  { value: 'SPOT', label: text('Spot', '即期汇率') },
  { value: 'CORPORATE', label: text('Corporate', '公司汇率') },
  { value: 'BUDGET', label: text('Budget', '预算汇率') },
] as const;

const RATES: readonly [from: string, to: string, type: string, date: string, rate: string][] = [
  ['USD', 'CNY', 'SPOT', '2025-01-02', '7.1884'],
  ['USD', 'CNY', 'SPOT', '2025-07-01', '7.1586'],
  ['EUR', 'CNY', 'SPOT', '2025-01-02', '7.5257'],
  ['GBP', 'CNY', 'SPOT', '2025-01-02', '9.0765'],
  ['JPY', 'CNY', 'SPOT', '2025-01-02', '0.046233'],
  ['HKD', 'CNY', 'SPOT', '2025-01-02', '0.92604'],
  ['CNY', 'USD', 'CORPORATE', '2025-01-01', '0.13900000'],
  ['USD', 'CNY', 'BUDGET', '2025-01-01', '7.2'],
];

/**
 * Exchange rates (`/hpfm/rate`): how many units of the target currency one unit of the source
 * currency buys, by rate type and date, as exact decimal text (up to 8 decimals).
 */
export default defineResource({
  module: 'hpfm',
  name: 'rate',
  path: 'exchange-rates',
  table: 'hpfm_exchange_rate',
  idField: 'exchangeRateId',
  tenancy: 'tenant',
  title: text('Exchange Rates', '汇率定义'),
  entity: text('exchange rate', '汇率'),
  nameField: 'rateDate',
  defaultSort: { field: 'rateDate', order: 'desc' },
  route: '/hpfm/rate',
  menu: { parent: 'hzero.hpfm.mdm', sort: 80, quickIndex: text('rate', 'hldy') },
  fields: {
    fromCurrencyId: fields.reference(text('From currency', '币种'), {
      resource: 'hpfm/currency',
      display: 'currencyCode',
      displayAs: 'fromCurrencyCode',
      required: true,
      filter: true,
      column: 140,
    }),
    toCurrencyId: fields.reference(text('To currency', '兑换币种'), {
      resource: 'hpfm/currency',
      display: 'currencyCode',
      displayAs: 'toCurrencyCode',
      required: true,
      filter: true,
      column: 140,
    }),
    rateType: fields.select(text('Rate type', '汇率类型'), {
      options: RATE_TYPES,
      required: true,
      defaultValue: 'SPOT',
      filter: true,
      column: 140,
    }),
    rateDate: fields.date(text('Rate date', '兑换日期'), {
      required: true,
      filter: true,
      sortable: true,
      column: 130,
    }),
    rate: fields.decimal(text('Rate', '汇率'), {
      scale: 8,
      min: '0.00000001',
      required: true,
      sortable: true,
      column: 160,
      help: text(
        'Units of the target currency for one unit of the source currency: more than 0, at most 8 decimals',
        '一单位币种可兑换的目标币种数量：大于 0，最多 8 位小数',
      ),
    }),
  },
  demo: RATES.map(([from, to, rateType, rateDate, rate]) => ({
    fromCurrencyId: ref({ currencyCode: from }),
    toCurrencyId: ref({ currencyCode: to }),
    rateType,
    rateDate,
    rate,
  })),
});
