import { decimalRule, integerRule, textRule } from '../../engine/rules';
import type {
  ListColumn,
  ListPageAction,
  ListPageDefinition,
  ListQueryField,
} from '../../engine/types';

/** Every action a master-data list offers (each guarded by `hpfm.<entity>.list-<action>`). */
const ALL_ACTIONS: readonly ListPageAction[] = ['create', 'edit', 'delete', 'enable', 'export'];

/** The status filter every master-data list has. */
const ENABLED_FILTER: ListQueryField = {
  name: 'enabledFlag',
  labelKey: 'engine.status',
  type: 'select',
  options: [
    { value: '1', labelKey: 'engine.enabled' },
    { value: '0', labelKey: 'engine.disabled' },
  ],
};

/** The status column every master-data list has. */
const ENABLED_COLUMN: ListColumn = {
  field: 'enabledFlag',
  titleKey: 'engine.status',
  width: 120,
  kind: 'enabled',
};

const CODE_QUERY = textRule({ max: 30 });

/** A code other than a country's or currency's: what the server accepts, said in words. */
const CODE_RULE = textRule({
  required: true,
  pattern: /^[A-Za-z0-9][A-Za-z0-9_.-]{0,29}$/,
  formatKey: 'hpfm.codeRule',
});
const NAME_QUERY = textRule({ max: 60 });

/** Countries: `/hpfm/v1[/{tenantId}]/countries`. */
export const countryDefinition: ListPageDefinition = {
  id: 'hpfm.country',
  titleKey: 'hpfm.country.title',
  entityKey: 'hpfm.country.entity',
  basePath: '/hpfm/v1[/{tenantId}]/countries',
  idField: 'countryId',
  nameField: 'countryName',
  permissionPrefix: 'hpfm.country.list',
  actions: ALL_ACTIONS,
  defaultSort: { field: 'countryCode', order: 'asc' },
  columns: [
    { field: 'countryCode', titleKey: 'hpfm.country.countryCode', width: 140, sortable: true },
    { field: 'countryName', titleKey: 'hpfm.country.countryName', width: 240, sortable: true },
    { field: 'quickIndex', titleKey: 'hpfm.country.quickIndex', width: 140 },
    ENABLED_COLUMN,
  ],
  queryFields: [
    { name: 'countryCode', labelKey: 'hpfm.country.countryCode', type: 'text', rule: CODE_QUERY },
    { name: 'countryName', labelKey: 'hpfm.country.countryName', type: 'text', rule: NAME_QUERY },
    ENABLED_FILTER,
  ],
  formFields: [
    {
      name: 'countryCode',
      labelKey: 'hpfm.country.countryCode',
      type: 'text',
      required: true,
      readOnlyOnEdit: true,
      helpKey: 'hpfm.country.codeRule',
      rule: textRule({
        required: true,
        pattern: /^[A-Z]{2,3}$/,
        formatKey: 'hpfm.country.codeRule',
      }),
    },
    {
      name: 'countryName',
      labelKey: 'hpfm.country.countryName',
      type: 'text',
      required: true,
      rule: textRule({ required: true, max: 60 }),
    },
    {
      name: 'quickIndex',
      labelKey: 'hpfm.country.quickIndex',
      type: 'text',
      rule: textRule({ max: 60 }),
    },
  ],
  defaultValues: { enabledFlag: 1 },
};

/** Currencies: `/hpfm/v1[/{tenantId}]/currencies`. */
export const currencyDefinition: ListPageDefinition = {
  id: 'hpfm.currency',
  titleKey: 'hpfm.currency.title',
  entityKey: 'hpfm.currency.entity',
  basePath: '/hpfm/v1[/{tenantId}]/currencies',
  idField: 'currencyId',
  nameField: 'currencyName',
  permissionPrefix: 'hpfm.currency.list',
  actions: ALL_ACTIONS,
  defaultSort: { field: 'currencyCode', order: 'asc' },
  columns: [
    { field: 'currencyCode', titleKey: 'hpfm.currency.currencyCode', width: 140, sortable: true },
    { field: 'currencyName', titleKey: 'hpfm.currency.currencyName', width: 220, sortable: true },
    {
      field: 'financialPrecision',
      titleKey: 'hpfm.currency.financialPrecision',
      width: 160,
      kind: 'number',
    },
    { field: 'currencySymbol', titleKey: 'hpfm.currency.currencySymbol', width: 120 },
    ENABLED_COLUMN,
  ],
  queryFields: [
    {
      name: 'currencyCode',
      labelKey: 'hpfm.currency.currencyCode',
      type: 'text',
      rule: CODE_QUERY,
    },
    {
      name: 'currencyName',
      labelKey: 'hpfm.currency.currencyName',
      type: 'text',
      rule: NAME_QUERY,
    },
    ENABLED_FILTER,
  ],
  formFields: [
    {
      name: 'currencyCode',
      labelKey: 'hpfm.currency.currencyCode',
      type: 'text',
      required: true,
      readOnlyOnEdit: true,
      helpKey: 'hpfm.currency.codeRule',
      rule: textRule({
        required: true,
        pattern: /^[A-Z]{3}$/,
        formatKey: 'hpfm.currency.codeRule',
      }),
    },
    {
      name: 'currencyName',
      labelKey: 'hpfm.currency.currencyName',
      type: 'text',
      required: true,
      rule: textRule({ required: true, max: 60 }),
    },
    {
      name: 'financialPrecision',
      labelKey: 'hpfm.currency.financialPrecision',
      type: 'number',
      required: true,
      rule: integerRule({ required: true, min: 0, max: 6 }),
    },
    {
      name: 'currencySymbol',
      labelKey: 'hpfm.currency.currencySymbol',
      type: 'text',
      rule: textRule({ max: 10 }),
    },
  ],
  defaultValues: { enabledFlag: 1, financialPrecision: 2 },
};

