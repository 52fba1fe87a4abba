import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The channels a payment goes through, with their names. */
export const PAY_CHANNELS = [
  { value: 'ALIPAY', label: text('Alipay', '支付宝') },
  { value: 'WECHAT', label: text('WeChat Pay', '微信支付') },
  { value: 'UNIONPAY', label: text('UnionPay', '银联') },
  { value: 'BANK_TRANSFER', label: text('Bank transfer', '银行转账') },
] as const;

/** A payment channel's code. */
export type PayChannel = (typeof PAY_CHANNELS)[number]['value'];

/**
 * Payment configurations (`/hpay/pay-config`, HZERO's `/hpay/v1/{org}/configs`): the tenant's
 * merchant account at each payment channel — merchant and app ids, the secret key (write-only:
 * sealed when stored, never answered, kept when an edit leaves it empty), the channel's
 * certificate file and the address the channel notifies. The channel is fixed once created (the
 * ids and keys are the channel's). A tenant has at most one enabled configuration per channel:
 * the one its payments go through.
 */
export default defineResource({
  module: 'hpay',
  name: 'pay-config',
  path: 'configs',
  table: 'hpay_pay_config',
  idField: 'configId',
  tenancy: 'tenant',
  title: text('Payment Configuration', '支付配置'),
  entity: text('payment configuration', '支付配置'),
  nameField: 'configName',
  defaultSort: { field: 'channelCode', order: 'asc' },
  search: { fields: ['configName', 'merchantId', 'appId'] },
  route: '/hpay/pay-config',
  menu: {
    parent: 'hzero.hpay',
    sort: 10,
    name: text('Payment Configuration', '支付配置'),
    quickIndex: text('payconfig', 'zfpz'),
  },
  fields: {
    channelCode: fields.select(text('Channel', '支付渠道'), {
      options: PAY_CHANNELS,
      required: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 130,
    }),
    configName: fields.text(text('Name', '配置名称'), {
      max: 80,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    merchantId: fields.text(text('Merchant ID', '商户号'), {
      max: 64,
      pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
      help: text(
        'Letters, digits, . _ or -; for a bank transfer, the receiving account number',
        '字母、数字、. _ 或 -；银行转账填写收款账号',
      ),
      required: true,
      filter: true,
      column: 180,
    }),
    appId: fields.text(text('App ID', '应用 ID'), {
      max: 64,
      pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
      help: text('Letters, digits, . _ or -', '字母、数字、. _ 或 -'),
      column: 180,
    }),
    secretKey: fields.longtext(text('Secret key', '密钥'), {
      max: 4000,
      writeOnly: true,
      column: false,
      wide: true,
      help: text(
        'Never shown again once saved; left empty, the stored key is kept',
        '保存后不再显示；留空则保留已保存的密钥',
      ),
    }),
    certFileUrl: fields.file(text('Certificate', '证书'), {
      bucket: 'hpay',
      column: false,
      help: text(
        'The channel’s certificate file (e.g. .p12 or .pem), where the channel asks for one',
        '渠道要求时上传证书文件（如 .p12 或 .pem）',
      ),
    }),
    notifyUrl: fields.text(text('Notify URL', '回调地址'), {
      max: 240,
      format: 'url',
      help: text(
        'Where the channel reports payment results, e.g. https://pay.example.com/notify',
        '渠道通知支付结果的地址，例如 https://pay.example.com/notify',
      ),
      column: 240,
    }),
    remark: fields.text(text('Remark', '备注'), { max: 240, column: false }),
  },
  // The first demo row, which generic tests copy, carries no secret: a secret is never answered.
  demo: [
    {
      channelCode: 'BANK_TRANSFER',
      configName: 'Bank transfer (statements)',
      merchantId: '6222020000000000001',
      remark: 'The account customers transfer the amount of a statement to',
    },
    {
      channelCode: 'ALIPAY',
      configName: 'Alipay (main merchant)',
      merchantId: '2088000000000001',
      appId: '2021000000000001',
      secretKey: 'demo-alipay-private-key-not-real',
      notifyUrl: 'https://pay.example.com/hpay/notify/alipay',
    },
    {
      channelCode: 'WECHAT',
      configName: 'WeChat Pay',
      merchantId: '1600000001',
      appId: 'wx0000000000000001',
      secretKey: 'demo-wechat-api-v3-key-not-real',
      notifyUrl: 'https://pay.example.com/hpay/notify/wechat',
    },
    {
      channelCode: 'WECHAT',
      configName: 'WeChat Pay (former merchant)',
      merchantId: '1500000009',
      appId: 'wx0000000000000009',
      enabledFlag: 0,
      remark: 'Replaced by the new merchant account',
    },
  ],
});
