import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const CATEGORIES: readonly [code: string, en: string, zh: string, parent: string | null][] = [
  ['SAMPLES', 'Sample submission', '样本送检', null],
  ['SHIPPING', 'Packing and shipping', '包装与寄送', 'SAMPLES'],
  ['DATA', 'Sequencing data', '测序数据', null],
  ['ACCOUNT', 'Account and team', '账户与团队', null],
];

/**
 * The categories of the help centre's articles, as a tree: staff keep them
 * (`/hfaq/knowledge-category`); every signed-in user reads them, customers only the enabled
 * ones (the help centre's menu).
 */
export default defineResource({
  module: 'hfaq',
  name: 'knowledge-category',
  path: 'knowledge-categories',
  table: 'hfaq_knowledge_category',
  idField: 'categoryId',
  tenancy: 'tenant',
  permissionLogin: true,
  title: text('Knowledge Categories', '知识分类'),
  entity: text('category', '分类'),
  nameField: 'categoryName',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  route: '/hfaq/knowledge-category',
  menu: {
    parent: 'hzero.service.hfaq',
    code: 'hzero.hfaq.knowledge-category',
    sort: 10,
    quickIndex: text('category', 'zsfl'),
  },
  tree: { parentField: 'parentCategoryId' },
  fields: {
    categoryCode: codeField(text('Category code', '分类编码')),
    categoryName: fields.tl(text('Category name', '分类名称'), {
      max: 100,
      required: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    parentCategoryId: fields.integer(text('Parent category', '上级分类'), {
      min: 1,
      column: false,
      form: false,
    }),
    description: fields.tl(text('Description', '说明'), { max: 500, column: 280, wide: true }),
    orderSeq: fields.integer(text('Order', '排序号'), {
      min: 0,
      max: 9999,
      required: true,
      defaultValue: 10,
      sortable: true,
      column: 90,
    }),
  },
  demo: CATEGORIES.map(([categoryCode, en, zh, parent], index) => ({
    categoryCode,
    categoryName: en,
    parentCategoryId: parent ? ref({ categoryCode: parent }) : null,
    orderSeq: (index + 1) * 10,
    _tls: { categoryName: { en_US: en, zh_CN: zh } },
  })),
});
