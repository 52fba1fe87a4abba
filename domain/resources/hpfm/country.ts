import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const COUNTRIES: readonly [code: string, en: string, zh: string, quickIndex: string][] = [
  ['CN', 'China', '中国', 'zg'],
  ['US', 'United States', '美国', 'mg'],
  ['GB', 'United Kingdom', '英国', 'yg'],
  ['DE', 'Germany', '德国', 'dg'],
  ['FR', 'France', '法国', 'fg'],
  ['JP', 'Japan', '日本', 'rb'],
  ['KR', 'South Korea', '韩国', 'hg'],
  ['SG', 'Singapore', '新加坡', 'xjp'],
  ['AU', 'Australia', '澳大利亚', 'adly'],
  ['CA', 'Canada', '加拿大', 'jnd'],
  ['IT', 'Italy', '意大利', 'ydl'],
  ['ES', 'Spain', '西班牙', 'xby'],
  ['NL', 'Netherlands', '荷兰', 'hl'],
  ['BE', 'Belgium', '比利时', 'bls'],
  ['CH', 'Switzerland', '瑞士', 'rs'],
  ['SE', 'Sweden', '瑞典', 'rd'],
  ['DK', 'Denmark', '丹麦', 'dm'],
  ['NO', 'Norway', '挪威', 'nw'],
  ['FI', 'Finland', '芬兰', 'fl'],
  ['AT', 'Austria', '奥地利', 'adl'],
  ['IE', 'Ireland', '爱尔兰', 'ael'],
  ['PT', 'Portugal', '葡萄牙', 'pty'],
  ['IN', 'India', '印度', 'yd'],
  ['TH', 'Thailand', '泰国', 'tg'],
  ['MY', 'Malaysia', '马来西亚', 'mlxy'],
  ['VN', 'Vietnam', '越南', 'yn'],
  ['BR', 'Brazil', '巴西', 'bx'],
  ['MX', 'Mexico', '墨西哥', 'mxg'],
  ['ZA', 'South Africa', '南非', 'nf'],
  ['NZ', 'New Zealand', '新西兰', 'xxl'],
];

/** Countries and regions of the world (hpfm master data). */
export default defineResource({
  module: 'hpfm',
  name: 'country',
  path: 'countries',
  // HZERO creates at the singular (countryService.js createCountry).
  api: { create: 'country' },
  table: 'hpfm_country',
  idField: 'countryId',
  tenancy: 'tenant',
  title: text('Countries', '国家地区'),
  entity: text('country', '国家'),
  nameField: 'countryName',
  defaultSort: { field: 'countryCode', order: 'asc' },
  route: '/hpfm/country/list',
  menu: { parent: 'hzero.hpfm.mdm', sort: 10, quickIndex: text('country', 'gjdq') },
  fields: {
    countryCode: codeField(text('Country code', '国家代码'), {
      max: 3,
      pattern: '^[A-Z]{2,3}$',
      help: text('2 or 3 uppercase letters, e.g. CN', '2 到 3 个大写字母，例如 CN'),
      column: 140,
    }),
    countryName: fields.tl(text('Country name', '国家名称'), {
      max: 60,
      required: true,
      filter: true,
      sortable: true,
      column: 240,
    }),
    quickIndex: fields.text(text('Quick index', '快速索引'), {
      max: 60,
      filter: true,
      column: 140,
    }),
  },
  demo: COUNTRIES.map(([countryCode, en, zh, quickIndex]) => ({
    countryCode,
    countryName: en,
    quickIndex,
    _tls: { countryName: { en_US: en, zh_CN: zh } },
  })),
});
