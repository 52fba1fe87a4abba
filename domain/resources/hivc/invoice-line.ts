import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The VAT rates an invoice line is taxed at, as decimal fractions (`0.13` is 13%). */
export const TAX_RATES = [
  { value: '0', label: text('0%', '0%') },
  { value: '0.01', label: text('1%', '1%') },
  { value: '0.03', label: text('3%', '3%') },
  { value: '0.06', label: text('6%', '6%') },
  { value: '0.09', label: text('9%', '9%') },
  { value: '0.13', label: text('13%', '13%') },
] as const;

/** Decimals of an invoice's amounts (yuan and fen). */
export const MONEY_SCALE = 2;

/**
 * A line of an invoice (hivc): what was sold, how much of it at what price before tax, and its
 * VAT rate. Its amount (quantity × unit price) and its tax (amount × rate) are the server's,
 * each rounded half-up to 2 decimals on the line; the invoice's totals are the sums of its
 * lines'. Edited with its invoice on the invoice's page.
 */
export default defineResource({
  module: 'hivc',
  name: 'invoice-line',
  path: 'invoice-lines',
  table: 'hivc_invoice_line',
  idField: 'invoiceLineId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Invoice lines', '发票行'),
  entity: text('invoice line', '发票行'),
  nameField: 'itemName',
  defaultSort: { field: 'invoiceLineId', order: 'asc' },
  parent: { resource: 'hivc/invoice', field: 'invoiceId' },
  fields: {
    invoiceId: fields.integer(text('Invoice', '发票'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    itemName: fields.text(text('Goods or service', '货物或应税劳务、服务名称'), {
      max: 120,
      required: true,
      column: 220,
    }),
    specification: fields.text(text('Specification', '规格型号'), { max: 60, column: 130 }),
    unit: fields.text(text('Unit', '单位'), { max: 20, column: 80 }),
    quantity: fields.decimal(text('Quantity', '数量'), {
      scale: 6,
      min: '0.000001',
      max: '9999999999',
      required: true,
      defaultValue: '1',
      column: 100,
      help: text('More than 0, at most 6 decimals', '大于 0，最多 6 位小数'),
    }),
    unitPrice: fields.decimal(text('Unit price (without tax)', '单价（不含税）'), {
      scale: 6,
      min: '0',
      max: '9999999999',
      required: true,
      column: 130,
      help: text('0 or more, at most 6 decimals', '不小于 0，最多 6 位小数'),
    }),
    taxRate: fields.select(text('Tax rate', '税率'), {
      options: TAX_RATES,
      required: true,
      defaultValue: '0.13',
      column: 90,
    }),
    amount: fields.decimal(text('Amount (without tax)', '金额（不含税）'), {
      scale: MONEY_SCALE,
      readOnly: true,
      column: 130,
      help: text(
        'Quantity × unit price, rounded half-up to 2 decimals',
        '数量 × 单价，四舍五入到 2 位小数',
      ),
    }),
    taxAmount: fields.decimal(text('Tax', '税额'), {
      scale: MONEY_SCALE,
      readOnly: true,
      column: 110,
      help: text(
        'Amount × tax rate, rounded half-up to 2 decimals',
        '金额 × 税率，四舍五入到 2 位小数',
      ),
    }),
  },
});
