import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

const page = (config: unknown): string => JSON.stringify(config, null, 2);

/**
 * UI pages (hpfm development): a page's layout and behaviour as a JSON document, edited in a
 * code editor on its detail page (`/hpfm/ui-page/detail/:pageCode`); the server refuses a
 * document that is not a JSON object, saying where it breaks.
 */
export default defineResource({
  module: 'hpfm',
  name: 'ui-page',
  path: 'ui-pages',
  table: 'hpfm_ui_page',
  idField: 'pageId',
  tenancy: 'tenant',
  title: text('UI Pages', '页面配置'),
  entity: text('UI page', '页面'),
  nameField: 'pageCode',
  defaultSort: { field: 'pageCode', order: 'asc' },
  route: '/hpfm/ui-page',
  detailRoute: '/hpfm/ui-page/detail/:pageCode',
  menu: { parent: 'hzero.hpfm.dev', sort: 110, quickIndex: text('page', 'ympz') },
  fields: {
    pageCode: codeField(text('Page code', '页面编码'), { column: 200 }),
    description: fields.tl(text('Description', '描述'), {
      max: 240,
      required: true,
      filter: true,
      sortable: true,
      column: 300,
    }),
    pageConfig: fields.code(text('Page configuration', '页面配置'), {
      language: 'json',
      max: 100_000,
      required: true,
      column: false,
      wide: true,
      help: text(
        'A JSON object: {"layout": …, "fields": […], "buttons": […]}',
        'JSON 对象：{"layout": …, "fields": […], "buttons": […]}',
      ),
    }),
  },
  demo: [
    {
      pageCode: 'SAMPLE.RECEIPT',
      description: 'Sample receipt form',
      _tls: { description: { en_US: 'Sample receipt form', zh_CN: '样本接收表单' } },
      pageConfig: page({
        layout: { type: 'form', columns: 2 },
        fields: [
          { name: 'batchCode', label: 'Batch', component: 'Input', required: true },
          { name: 'receivedAt', label: 'Received at', component: 'DateTimePicker' },
          { name: 'temperature', label: 'Temperature (°C)', component: 'InputNumber' },
        ],
        buttons: [{ key: 'save', type: 'primary' }],
      }),
    },
    {
      pageCode: 'PROJECT.OVERVIEW',
      description: 'Project overview cards',
      _tls: { description: { en_US: 'Project overview cards', zh_CN: '项目概览卡片' } },
      pageConfig: page({
        layout: { type: 'grid', columns: 3 },
        cards: ['orders', 'samples', 'qc'],
      }),
    },
  ],
});
