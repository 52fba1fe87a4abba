import { CODE_PATTERN } from '../../engine/common';
import { fields, type TextField } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text, type Text } from '../../engine/text';
import { MONEY_SCALE } from './invoice-line';

/** The states of an invoice: being written, issued to its buyer, voided. */
export const INVOICE_STATUSES = ['DRAFT', 'ISSUED', 'VOIDED'] as const;

/** An invoice's state. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The only state in which an invoice is issued (and changed). */
export const ISSUABLE: readonly InvoiceStatus[] = ['DRAFT'];

/** The only state in which an invoice is voided. */
export const VOIDABLE: readonly InvoiceStatus[] = ['ISSUED'];

/** The kinds of invoice: VAT special, VAT ordinary, electronic VAT ordinary. */
export const INVOICE_TYPES = [
  { value: 'VAT_SPECIAL', label: text('VAT special invoice', '增值税专用发票') },
  { value: 'VAT_ORDINARY', label: text('VAT ordinary invoice', '增值税普通发票') },
  { value: 'E_ORDINARY', label: text('Electronic ordinary invoice', '增值税电子普通发票') },
] as const;

/**
 * A taxpayer identification number: 15, 17, 18 or 20 digits or capital letters (the unified
 * social credit code is 18).
 */
export const TAX_NO_PATTERN = '^[0-9A-Z]{15}([0-9A-Z]{2,3}|[0-9A-Z]{5})?$';

const TAX_NO_HELP = text(
  '15, 17, 18 or 20 digits or capital letters, e.g. 91310000MA1FL1234X',
  '15、17、18 或 20 位数字或大写字母，例如 91310000MA1FL1234X',
);

/** What a demo invoice is after its creation: its state and, once issued, its dates. */
export interface DemoInvoiceState {
  status: Exclude<InvoiceStatus, 'DRAFT'>;
  issueDate: string;
  voidReason?: string;
}

/**
 * The states of the demo invoices beyond DRAFT, by invoice number: demo rows carry only what
 * a user types, so the invoices' hook gives them these when it writes them.
 */
export const DEMO_INVOICE_STATES: Readonly<Record<string, DemoInvoiceState>> = {
  INV202601150001: { status: 'ISSUED', issueDate: '2026-01-15' },
  INV202602030001: { status: 'ISSUED', issueDate: '2026-02-03' },
  INV202601200001: {
    status: 'VOIDED',
    issueDate: '2026-01-20',
    voidReason: 'Wrong buyer tax number on the invoice',
  },
};

/**
 * A party's four fields on an invoice (`<party>Name`, `TaxNo`, `AddressPhone`, `BankAccount`):
 * the buyer's name is required and listed, with its tax number; the seller's are on the form only.
 */
function partyFields<P extends 'buyer' | 'seller'>(party: P, who: Text, listed: boolean) {
  const label = (en: string, zh: string) => text(`${who.en_US}${en}`, `${who.zh_CN}${zh}`);
  const detail = { max: 200, column: false, wide: true } as const;
  return {
    [`${party}Name`]: fields.text(
      label('', '名称'),
      listed
        ? { max: 120, required: true, filter: true, sortable: true, column: 220 }
        : { max: 120, column: false },
    ),
    [`${party}TaxNo`]: fields.text(label(' tax number', '纳税人识别号'), {
      max: 20,
      pattern: TAX_NO_PATTERN,
      help: TAX_NO_HELP,
      column: listed ? 190 : false,
    }),
    [`${party}AddressPhone`]: fields.text(label(' address and phone', '地址、电话'), detail),
    [`${party}BankAccount`]: fields.text(label(' bank and account', '开户行及账号'), detail),
  } as Record<`${P}${'Name' | 'TaxNo' | 'AddressPhone' | 'BankAccount'}`, TextField>;
}

/** The seller of the demo invoices of each demo tenant (the tenant itself), by tenant id. */
const DEMO_SELLERS = {
  1: {
    sellerName: 'Novo Gene Laboratory Co., Ltd.',
    sellerTaxNo: '91310115MA1H7G2K3P',
    sellerAddressPhone: '88 Cailun Road, Pudong, Shanghai 021-50801234',
    sellerBankAccount: 'Bank of China Zhangjiang Branch 4379 6512 0048',
  },
  2: {
    sellerName: 'Gene Beijing Biotechnology Co., Ltd.',
    sellerTaxNo: '91110108MA01C3D45E',
    sellerAddressPhone: '6 Shangdi West Road, Haidian, Beijing 010-62981234',
    sellerBankAccount: 'China Construction Bank Zhongguancun Branch 1105 0161 5300 0123',
  },
} as const;

