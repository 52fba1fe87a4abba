import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';
import { PAY_CHANNELS } from './pay-config';

/**
 * The states of a payment order: the payment submitted and waiting for staff (UNPAID), closed
 * (rejected by staff), paid (confirmed), a refund waiting (REFUNDING) and all of it refunded.
 */
export const PAYMENT_ORDER_STATUSES = [
  'UNPAID',
  'PAID',
  'CLOSED',
  'REFUNDING',
  'REFUNDED',
] as const;

/** A payment order's state. */
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** The only state in which a refund is asked for. */
export const REFUNDABLE: readonly PaymentOrderStatus[] = ['PAID'];

/**
 * Payment orders (`/hpay/payment-order`, HZERO's `payment-orders`): the portal's payments as
 * the payment platform sees them. Each is a statement a customer submitted a payment for (a
 * bank transfer with its proof, PORTAL.md): waiting for staff, closed when staff rejected it,
 * paid once they confirmed it. Rows are read from the statements (a view); a paid order is
 * refunded through `refund` (a refund order of the amount asked, or of all that is left, that
 * staff then confirm or refuse among the refund orders).
 */
export default defineResource({
  module: 'hpay',
  name: 'payment-order',
  path: 'payment-orders',
  table: 'hpay_payment_order_list',
  idField: 'paymentOrderId',
  tenancy: 'tenant',
  enabledFlag: false,
  actions: ['export'],
  title: text('Payment Orders', '支付订单'),
  entity: text('payment order', '支付订单'),
  nameField: 'orderNum',
  defaultSort: { field: 'submittedDate', order: 'desc' },
  search: { fields: ['orderNum', 'channelTradeNo', 'projectCode', 'teamName'] },
  route: '/hpay/payment-order',
  menu: {
    parent: 'hzero.hpay',
    sort: 20,
    name: text('Payment Orders', '支付订单'),
    quickIndex: text('payorder', 'zfdd'),
  },
  customActions: [
    {
      key: 'refund',
      label: text('Refund', '退款'),
      on: 'row',
      confirm: text(
        'A refund order of this amount is created for confirmation.',
        '将按此金额生成一张待确认的退款单。',
      ),
      when: { status: REFUNDABLE },
      form: {
        refundAmount: fields.decimal(text('Refund amount', '退款金额'), {
          scale: 2,
          min: '0.01',
          help: text(
            'At most what is paid and not yet refunded; empty, all of it',
            '不超过已付未退的金额；留空则全部退还',
          ),
        }),
        reason: fields.longtext(text('Reason', '原因'), { max: 240 }),
      },
    },
  ],
  fields: {
    orderNum: fields.text(text('Order number', '订单编号'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 160,
      link: '/hpro/statement/detail?statementId=:paymentOrderId',
      help: text('The statement the order pays', '该订单支付的结算单'),
    }),
    channelCode: fields.select(text('Channel', '支付渠道'), {
      options: PAY_CHANNELS,
      readOnly: true,
      filter: true,
      column: 120,
    }),
    channelTradeNo: fields.text(text('Transfer reference', '交易流水号'), {
      max: 60,
      readOnly: true,
      column: 170,
    }),
    projectCode: fields.text(text('Project', '项目'), {
      max: 30,
      readOnly: true,
      sortable: true,
      column: 140,
      link: '/hpro/project-detail/0?projectId=:projectId',
    }),
    teamName: fields.text(text('Team', '团队'), { max: 120, readOnly: true, column: 180 }),
    currencyCode: fields.text(text('Currency', '币种'), { max: 3, readOnly: true, column: 80 }),
    amount: fields.decimal(text('Amount', '金额'), {
      scale: 6,
      readOnly: true,
      sortable: true,
      column: 130,
    }),
    refundedAmount: fields.decimal(text('Refunded', '已退款金额'), {
      scale: 6,
      readOnly: true,
      column: 120,
    }),
    status: fields.select(text('Status', '状态'), {
      options: [
        { value: 'UNPAID', label: text('Waiting for confirmation', '待确认') },
        { value: 'PAID', label: text('Paid', '已支付') },
        { value: 'CLOSED', label: text('Closed (rejected)', '已关闭（已驳回）') },
        { value: 'REFUNDING', label: text('Refunding', '退款中') },
        { value: 'REFUNDED', label: text('Refunded', '已退款') },
      ],
      readOnly: true,
      filter: true,
      sortable: true,
      column: 150,
      shownAs: 'badge',
      tones: { UNPAID: 'processing', PAID: 'success', CLOSED: 'error', REFUNDING: 'processing' },
    }),
    paidDate: fields.date(text('Transfer date', '转账日期'), {
      readOnly: true,
      column: false,
    }),
    submittedDate: fields.datetime(text('Submitted', '提交时间'), {
      readOnly: true,
      sortable: true,
      column: 160,
    }),
    paidTime: fields.datetime(text('Paid (confirmed)', '支付确认时间'), {
      readOnly: true,
      sortable: true,
      column: 160,
    }),
    projectId: fields.integer(text('Project', '项目'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    teamId: fields.integer(text('Team', '团队'), { readOnly: true, column: false }),
  },
});
