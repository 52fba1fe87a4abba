import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The bucket of the file service the images to recognise are uploaded to. */
export const IMAGE_BUCKET = 'hocr';

/** The file name endings of the images accepted (what the cloud OCR services read). */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.bmp'] as const;

/** What may be recognised in an image (HZERO's value list HOCR.OCR_TYPE). */
export const RECOGNIZE_TYPES = [
  { value: 'GENERAL_BASIC', label: text('General text', '通用文字') },
  { value: 'ID_CARD', label: text('ID card', '身份证') },
  { value: 'BUSINESS_LICENSE', label: text('Business licence', '营业执照') },
  { value: 'VAT_INVOICE', label: text('VAT invoice', '增值税发票') },
  { value: 'QUOTA_INVOICE', label: text('Quota invoice', '定额发票') },
  { value: 'TAXI_INVOICE', label: text('Taxi receipt', '出租车票') },
  { value: 'TRAIN_TICKET', label: text('Train ticket', '火车票') },
  { value: 'MULTI_IMAGE', label: text('Several receipts in one image', '一图多票') },
  { value: 'INTELLIGENT_SINGLE_IMAGE', label: text('Any receipt (auto-detected)', '智能单图') },
] as const;

/** The one type whose record has a second image (the back of the card). */
export const TWO_SIDED_TYPE = 'ID_CARD';

/**
 * What became of a request: no OCR engine is connected to this server, so a request is never
 * recognised; its text is there only when a person typed it in.
 */
export const RECORD_STATUSES = [
  {
    value: 'NOT_PROCESSED',
    label: text('Not processed (no OCR engine)', '未处理（未连接识别引擎）'),
  },
  { value: 'TRANSCRIBED', label: text('Text entered by hand', '已人工录入文本') },
] as const;

/** A record's status. */
export type RecordStatus = (typeof RECORD_STATUSES)[number]['value'];

/** Longest result text kept. */
export const RESULT_MAX = 20_000;

/** The demo tenants (the platform's and the two demo companies), each with demo records. */
const DEMO_TENANT_IDS = [0, 1, 2] as const;

/**
 * The URL of a demo tenant's demo image `name`: the records' hook stores a small demo image there
 * as the demo rows are written (a user's request may name it once it is stored in their tenant).
 */
export function demoImageUrl(tenantId: number, name: string): string {
  return `/${IMAGE_BUCKET}/demo/${String(tenantId)}/${name}`;
}

/** A demo image's URL: the tenant's, then the file's name (lower case, digits, `-`, `.png`). */
export const DEMO_IMAGE_PATTERN = /^\/hocr\/demo\/(\d{1,12})\/([a-z0-9][a-z0-9-]{0,60}\.png)$/;

/** The demo records of one demo tenant. */
function demoRecords(tenantId: number): Readonly<Record<string, unknown>>[] {
  return [
    {
      _tenants: [tenantId],
      recognizeType: 'GENERAL_BASIC',
      resourceUrl1: demoImageUrl(tenantId, 'meeting-notes.png'),
      remark: 'Scanned meeting notes, waiting for an OCR engine',
    },
    {
      _tenants: [tenantId],
      recognizeType: 'VAT_INVOICE',
      resourceUrl1: demoImageUrl(tenantId, 'vat-invoice-0441.png'),
      resultText:
        'Invoice code 3100194130\nInvoice number 04419872\nDate 2026-01-12\nAmount 1,280.00, tax 166.40',
      remark: 'Key fields typed in by accounts payable',
    },
    {
      _tenants: [tenantId],
      recognizeType: 'ID_CARD',
      resourceUrl1: demoImageUrl(tenantId, 'id-card-front.png'),
      resourceUrl2: demoImageUrl(tenantId, 'id-card-back.png'),
      remark: 'New hire onboarding',
    },
  ];
}

/**
 * Text recognition (hocr 文字识别, `/hocr/recognition`; HZERO's OCR records `records` with the
 * general OCR page's upload-and-recognise): the tenant's recognition requests, each an image
 * uploaded to the file service (the card's back too, for an ID card), what it should be read as,
 * who asked and when. The reference server has no OCR engine and no connection to a cloud OCR
 * provider: a request is recorded as not processed, and `recognize` says so plainly and records
 * the attempt, never a result. The result text is only ever what a person typed in (HZERO lets
 * the recognised text be corrected and saved); a record with it is marked as entered by hand.
 */