/** The demo invoices of each demo tenant, its seller aside. */
const DEMO_INVOICES: readonly Readonly<Record<string, unknown>>[] = [
  {
    invoiceNum: 'INV202601150001',
    invoiceType: 'VAT_SPECIAL',
    buyerName: 'Shanghai Biomed Research Institute',
    buyerTaxNo: '12310000425011213A',
    buyerAddressPhone: '320 Yueyang Road, Xuhui, Shanghai 021-54920000',
    buyerBankAccount: 'ICBC Xuhui Branch 1001 2345 0900 0123 456',
    currencyCode: 'CNY',
    remark: 'Project P-2025-0101, whole-genome sequencing',
    invoiceLines: [
      {
        itemName: 'Whole-genome sequencing, 30x',
        specification: 'WGS-30X',
        unit: 'sample',
        quantity: '12',
        unitPrice: '2800',
        taxRate: '0.06',
      },
      {
        itemName: 'Library preparation',
        specification: 'PCR-free',
        unit: 'sample',
        quantity: '12',
        unitPrice: '350.5',
        taxRate: '0.06',
      },
    ],
  },
  {
    invoiceNum: 'INV202602030001',
    invoiceType: 'E_ORDINARY',
    buyerName: 'Hangzhou Greenleaf Agritech Co., Ltd.',
    buyerTaxNo: '91330106MA27XQ4R8L',
    currencyCode: 'CNY',
    invoiceLines: [
      {
        itemName: 'RNA-seq, 6 Gb',
        unit: 'sample',
        quantity: '24',
        unitPrice: '650',
        taxRate: '0.06',
      },
      {
        itemName: 'Sample shipping kit',
        specification: 'Dry ice',
        unit: 'box',
        quantity: '3',
        unitPrice: '33.33',
        taxRate: '0.13',
      },
    ],
  },
  {
    invoiceNum: 'INV202601200001',
    invoiceType: 'VAT_SPECIAL',
    buyerName: 'Shanghai Biomed Research Institute',
    buyerTaxNo: '12310000425011299B',
    buyerAddressPhone: '320 Yueyang Road, Xuhui, Shanghai 021-54920000',
    buyerBankAccount: 'ICBC Xuhui Branch 1001 2345 0900 0123 456',
    currencyCode: 'CNY',
    invoiceLines: [
      {
        itemName: 'Whole-genome sequencing, 30x',
        specification: 'WGS-30X',
        unit: 'sample',
        quantity: '12',
        unitPrice: '2800',
        taxRate: '0.06',
      },
    ],
  },
  {
    invoiceNum: 'INV202603100001',
    invoiceType: 'VAT_ORDINARY',
    buyerName: 'Dr. Li Wei',
    currencyCode: 'CNY',
    remark: 'Draft: waiting for the buyer’s confirmation of the quantity',
    invoiceLines: [
      {
        itemName: 'Sanger sequencing',
        unit: 'reaction',
        quantity: '96',
        unitPrice: '12.5',
        taxRate: '0.06',
      },
      {
        itemName: 'Primer synthesis',
        unit: 'pair',
        quantity: '8',
        unitPrice: '45',
        taxRate: '0.13',
      },
    ],
  },
  {
    invoiceNum: 'INV202603120001',
    invoiceType: 'E_ORDINARY',
    buyerName: 'Suzhou Helix Biotech Co., Ltd.',
    buyerTaxNo: '91320594MA1W8K6T2C',
    currencyCode: 'CNY',
  },
];

/**
 * Invoices (hivc 发票管理, `/hivc/invoice`, each one's page `/hivc/invoice/detail/{id}`): a
 * tenant's finance staff write an invoice with its lines (goods or services, quantity, unit
 * price before tax, VAT rate) and issue it; an issued invoice is kept as it is until it is
 * voided with a reason. The server computes every amount from the lines in exact decimals:
 * each line's amount and tax rounded half-up to 2 decimals, the invoice's amount and tax
 * their sums, its total the two added. Numbers left empty are given as INV, the date and a
 * sequence (INV202601150001).
 */
