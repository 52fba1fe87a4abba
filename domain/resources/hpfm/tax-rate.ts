import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const TAX_RATES: readonly [code: string, description: string, rate: string][] = [
  ['VAT13', 'VAT, general rate', '13'],
  ['VAT9', 'VAT, reduced rate', '9'],
  ['VAT6', 'VAT, modern services', '6'],
  ['VAT3', 'VAT, small-scale taxpayers', '3'],
  ['VAT0', 'VAT, zero-rated exports', '0'],
];

/** Tax rates in percent, exact decimals (hpfm master data). */
export default defineResource({
  module: 'hpfm',
  name: 'tax-rate',
  path: 'taxs',
  table: 'hpfm_tax_rate',
  idField: 'taxId',
  tenancy: 'tenant',
  title: text('Tax Rates', '税率定义'),
  entity: text('tax rate', '税率'),
  nameField: 'taxCode',
  defaultSort: { field: 'taxCode', order: 'asc' },
  route: '/hpfm/tax-rate/list',
  menu: { parent: 'hzero.hpfm.mdm', sort: 60, quickIndex: text('tax', 'sldy') },
  fields: {
    taxCode: codeField(text('Tax code', '税种代码'), { column: 140 }),
    description: fields.longtext(text('Description', '描述'), {
      max: 240,
      filter: true,
      column: 260,
    }),
    taxRate: fields.decimal(text('Tax rate (%)', '税率 (%)'), {
      scale: 4,
      min: '0',
      max: '100',
      required: true,
      filter: true,
      sortable: true,
      column: 140,
      help: text('From 0 to 100, at most 4 decimals', '0 到 100，最多 4 位小数'),
    }),
  },
  demo: TAX_RATES.map(([taxCode, description, taxRate]) => ({ taxCode, description, taxRate })),
});