export default defineResource({
  module: 'hocr',
  name: 'record',
  path: 'records',
  table: 'hocr_record',
  idField: 'recordId',
  tenancy: 'tenant',
  enabledFlag: false,
  actions: ['create', 'edit', 'delete', 'export'],
  title: text('Text Recognition (OCR)', '文字识别'),
  entity: text('recognition request', '识别请求'),
  nameField: 'fileName',
  defaultSort: { field: 'recognizeDate', order: 'desc' },
  search: { fields: ['fileName', 'remark'] },
  route: '/hocr/recognition',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hocr.recognition',
    sort: 100,
    name: text('Text Recognition (OCR)', '文字识别'),
    quickIndex: text('ocr', 'wzsb'),
  },
  customActions: [
    {
      key: 'recognize',
      label: text('Recognise', '识别'),
      on: 'row',
      when: { status: ['NOT_PROCESSED'] },
      confirm: text(
        'No OCR engine is connected to this server: the attempt is recorded and the request stays not processed. Go on?',
        '本服务器未连接文字识别引擎：将记录本次尝试，请求仍为未处理。是否继续？',
      ),
    },
  ],
  fields: {
    recognizeType: fields.select(text('Recognition type', '识别类型'), {
      options: RECOGNIZE_TYPES,
      required: true,
      immutable: true,
      defaultValue: 'GENERAL_BASIC',
      filter: true,
      sortable: true,
      column: 170,
      help: text(
        'What the image should be read as; fixed once created',
        '图片按何种类型识别；创建后不可修改',
      ),
    }),
    resourceUrl1: fields.file(text('Image', '识别图片'), {
      bucket: IMAGE_BUCKET,
      required: true,
      immutable: true,
      column: 220,
      help: text(
        'A .jpg, .jpeg, .png or .bmp image uploaded to the file service; for an ID card, its front. Fixed once created',
        '上传到文件服务的 .jpg、.jpeg、.png 或 .bmp 图片；身份证为正面。创建后不可修改',
      ),
    }),
    resourceUrl2: fields.file(text('Back of the ID card', '身份证反面'), {
      bucket: IMAGE_BUCKET,
      immutable: true,
      column: false,
      help: text(
        'Only for an ID card: the image of its back (.jpg, .jpeg, .png or .bmp). Fixed once created',
        '仅身份证填写：反面图片（.jpg、.jpeg、.png 或 .bmp）。创建后不可修改',
      ),
    }),
    fileName: fields.text(text('File name', '文件名'), {
      max: 255,
      readOnly: true,
      sortable: true,
      column: 200,
    }),
    status: fields.select(text('Status', '状态'), {
      options: RECORD_STATUSES,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 200,
      shownAs: 'badge',
      tones: { NOT_PROCESSED: 'default', TRANSCRIBED: 'processing' },
      help: text(
        'This server has no OCR engine: nothing is ever recognised, text is only what a person entered',
        '本服务器没有文字识别引擎：不会识别任何内容，文本只来自人工录入',
      ),
    }),
    statusMessage: fields.text(text('Message', '处理信息'), {
      max: 480,
      readOnly: true,
      column: false,
      wide: true,
    }),
    resultText: fields.longtext(text('Text entered by hand', '人工录入文本'), {
      max: RESULT_MAX,
      column: false,
      wide: true,
      help: text(
        'Up to 20000 characters typed in by a person (no engine reads the image); saved with it, the record is marked as entered by hand, emptied as not processed',
        '最多 20000 个字符，由人工录入（没有引擎读取图片）；保存后记录标为人工录入，清空则恢复为未处理',
      ),
    }),
    realName: fields.text(text('Requested by', '识别人'), {
      max: 120,
      readOnly: true,
      filter: true,
      column: 130,
    }),
    recognizeDate: fields.datetime(text('Requested', '识别时间'), {
      readOnly: true,
      sortable: true,
      range: ['recognizeDateFrom', 'recognizeDateTo'],
      column: 170,
    }),
    attemptCount: fields.integer(text('Recognition attempts', '识别尝试次数'), {
      readOnly: true,
      column: false,
      help: text(
        'How often Recognise was asked for; each was refused for want of an OCR engine',
        '请求识别的次数；每次都因没有文字识别引擎而未处理',
      ),
    }),
    lastAttemptDate: fields.datetime(text('Last attempt', '最近尝试时间'), {
      readOnly: true,
      column: false,
    }),
    remark: fields.text(text('Remark', '备注'), { max: 240, column: 200, wide: true }),
  },
  demo: DEMO_TENANT_IDS.flatMap(demoRecords),
});