export default defineResource({
  module: 'hivc',
  name: 'invoice',
  path: 'invoice-headers',
  table: 'hivc_invoice',
  idField: 'invoiceId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Invoices', '发票管理'),
  entity: text('invoice', '发票'),
  nameField: 'invoiceNum',
  defaultSort: { field: 'invoiceId', order: 'desc' },
  search: { fields: ['invoiceNum', 'buyerName', 'buyerTaxNo'] },
  lockedWhen: { status: ['ISSUED', 'VOIDED'] },
  route: '/hivc/invoice',
  detailRoute: '/hivc/invoice/detail/:invoiceId',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hivc.invoice',
    sort: 10,
    name: text('Invoices', '发票管理'),
    quickIndex: text('invoice', 'fpgl'),
  },
  lines: [{ key: 'invoiceLines', resource: 'hivc/invoice-line' }],
  customActions: [
    {
      key: 'issue',
      label: text('Issue', '开具'),
      on: 'row',
      confirm: text(
        'Issue this invoice? Once issued it can no longer be changed, only voided.',
        '开具此发票？开具后不能再修改，只能作废。',
      ),
      when: { status: ISSUABLE },
    },
    {
      key: 'void',
      label: text('Void', '作废'),
      on: 'row',
      confirm: text(
        'Void this invoice? It stays on record as voided.',
        '作废此发票？它将以已作废状态留存。',
      ),
      when: { status: VOIDABLE },
      form: {
        voidReason: fields.longtext(text('Reason', '作废原因'), { max: 240, required: true }),
      },
    },
  ],
  fields: {
    invoiceNum: fields.text(text('Invoice number', '发票号码'), {
      max: 30,
      pattern: CODE_PATTERN,
      help: text(
        'Up to 30 letters, digits, _ . or -; left empty, the next INV + date + sequence is given',
        '最多 30 个字母、数字、_ . 或 -；留空则自动生成 INV + 日期 + 序号',
      ),
      unique: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 170,
    }),
    invoiceType: fields.select(text('Invoice type', '发票类型'), {
      options: INVOICE_TYPES,
      required: true,
      defaultValue: 'E_ORDINARY',
      filter: true,
      column: 170,
    }),
    status: fields.select(text('Status', '状态'), {
      options: [
        { value: 'DRAFT', label: text('Draft', '草稿') },
        { value: 'ISSUED', label: text('Issued', '已开具') },
        { value: 'VOIDED', label: text('Voided', '已作废') },
      ],
      readOnly: true,
      filter: true,
      sortable: true,
      column: 100,
      shownAs: 'badge',
      tones: { DRAFT: 'default', ISSUED: 'success', VOIDED: 'error' },
    }),
    ...partyFields('buyer', text('Buyer', '购买方'), true),
    ...partyFields('seller', text('Seller', '销售方'), false),
    currencyCode: fields.text(text('Currency', '币种'), {
      max: 3,
      pattern: '^[A-Z]{3}$',
      help: text(
        'Three capital letters (ISO 4217), e.g. CNY',
        '三个大写字母（ISO 4217），例如 CNY',
      ),
      required: true,
      defaultValue: 'CNY',
      column: 80,
    }),
    amountWithoutTax: fields.decimal(text('Amount (without tax)', '合计金额（不含税）'), {
      scale: MONEY_SCALE,
      readOnly: true,
      sortable: true,
      column: 140,
      help: text('The sum of the lines’ amounts', '各行金额之和'),
    }),
    taxAmount: fields.decimal(text('Tax', '合计税额'), {
      scale: MONEY_SCALE,
      readOnly: true,
      column: 120,
      help: text('The sum of the lines’ taxes', '各行税额之和'),
    }),
    totalAmount: fields.decimal(text('Total (with tax)', '价税合计'), {
      scale: MONEY_SCALE,
      readOnly: true,
      sortable: true,
      column: 140,
      help: text('Amount plus tax', '金额加税额'),
    }),
    issueDate: fields.date(text('Issue date', '开票日期'), {
      readOnly: true,
      sortable: true,
      column: 120,
      range: ['issueDateFrom', 'issueDateTo'],
    }),
    remark: fields.longtext(text('Remarks', '备注'), { max: 240, column: false, wide: true }),
    voidReason: fields.text(text('Reason voided', '作废原因'), {
      max: 240,
      readOnly: true,
      column: false,
    }),
    voidedDate: fields.datetime(text('Voided', '作废时间'), { readOnly: true, column: false }),
  },
  demo: Object.entries(DEMO_SELLERS).flatMap(([tenantId, seller]) =>
    DEMO_INVOICES.map((invoice) => ({ ...invoice, ...seller, _tenants: [Number(tenantId)] })),
  ),
});
