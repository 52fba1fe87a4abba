import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * The values of an independent value list, in `orderSeq` order; a disabled value is no longer
 * offered (nor accepted by a select field reading the list), and rows keep the values they have.
 */
export default defineResource({
  module: 'hpfm',
  name: 'lov-value',
  path: 'lov-values',
  table: 'hpfm_lov_value',
  idField: 'lovValueId',
  tenancy: 'shared',
  title: text('Values', '值'),
  entity: text('value', '值'),
  nameField: 'meaning',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  parent: { resource: 'hpfm/value-list', field: 'lovId' },
  fields: {
    lovId: fields.integer(text('Value list', '值集'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    value: fields.text(text('Value', '值'), {
      max: 60,
      required: true,
      unique: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 180,
    }),
    meaning: fields.tl(text('Meaning', '含义'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 220 }),
    tag: fields.text(text('Tag', '标记'), { max: 60, filter: true, column: 120 }),
    orderSeq: fields.integer(text('Order', '排序号'), {
      min: 0,
      max: 99_999,
      required: true,
      defaultValue: 0,
      sortable: true,
      column: 100,
    }),
    parentValue: fields.text(text('Parent value', '父值'), {
      max: 60,
      help: text("A value of the list's parent value list", '父级值集中的一个值'),
      filter: true,
      column: 160,
    }),
  },
});
