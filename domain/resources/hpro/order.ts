import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import {
  choicesOf,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  ORDER_TONES,
} from '../../portal/lifecycles';

/** A project's detail: the staff's workbench tab, and the customer's page. */
const STAFF_PROJECT = '/hpro/project-detail/0?projectId=:projectId';
const CUSTOMER_PROJECT = '/pub/projects/single?projectId=:projectId';

const SEQUENCING = text('Sequencing orders', '测序订单');
const LIBPREP = text('Library-prep orders', '建库订单');

/**
 * The sequencing and library-prep orders of the projects (PORTAL.md), read-only here and
 * scoped like their projects; each kind has its list, for staff and for customers.
 */
export default defineResource({
  module: 'hpro',
  name: 'order',
  path: 'orders',
  table: 'portal_order_list',
  idField: 'orderId',
  tenancy: 'tenant',
  readOnly: true,
  permissionLogin: true,
  enabledFlag: false,
  title: SEQUENCING,
  entity: text('order', '订单'),
  nameField: 'orderCode',
  defaultSort: { field: 'createdDate', order: 'desc' },
  search: { fields: ['orderCode', 'projectCode'] },
  pages: [
    {
      route: '/hpro/sequencing',
      title: SEQUENCING,
      filters: { type: 'sequencing' },
      menu: {
        parent: 'hzero.service.hpro',
        code: 'hzero.hpro.sequencing',
        name: text('Sequencing Orders', '测序订单'),
        sort: 20,
        quickIndex: text('sequencing', 'cxdd'),
      },
    },
    {
      route: '/hpro/libPrepOrder',
      title: LIBPREP,
      filters: { type: 'libprep' },
      menu: {
        parent: 'hzero.service.hpro',
        code: 'hzero.hpro.lib-prep-order',
        name: text('Library Prep Orders', '建库订单'),
        sort: 30,
        quickIndex: text('libprep', 'jkdd'),
      },
    },
    {
      route: '/pub/projects/sequencing-order',
      title: SEQUENCING,
      filters: { type: 'sequencing' },
      links: { projectCode: CUSTOMER_PROJECT },
    },
    {
      route: '/pub/projects/libPrepOrder',
      title: LIBPREP,
      filters: { type: 'libprep' },
      links: { projectCode: CUSTOMER_PROJECT },
    },
  ],
  fields: {
    orderCode: fields.text(text('Order code', '订单编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 160,
    }),
    projectCode: fields.text(text('Project code', '项目编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 160,
      link: STAFF_PROJECT,
    }),
    type: fields.select(text('Type', '类型'), {
      options: [
        { value: 'sequencing', label: text('Sequencing', '测序') },
        { value: 'libprep', label: text('Library prep', '建库') },
      ],
      readOnly: true,
      filter: true,
      sortable: true,
      column: false,
    }),
    status: fields.select(text('Status', '状态'), {
      options: choicesOf(ORDER_STATUSES, ORDER_STATUS_NAMES),
      readOnly: true,
      filter: true,
      sortable: true,
      column: 150,
      shownAs: 'badge',
      tones: ORDER_TONES,
    }),
    sampleCount: fields.integer(text('Samples', '样本数'), {
      readOnly: true,
      sortable: true,
      column: 100,
    }),
    createdDate: fields.datetime(text('Created', '创建日期'), {
      columnName: 'creation_date',
      readOnly: true,
      sortable: true,
      column: 140,
      shownAs: 'date',
    }),
    projectId: fields.integer(text('Project', '项目'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    teamId: fields.integer(text('Team', '团队'), { readOnly: true, column: false }),
  },
});
