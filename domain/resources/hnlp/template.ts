import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** A template code: HZERO's upper-case code, letters and digits with - _ . or /. */
export const TEMPLATE_CODE_PATTERN = '^[A-Z0-9][A-Z0-9_./-]{0,59}$';

/**
 * HZERO's model accuracy (value list HNLP.MODEL.ACCURACY, 4 by default): how finely its trained
 * recognition model compares text. Kept so that a template saved here is one HZERO's service
 * accepts; the reference server's rules do not use it.
 */
export const MODEL_ACCURACIES = [
  { value: '1', label: text('1 (lowest)', '1（最低）') },
  { value: '2', label: text('2', '2') },
  { value: '3', label: text('3', '3') },
  { value: '4', label: text('4 (default)', '4（默认）') },
  { value: '5', label: text('5', '5') },
  { value: '6', label: text('6 (highest)', '6（最高）') },
] as const;

/** Most characters of a sample text the "Try extraction" action reads. */
export const SAMPLE_TEXT_MAX = 2000;

/**
 * Natural Language Processing (hnlp 自然语言处理, `/hnlp/template`, each template's page
 * `/hnlp/template/detail/{templateId}`): a tenant's text-extraction templates (HZERO's NLP
 * templates: code, translated name, characters removed from a text before it is read, model
 * accuracy, description) with their extraction rules as lines (HZERO's template data: a result
 * tag, what it finds, how many values). "Try extraction" runs an enabled template on a sample
 * text and answers the values found, tag by tag. The reference server extracts by plain rules
 * (regular expressions, keyword lists, built-in patterns for numbers, amounts and dates), not
 * by a trained model.
 */
export default defineResource({
  module: 'hnlp',
  name: 'template',
  path: 'nlp-templates',
  table: 'hnlp_template',
  idField: 'templateId',
  tenancy: 'tenant',
  title: text('Natural Language Processing', '自然语言处理'),
  entity: text('NLP template', 'NLP 模板'),
  nameField: 'templateName',
  defaultSort: { field: 'templateCode', order: 'asc' },
  search: { fields: ['templateCode', 'templateName'] },
  route: '/hnlp/template',
  detailRoute: '/hnlp/template/detail/:templateId',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hnlp.template',
    sort: 20,
    name: text('Natural Language Processing', '自然语言处理'),
    quickIndex: text('nlp', 'zryycl'),
  },
  // HZERO saves a template at PUT nlp-templates, its id in the body (nlpTemplateService.js).
  api: { update: 'nlp-templates' },
  lines: [{ key: 'templateDatas', resource: 'hnlp/template-data' }],
  customActions: [
    {
      key: 'extract',
      label: text('Try extraction', '识别测试'),
      on: 'row',
      when: { enabledFlag: [1] },
      resultColumns: { tagType: text('Result tag', '结果标签'), tagValue: text('Value', '识别值') },
      form: {
        text: fields.longtext(text('Text', '识别文本'), {
          max: SAMPLE_TEXT_MAX,
          required: true,
          wide: true,
          help: text(
            `Up to ${SAMPLE_TEXT_MAX} characters; the template’s saved rules are run on it, nothing is stored`,
            `最多 ${SAMPLE_TEXT_MAX} 个字符；按模板已保存的规则识别，不保存任何内容`,
          ),
        }),
      },
    },
  ],
  fields: {
    templateCode: fields.text(text('Template code', '模板编码'), {
      max: 60,
      pattern: TEMPLATE_CODE_PATTERN,
      help: text(
        'The code callers of the extraction name: up to 60 upper-case letters, digits, - _ . or /, starting with a letter or digit',
        '调用识别接口时使用的编码：最多 60 个大写字母、数字、- _ . 或 /，以字母或数字开头',
      ),
      required: true,
      unique: true,
      immutable: true,
      filter: true,
      sortable: true,
      column: 180,
    }),
    templateName: fields.tl(text('Template name', '模板名称'), {
      max: 100,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    replaceChar: fields.text(text('Characters removed', '替换字符串'), {
      max: 300,
      column: 160,
      help: text(
        'Special characters a text may contain that are removed before it is read, e.g. *#',
        '识别文本中可能存在的特殊字符，识别前将其替换为空，例如 *#',
      ),
    }),
    maxGram: fields.select(text('Model accuracy', '模型准确度'), {
      options: MODEL_ACCURACIES,
      required: true,
      defaultValue: '4',
      filter: true,
      column: 120,
      help: text(
        'For HZERO’s trained recognition service (higher: fewer false matches, more work). The reference server extracts by rules and does not use it',
        '供 HZERO 识别服务的模型使用（越高误识别越少、消耗越大）。参考服务器按规则识别，不使用此项',
      ),
    }),
    description: fields.text(text('Description', '模板描述'), {
      max: 600,
      column: 260,
      wide: true,
    }),
  },
  demo: [
    {
      templateCode: 'CONTRACT_INFO',
      templateName: 'Contract information',
      _tls: { templateName: { en_US: 'Contract information', zh_CN: '合同信息' } },
      replaceChar: '*#',
      maxGram: '4',
      description: 'Contract number, amount, signing date and city from a contract summary',
      templateDatas: [
        {
          type: 'contractNo',
          actualType: 'REGEX',
          pattern: 'contract\\s*no\\.?\\s*[:：]?\\s*([A-Z]{2}-[0-9]{4}-[0-9]{3,6})',
          ignoreCaseFlag: 1,
          typeNum: 1,
        },
        { type: 'amount', actualType: '$money', ignoreCaseFlag: 1, typeNum: 3 },
        { type: 'signDate', actualType: '$time', ignoreCaseFlag: 0, typeNum: 1 },
        {
          type: 'city',
          actualType: 'KEYWORDS',
          keywords: 'Shanghai|上海|沪\nBeijing|北京\nGuangzhou|广州|穗\nShenzhen|深圳',
          ignoreCaseFlag: 1,
          typeNum: 2,
        },
      ],
    },
    {
      templateCode: 'ORDER_MESSAGE',
      templateName: 'Customer order message',
      _tls: { templateName: { en_US: 'Customer order message', zh_CN: '客户订单留言' } },
      maxGram: '3',
      description: 'Order number, mobile number and quantities from a customer’s message',
      templateDatas: [
        {
          type: 'orderNo',
          actualType: 'REGEX',
          pattern: 'SO[0-9]{8}',
          ignoreCaseFlag: 0,
        },
        {
          type: 'mobile',
          actualType: 'REGEX',
          pattern: '(?:\\+86[ -]?)?(1[3-9][0-9]{9})',
          ignoreCaseFlag: 0,
          typeNum: 2,
        },
        { type: 'quantity', actualType: '$number', ignoreCaseFlag: 0, typeNum: 5 },
      ],
    },
    {
      templateCode: 'COMPLAINT_TOPIC',
      templateName: 'Complaint topics',
      _tls: { templateName: { en_US: 'Complaint topics', zh_CN: '投诉主题' } },
      maxGram: '4',
      enabledFlag: 0,
      description: 'Being reworded: disabled until its keywords are reviewed',
      templateDatas: [
        {
          type: 'topic',
          actualType: 'KEYWORDS',
          keywords:
            'Delivery|late|delay|延迟|迟到\nQuality|broken|damaged|破损\nRefund|退款|money back',
          ignoreCaseFlag: 1,
        },
      ],
    },
  ],
});