/** Units of measure: `/hpfm/v1[/{tenantId}]/uoms`. */
export const uomDefinition: ListPageDefinition = {
  id: 'hpfm.uom',
  titleKey: 'hpfm.uom.title',
  entityKey: 'hpfm.uom.entity',
  basePath: '/hpfm/v1[/{tenantId}]/uoms',
  idField: 'uomId',
  nameField: 'uomName',
  permissionPrefix: 'hpfm.uom.list',
  actions: ALL_ACTIONS,
  defaultSort: { field: 'uomCode', order: 'asc' },
  columns: [
    { field: 'uomCode', titleKey: 'hpfm.uom.uomCode', width: 140, sortable: true },
    { field: 'uomName', titleKey: 'hpfm.uom.uomName', width: 220, sortable: true },
    { field: 'uomTypeCode', titleKey: 'hpfm.uom.uomTypeCode', width: 160, sortable: true },
    ENABLED_COLUMN,
  ],
  queryFields: [
    { name: 'uomCode', labelKey: 'hpfm.uom.uomCode', type: 'text', rule: CODE_QUERY },
    { name: 'uomName', labelKey: 'hpfm.uom.uomName', type: 'text', rule: NAME_QUERY },
    ENABLED_FILTER,
  ],
  formFields: [
    {
      name: 'uomCode',
      labelKey: 'hpfm.uom.uomCode',
      type: 'text',
      required: true,
      readOnlyOnEdit: true,
      helpKey: 'hpfm.codeRule',
      rule: CODE_RULE,
    },
    {
      name: 'uomName',
      labelKey: 'hpfm.uom.uomName',
      type: 'text',
      required: true,
      rule: textRule({ required: true, max: 60 }),
    },
    {
      name: 'uomTypeCode',
      labelKey: 'hpfm.uom.uomTypeCode',
      type: 'text',
      rule: textRule({ max: 30 }),
    },
  ],
  defaultValues: { enabledFlag: 1 },
};

/** Banks: `/hpfm/v1[/{tenantId}]/banks`. */
export const bankDefinition: ListPageDefinition = {
  id: 'hpfm.bank',
  titleKey: 'hpfm.bank.title',
  entityKey: 'hpfm.bank.entity',
  basePath: '/hpfm/v1[/{tenantId}]/banks',
  idField: 'bankId',
  nameField: 'bankName',
  permissionPrefix: 'hpfm.bank.list',
  actions: ALL_ACTIONS,
  defaultSort: { field: 'bankCode', order: 'asc' },
  columns: [
    { field: 'bankCode', titleKey: 'hpfm.bank.bankCode', width: 140, sortable: true },
    { field: 'bankName', titleKey: 'hpfm.bank.bankName', width: 260, sortable: true },
    { field: 'bankShortName', titleKey: 'hpfm.bank.bankShortName', width: 160 },
    ENABLED_COLUMN,
  ],
  queryFields: [
    { name: 'bankCode', labelKey: 'hpfm.bank.bankCode', type: 'text', rule: CODE_QUERY },
    { name: 'bankName', labelKey: 'hpfm.bank.bankName', type: 'text', rule: NAME_QUERY },
    ENABLED_FILTER,
  ],
  formFields: [
    {
      name: 'bankCode',
      labelKey: 'hpfm.bank.bankCode',
      type: 'text',
      required: true,
      readOnlyOnEdit: true,
      helpKey: 'hpfm.codeRule',
      rule: CODE_RULE,
    },
    {
      name: 'bankName',
      labelKey: 'hpfm.bank.bankName',
      type: 'text',
      required: true,
      rule: textRule({ required: true, max: 120 }),
    },
    {
      name: 'bankShortName',
      labelKey: 'hpfm.bank.bankShortName',
      type: 'text',
      rule: textRule({ max: 60 }),
    },
  ],
  defaultValues: { enabledFlag: 1 },
};

