import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const REGIONS: readonly [code: string, name: string, country: string][] = [
  ['CN-BJ', 'Beijing', 'CN'],
  ['CN-SH', 'Shanghai', 'CN'],
  ['CN-TJ', 'Tianjin', 'CN'],
  ['CN-GD', 'Guangdong', 'CN'],
  ['CN-JS', 'Jiangsu', 'CN'],
  ['CN-ZJ', 'Zhejiang', 'CN'],
  ['CN-SC', 'Sichuan', 'CN'],
  ['CN-HB', 'Hubei', 'CN'],
  ['US-CA', 'California', 'US'],
  ['US-MA', 'Massachusetts', 'US'],
  ['GB-ENG', 'England', 'GB'],
  ['DE-BY', 'Bavaria', 'DE'],
];

/** Administrative regions of a country (hpfm master data); the country is picked in a Lov. */
export default defineResource({
  module: 'hpfm',
  name: 'region',
  path: 'regions',
  // HZERO creates and changes a region under its country and reads one at countries/regions/
  // {regionId} (regionService.js regionCreate, regionUpdate, regionQueryDetail); its lists are
  // per country too, where this page lists every country's regions.
  api: {
    get: 'countries/regions/{id}',
    create: 'countries/{countryId}/regions',
    update: 'countries/{countryId}/regions/{id}',
  },
  table: 'hpfm_region',
  idField: 'regionId',
  tenancy: 'tenant',
  title: text('Administrative Regions', '行政区划'),
  entity: text('region', '地区'),
  nameField: 'regionName',
  defaultSort: { field: 'regionCode', order: 'asc' },
  route: '/hpfm/region/list',
  menu: { parent: 'hzero.hpfm.mdm', sort: 20, quickIndex: text('region', 'xzqh') },
  fields: {
    regionCode: codeField(text('Region code', '地区代码'), { column: 140 }),
    regionName: fields.text(text('Region name', '地区名称'), {
      max: 60,
      required: true,
      filter: true,
      sortable: true,
      column: 240,
    }),
    countryId: fields.reference(text('Country', '所属国家'), {
      resource: 'hpfm/country',
      display: 'countryName',
      required: true,
      filter: true,
      column: 200,
    }),
  },
  demo: REGIONS.map(([regionCode, regionName, country]) => ({
    regionCode,
    regionName,
    countryId: ref({ countryCode: country }),
  })),
});
