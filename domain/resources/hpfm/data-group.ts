import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * Data groups (hpfm development): a named set of dimension values (these two companies, that
 * site…) that data permissions can grant at once; the values are its lines.
 */
export default defineResource({
  module: 'hpfm',
  name: 'data-group',
  path: 'data-groups',
  // HZERO reads a group's lines at data-lines/{groupId} (dataGroupService.js queryLineList),
  // creates a list there with POST (createDataGroupLine) and removes a list with DELETE
  // (deleteDataGroupLine); it has no change of a line, so a changed value goes with the group.
  api: {
    lines: { lines: 'data-lines/{id}' },
    lineWrites: { lines: { create: 'data-lines/{id} []', remove: 'data-lines/{id}' } },
  },
  table: 'hpfm_data_group',
  idField: 'groupId',
  tenancy: 'tenant',
  title: text('Data Groups', '数据组'),
  entity: text('data group', '数据组'),
  nameField: 'groupName',
  defaultSort: { field: 'groupCode', order: 'asc' },
  route: '/hpfm/data-group',
  detailRoute: '/hpfm/data-group/detail/:groupId',
  menu: { parent: 'hzero.hpfm.dev', sort: 150, quickIndex: text('datagroup', 'sjz') },
  lines: [{ key: 'lines', resource: 'hpfm/data-group-line' }],
  fields: {
    groupCode: codeField(text('Group code', '数据组编码')),
    groupName: fields.tl(text('Group name', '数据组名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    remark: fields.longtext(text('Remark', '备注'), { max: 480, column: 260 }),
  },
  demo: [
    {
      groupCode: 'SHANGHAI_LABS',
      groupName: 'Shanghai laboratories',
      remark: 'Both Shanghai sites and their sequencing products',
      _tls: { groupName: { en_US: 'Shanghai laboratories', zh_CN: '上海实验室' } },
      lines: [
        {
          dimensionId: ref({ lovCode: 'LAB_SITE' }),
          valueCode: 'SH-PD',
          valueMeaning: 'Shanghai Pudong',
        },
        {
          dimensionId: ref({ lovCode: 'LAB_SITE' }),
          valueCode: 'SH-MH',
          valueMeaning: 'Shanghai Minhang',
        },
        {
          dimensionId: ref({ lovCode: 'PRODUCT_LINE' }),
          valueCode: 'WGS',
          valueMeaning: 'Whole-genome sequencing',
        },
      ],
    },
    {
      groupCode: 'CLINICAL',
      groupName: 'Clinical products',
      _tls: { groupName: { en_US: 'Clinical products', zh_CN: '临床产品' } },
      lines: [
        {
          dimensionId: ref({ lovCode: 'PRODUCT_LINE' }),
          valueCode: 'WES',
          valueMeaning: 'Whole-exome sequencing',
        },
      ],
    },
  ],
});
