import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const BANKS: readonly [code: string, name: string, shortName: string][] = [
  ['ICBC', 'Industrial and Commercial Bank of China', 'ICBC'],
  ['BOC', 'Bank of China', 'BOC'],
  ['CCB', 'China Construction Bank', 'CCB'],
  ['ABC', 'Agricultural Bank of China', 'ABC'],
  ['CMB', 'China Merchants Bank', 'CMB'],
  ['HSBC', 'HSBC Bank (China)', 'HSBC'],
];

/** Banks (hpfm master data). */
export default defineResource({
  module: 'hpfm',
  name: 'bank',
  path: 'banks',
  table: 'hpfm_bank',
  idField: 'bankId',
  tenancy: 'tenant',
  title: text('Banks', '银行定义'),
  entity: text('bank', '银行'),
  nameField: 'bankName',
  defaultSort: { field: 'bankCode', order: 'asc' },
  route: '/hpfm/bank/list',
  menu: { parent: 'hzero.hpfm.mdm', sort: 50, quickIndex: text('bank', 'yhdy') },
  fields: {
    bankCode: codeField(text('Bank code', '银行代码'), { column: 140 }),
    bankName: fields.text(text('Bank name', '银行名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 260,
    }),
    bankShortName: fields.text(text('Short name', '银行简称'), {
      max: 60,
      filter: true,
      column: 160,
    }),
  },
  demo: BANKS.map(([bankCode, bankName, bankShortName]) => ({ bankCode, bankName, bankShortName })),
});
