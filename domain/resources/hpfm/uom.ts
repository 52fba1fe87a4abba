import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const UOMS: readonly [code: string, name: string, type: string][] = [
  ['EA', 'Each', 'QUANTITY'],
  ['SAMPLE', 'Sample', 'QUANTITY'],
  ['BOX', 'Box', 'QUANTITY'],
  ['KG', 'Kilogram', 'WEIGHT'],
  ['G', 'Gram', 'WEIGHT'],
  ['UL', 'Microlitre', 'VOLUME'],
  ['ML', 'Millilitre', 'VOLUME'],
  ['GB', 'Gigabase', 'DATA'],
];

/** Units of measure (hpfm master data). */
export default defineResource({
  module: 'hpfm',
  name: 'uom',
  path: 'uom',
  // HZERO saves units with POST of a list, new and changed ones alike (uomService.js saveUomData).
  api: { create: 'uom []', update: 'POST uom []' },
  table: 'hpfm_uom',
  idField: 'uomId',
  tenancy: 'tenant',
  title: text('Units of Measure', '计量单位'),
  entity: text('unit of measure', '计量单位'),
  nameField: 'uomName',
  defaultSort: { field: 'uomCode', order: 'asc' },
  route: '/hpfm/uom/list',
  menu: { parent: 'hzero.hpfm.mdm', sort: 40, quickIndex: text('uom', 'jldw') },
  fields: {
    uomCode: codeField(text('UOM code', '单位代码'), { column: 140 }),
    uomName: fields.text(text('UOM name', '单位名称'), {
      max: 60,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    uomTypeCode: fields.text(text('UOM type', '单位类型'), {
      max: 30,
      filter: true,
      sortable: true,
      column: 160,
    }),
  },
  demo: UOMS.map(([uomCode, uomName, uomTypeCode]) => ({ uomCode, uomName, uomTypeCode })),
});