/** Tax rates: `/hpfm/v1[/{tenantId}]/tax-rates`; the rate is a decimal string. */
export const taxRateDefinition: ListPageDefinition = {
  id: 'hpfm.tax-rate',
  titleKey: 'hpfm.taxRate.title',
  entityKey: 'hpfm.taxRate.entity',
  basePath: '/hpfm/v1[/{tenantId}]/tax-rates',
  idField: 'taxId',
  nameField: 'taxCode',
  permissionPrefix: 'hpfm.tax-rate.list',
  actions: ALL_ACTIONS,
  defaultSort: { field: 'taxCode', order: 'asc' },
  columns: [
    { field: 'taxCode', titleKey: 'hpfm.taxRate.taxCode', width: 140, sortable: true },
    { field: 'description', titleKey: 'hpfm.taxRate.description', width: 260 },
    {
      field: 'taxRate',
      titleKey: 'hpfm.taxRate.taxRate',
      width: 140,
      sortable: true,
      kind: 'number',
    },
    ENABLED_COLUMN,
  ],
  queryFields: [
    { name: 'taxCode', labelKey: 'hpfm.taxRate.taxCode', type: 'text', rule: CODE_QUERY },
    { name: 'description', labelKey: 'hpfm.taxRate.description', type: 'text', rule: NAME_QUERY },
    ENABLED_FILTER,
  ],
  formFields: [
    {
      name: 'taxCode',
      labelKey: 'hpfm.taxRate.taxCode',
      type: 'text',
      required: true,
      readOnlyOnEdit: true,
      helpKey: 'hpfm.codeRule',
      rule: CODE_RULE,
    },
    {
      name: 'description',
      labelKey: 'hpfm.taxRate.description',
      type: 'textarea',
      rule: textRule({ max: 240 }),
    },
    {
      name: 'taxRate',
      labelKey: 'hpfm.taxRate.taxRate',
      type: 'text',
      required: true,
      helpKey: 'hpfm.taxRate.rateRule',
      rule: decimalRule({ required: true, min: 0, max: 100, scale: 4 }),
    },
  ],
  defaultValues: { enabledFlag: 1 },
};

/** Regions: `/hpfm/v1[/{tenantId}]/regions`; `countryId` must name an existing country. */
export const regionDefinition: ListPageDefinition = {
  id: 'hpfm.region',
  titleKey: 'hpfm.region.title',
  entityKey: 'hpfm.region.entity',
  basePath: '/hpfm/v1[/{tenantId}]/regions',
  idField: 'regionId',
  nameField: 'regionName',
  permissionPrefix: 'hpfm.region.list',
  actions: ALL_ACTIONS,
  defaultSort: { field: 'regionCode', order: 'asc' },
  columns: [
    { field: 'regionCode', titleKey: 'hpfm.region.regionCode', width: 140, sortable: true },
    { field: 'regionName', titleKey: 'hpfm.region.regionName', width: 240, sortable: true },
    { field: 'countryId', titleKey: 'hpfm.region.countryId', width: 120, kind: 'number' },
    { field: 'countryName', titleKey: 'hpfm.region.countryName', width: 200 },
    ENABLED_COLUMN,
  ],
  queryFields: [
    { name: 'regionCode', labelKey: 'hpfm.region.regionCode', type: 'text', rule: CODE_QUERY },
    { name: 'regionName', labelKey: 'hpfm.region.regionName', type: 'text', rule: NAME_QUERY },
    {
      name: 'countryId',
      labelKey: 'hpfm.region.countryId',
      type: 'number',
      rule: integerRule({ min: 1 }),
    },
    ENABLED_FILTER,
  ],
  formFields: [
    {
      name: 'regionCode',
      labelKey: 'hpfm.region.regionCode',
      type: 'text',
      required: true,
      readOnlyOnEdit: true,
      helpKey: 'hpfm.codeRule',
      rule: CODE_RULE,
    },
    {
      name: 'regionName',
      labelKey: 'hpfm.region.regionName',
      type: 'text',
      required: true,
      rule: textRule({ required: true, max: 60 }),
    },
    {
      name: 'countryId',
      labelKey: 'hpfm.region.countryId',
      type: 'number',
      required: true,
      rule: integerRule({ required: true, min: 1 }),
    },
  ],
  defaultValues: { enabledFlag: 1 },
};

/** The six master-data lists of CONTRACT.md, by route. */
export const MASTER_DATA_PAGES: readonly { path: string; definition: ListPageDefinition }[] = [
  { path: '/hpfm/country/list', definition: countryDefinition },
  { path: '/hpfm/currency/list', definition: currencyDefinition },
  { path: '/hpfm/uom/list', definition: uomDefinition },
  { path: '/hpfm/bank/list', definition: bankDefinition },
  { path: '/hpfm/tax-rate/list', definition: taxRateDefinition },
  { path: '/hpfm/region/list', definition: regionDefinition },
];
