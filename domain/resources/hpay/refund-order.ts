import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The states of a refund order: waiting for staff, refunded, refused. */
export const REFUND_ORDER_STATUSES = ['PENDING', 'REFUNDED', 'REFUSED'] as const;

/** A refund order's state. */
export type RefundOrderStatus = (typeof REFUND_ORDER_STATUSES)[number];

/** The only state in which a refund order is confirmed or refused. */
export const DECIDABLE: readonly RefundOrderStatus[] = ['PENDING'];

/** The names of the refund order states. */
export const REFUND_ORDER_STATUS_NAMES = {
  PENDING: text('Waiting for confirmation', '待确认'),
  REFUNDED: text('Refunded', '已退款'),
  REFUSED: text('Refused', '已拒绝'),
} as const;

/**
 * Refund orders (`/hpay/refund-order`, HZERO's `refund-orders`): the refunds asked for paid
 * payment orders (the Refund action of the payment orders), each waiting for staff to confirm
 * it (the money went back: the payment order's refunded amount and state follow) or refuse it
 * (HZERO's `refund-orders/refused`, with a reason when the call gives one).
 */
export default defineResource({
  module: 'hpay',
  name: 'refund-order',
  path: 'refund-orders',
  table: 'hpay_refund_order_list',
  idField: 'refundOrderId',
  tenancy: 'tenant',
  enabledFlag: false,
  actions: ['export'],
  title: text('Refund Orders', '退款订单'),
  entity: text('refund order', '退款订单'),
  nameField: 'refundNum',
  defaultSort: { field: 'requestedDate', order: 'desc' },
  search: { fields: ['refundNum', 'orderNum', 'projectCode', 'teamName'] },
  route: '/hpay/refund-order',
  menu: {
    parent: 'hzero.hpay',
    sort: 30,
    name: text('Refund Orders', '退款订单'),
    quickIndex: text('refund', 'tkdd'),
  },
  customActions: [
    {
      key: 'confirm',
      label: text('Confirm', '确认退款'),
      on: 'row',
      confirm: text(
        'Confirm that this amount was paid back to the customer?',
        '确认该金额已退还给客户？',
      ),
      when: { status: DECIDABLE },
    },
    {
      key: 'refuse',
      label: text('Refuse', '拒绝'),
      on: 'row',
      // HZERO's refusal: PUT refund-orders/refused with the refund order in the body.
      api: 'PUT refund-orders/refused',
      confirm: text('Refuse this refund? Its amount stays paid.', '拒绝该退款？该金额仍为已支付。'),
      when: { status: DECIDABLE },
      form: { reason: fields.longtext(text('Reason', '原因'), { max: 240 }) },
    },
  ],
  fields: {
    refundNum: fields.text(text('Refund number', '退款单号'), {
      max: 40,
      readOnly: true,
      sortable: true,
      column: 190,
    }),
    orderNum: fields.text(text('Payment order', '支付订单'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 150,
      link: '/hpro/statement/detail?statementId=:paymentOrderId',
    }),
    projectCode: fields.text(text('Project', '项目'), {
      max: 30,
      readOnly: true,
      column: 140,
      link: '/hpro/project-detail/0?projectId=:projectId',
    }),
    teamName: fields.text(text('Team', '团队'), { max: 120, readOnly: true, column: 160 }),
    currencyCode: fields.text(text('Currency', '币种'), { max: 3, readOnly: true, column: 80 }),
    refundAmount: fields.decimal(text('Refund amount', '退款金额'), {
      scale: 6,
      readOnly: true,
      sortable: true,
      column: 130,
    }),
    reason: fields.text(text('Reason', '退款原因'), { max: 240, readOnly: true, column: 200 }),
    status: fields.select(text('Status', '状态'), {
      options: REFUND_ORDER_STATUSES.map((value) => ({
        value,
        label: REFUND_ORDER_STATUS_NAMES[value],
      })),
      readOnly: true,
      filter: true,
      sortable: true,
      column: 150,
      shownAs: 'badge',
      tones: { PENDING: 'processing', REFUNDED: 'success', REFUSED: 'error' },
    }),
    refuseReason: fields.text(text('Reason refused', '拒绝原因'), {
      max: 240,
      readOnly: true,
      column: false,
    }),
    requestedByName: fields.text(text('Asked by', '申请人'), {
      max: 100,
      readOnly: true,
      column: false,
    }),
    requestedDate: fields.datetime(text('Asked', '申请时间'), {
      readOnly: true,
      sortable: true,
      column: 160,
    }),
    decidedByName: fields.text(text('Decided by', '处理人'), {
      max: 100,
      readOnly: true,
      column: false,
    }),
    decidedDate: fields.datetime(text('Decided', '处理时间'), {
      readOnly: true,
      sortable: true,
      column: 160,
    }),
    paymentOrderId: fields.integer(text('Payment order', '支付订单'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    projectId: fields.integer(text('Project', '项目'), { readOnly: true, column: false }),
    teamId: fields.integer(text('Team', '团队'), { readOnly: true, column: false }),
  },
});
