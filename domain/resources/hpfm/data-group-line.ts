import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** One dimension value of a data group. */
export default defineResource({
  module: 'hpfm',
  name: 'data-group-line',
  path: 'data-group-lines',
  table: 'hpfm_data_group_line',
  idField: 'groupLineId',
  tenancy: 'tenant',
  title: text('Data Group Values', '数据组值'),
  entity: text('data group value', '数据组值'),
  nameField: 'valueCode',
  defaultSort: { field: 'valueCode', order: 'asc' },
  parent: { resource: 'hpfm/data-group', field: 'groupId' },
  fields: {
    groupId: fields.integer(text('Data group', '数据组'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    // A dimension is an independent value list (HZERO's dimension configuration).
    dimensionId: fields.reference(text('Dimension', '维度'), {
      resource: 'hpfm/value-list',
      display: 'lovName',
      displayAs: 'dimensionName',
      lovQuery: { lovTypeCode: 'IDP' },
      required: true,
      filter: true,
      column: 180,
    }),
    valueCode: fields.text(text('Value', '值'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 160,
    }),
    valueMeaning: fields.text(text('Meaning', '含义'), { max: 240, column: 220 }),
  },
});
