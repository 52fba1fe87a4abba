/**
 * The demo value lists the server seeds (the platform's lists, tenant 0): the portal's fixed
 * choices in both languages, the data dimensions and the country list read from its URL. Kept
 * apart from the value-list description so that the app, which leaves demo rows out of its
 * build, loads none of the portal's rules with it.
 */
import { text, type Text } from '../engine/text';
import { LOV_TYPES } from '../hpfm/lovTypes';
import { QC_VERDICTS } from '../portal/qc';
import {
  BUFFERS,
  INDEX_TYPES,
  PRODUCT_KINDS,
  SAMPLE_FORMS,
  SAMPLE_TYPES,
  SPECIES,
} from '../portal/samples';
import { STORAGE_OPTIONS } from '../portal/shipping';
import { BATCH_STATUSES, PROJECT_STATUSES } from '../portal/lifecycles';
import { ANALYSIS_PRODUCTS, BIF_LOVS, REFERENCE_GENOMES } from '../portal/bifLists';

/** One demo value: value, meaning in English and Chinese, and optionally its parent value. */
type DemoValue = readonly [value: string, en: string, zh: string, parentValue?: string];

/** One demo list. */
interface DemoList {
  lovCode: string;
  name: Text;
  description: string;
  parentLovCode?: string;
  values: readonly DemoValue[];
}

/** The same word in both languages (codes, Latin names, product names). */
const same = (value: string): DemoValue => [value, value, value];

const SAMPLE_TYPE_ZH: Record<(typeof SAMPLE_TYPES)[number], string> = {
  DNA: 'DNA',
  RNA: 'RNA',
  Library: '文库',
  Tissue: '组织',
  Cells: '细胞',
  Blood: '血液',
  Protein: '蛋白',
  Metabolite: '代谢物',
};

const SPECIES_ZH: Record<(typeof SPECIES)[number], string> = {
  'Homo sapiens': '人',
  'Mus musculus': '小鼠',
  'Rattus norvegicus': '大鼠',
  'Macaca mulatta': '猕猴',
  'Sus scrofa': '猪',
  'Bos taurus': '牛',
  'Gallus gallus': '鸡',
  'Danio rerio': '斑马鱼',
  'Drosophila melanogaster': '果蝇',
  'Caenorhabditis elegans': '秀丽隐杆线虫',
  'Arabidopsis thaliana': '拟南芥',
  'Oryza sativa': '水稻',
  'Zea mays': '玉米',
  'Saccharomyces cerevisiae': '酿酒酵母',
  'Escherichia coli': '大肠杆菌',
  Other: '其他',
};

const BUFFER_ZH: Record<(typeof BUFFERS)[number], string> = {
  Water: '水',
  TE: 'TE 缓冲液',
  'Tris-HCl': 'Tris-HCl 缓冲液',
  Other: '其他',
};

const INDEX_TYPE_TEXT: Record<(typeof INDEX_TYPES)[number], Text> = {
  Single: text('Single index (i7)', '单端 index（i7）'),
  Dual: text('Dual index (i7 + i5)', '双端 index（i7 + i5）'),
};

const SAMPLE_FORM_ZH: Record<(typeof SAMPLE_FORMS)[number], string> = {
  Liquid: '液体',
  Solid: '固体',
  Powder: '粉末',
  'Gel band': '胶条',
};

const STORAGE_ZH: Record<(typeof STORAGE_OPTIONS)[number], string> = {
  'Dry ice': '干冰',
  'Ice packs': '冰袋',
  'Room temperature': '常温',
};

const PRODUCT_KIND_TEXT: Record<(typeof PRODUCT_KINDS)[number], Text> = {
  DNA: text('DNA sequencing', 'DNA 测序'),
  RNA: text('RNA sequencing', 'RNA 测序'),
  LIBRARY: text('Library sequencing', '文库测序'),
  MS: text('Mass spectrometry', '质谱'),
};

const QC_VERDICT_ZH: Record<(typeof QC_VERDICTS)[number], string> = {
  Pass: '合格',
  Risk: '风险',
  Fail: '不合格',
};

const BATCH_STATUS_TEXT: Record<(typeof BATCH_STATUSES)[number], Text> = {
  Draft: text('Draft', '草稿'),
  Submitted: text('Submitted', '已提交'),
  Shipped: text('Shipped', '已寄出'),
  Received: text('Received', '已签收'),
  QcDone: text('QC done', '质检完成'),
  InProgress: text('In progress', '进行中'),
  Completed: text('Completed', '已完成'),
  Cancelled: text('Cancelled', '已取消'),
  Returned: text('Returned', '已退回'),
};

const PROJECT_STATUS_TEXT: Record<(typeof PROJECT_STATUSES)[number], Text> = {
  Created: text('Created', '已创建'),
  SamplesReceived: text('Samples received', '样本已签收'),
  LibraryPrep: text('Library preparation', '建库中'),
  Sequencing: text('Sequencing', '测序中'),
  Analysis: text('Analysis', '分析中'),
  DataReleased: text('Data released', '数据已交付'),
  Completed: text('Completed', '已完成'),
};

const fromText = (value: string, label: Text): DemoValue => [value, label.en_US, label.zh_CN];

/** The value lists the product reads (platform rows, tenant 0). */
const LISTS: readonly DemoList[] = [
  {
    lovCode: 'HPFM.LANGUAGE',
    name: text('Languages', '语言'),
    description: 'Languages the product is written in',
    values: [
      ['en_US', 'English', '英语'],
      ['zh_CN', 'Simplified Chinese', '简体中文'],
    ],
  },
  {
    lovCode: 'HPFM.UOM_TYPE',
    name: text('Unit of measure types', '计量单位类型'),
    description: 'What a unit of measure measures',
    values: [
      ['QUANTITY', 'Quantity', '数量'],
      ['WEIGHT', 'Weight', '重量'],
      ['VOLUME', 'Volume', '体积'],
      ['LENGTH', 'Length', '长度'],
      ['TIME', 'Time', '时间'],
      ['DATA', 'Data amount', '数据量'],
    ],
  },
  {
    lovCode: 'HPFM.ENABLED_FLAG',
    name: text('Enabled flag', '启用标识'),
    description: 'Whether a record is enabled',
    values: [
      ['1', 'Enabled', '启用'],
      ['0', 'Disabled', '禁用'],
    ],
  },
  {
    lovCode: 'HPFM.CODE_RULE.FIELD_TYPE',
    name: text('Code rule segment types', '编码规则段类型'),
    description: 'What a segment of a code rule puts into the code',
    values: [
      ['SEQUENCE', 'Sequence', '序列'],
      ['CONSTANT', 'Constant', '常量'],
      ['DATE', 'Date', '日期'],
      ['VARIABLE', 'Variable', '变量'],
      ['UUID', 'UUID', 'UUID'],
    ],
  },
  {
    lovCode: 'HPFM.CODE_RULE.RESET_FREQUENCY',
    name: text('Sequence reset frequencies', '序列重置频率'),
    description: 'When a sequence segment starts again',
    values: [
      ['NEVER', 'Never', '从不'],
      ['YEAR', 'Every year', '每年'],
      ['MONTH', 'Every month', '每月'],
      ['DAY', 'Every day', '每天'],
    ],
  },
  {
    lovCode: 'HPFM.CODE_RULE.LEVEL_CODE',
    name: text('Code rule levels', '编码规则层级'),
    description: 'Where a distribution of a code rule applies',
    values: [
      ['GLOBAL', 'Site (every tenant)', '全局（所有租户）'],
      ['TENANT', 'Tenant', '租户'],
    ],
  },
  {
    lovCode: 'HPFM.CODE_RULE.DATE_MASK',
    name: text('Code rule date masks', '编码规则日期格式'),
    description: 'How a date segment writes the date',
    values: [
      ['yyyy', 'Year (2024)', '年（2024）'],
      ['yy', 'Short year (24)', '两位年（24）'],
      ['yyyyMM', 'Year and month (202401)', '年月（202401）'],
      ['yyyyMMdd', 'Date (20240131)', '日期（20240131）'],
      ['yyMMdd', 'Short date (240131)', '短日期（240131）'],
      ['yyyyMMddHHmmss', 'Date and time (20240131235959)', '日期时间（20240131235959）'],
    ],
  },
  {
    lovCode: 'HPFM.CODE_RULE.VARIABLE',
    name: text('Code rule variables', '编码规则变量'),
    description: 'Values a variable segment can take besides those the caller passes',
    values: [
      ['TENANT_NUM', 'Tenant number', '租户编号'],
      ['TENANT_ID', 'Tenant id', '租户 ID'],
    ],
  },
  {
    lovCode: 'HPFM.LOV.LOV_TYPE',
    name: text('Value list types', '值集类型'),
    description: 'Where a value list takes its values from',
    values: LOV_TYPES.map((type) => fromText(type.value, type.label)),
  },
  {
    lovCode: 'HPFM.LOV_VIEW.DATA_TYPE',
    name: text('Value list view query field types', '值集视图查询字段类型'),
    description: 'The input of a query field of a value list view',
    values: [
      ['INPUT', 'Text', '文本框'],
      ['SELECT', 'Select from a value list', '值集下拉框'],
      ['DATE', 'Date', '日期'],
      ['NUMBER', 'Number', '数字'],
    ],
  },
  {
    lovCode: 'HMSG.NOTICE.RECEIVER_TYPE',
    name: text('Notice receivers', '公告接收方'),
    description: 'Who a notice is published to',
    values: [
      ['ALL', 'Everyone', '所有人'],
      ['TENANT', 'Tenants', '租户'],
      ['UNIT', 'Organization units', '组织'],
      ['USER', 'Users', '用户'],
      ['USER_GROUP', 'User groups', '用户组'],
      ['ROLE', 'Roles', '角色'],
    ],
  },
  {
    lovCode: 'PORTAL.SAMPLE_TYPE',
    name: text('Sample types', '样本类型'),
    description: 'Kinds of sample a customer sends',
    values: SAMPLE_TYPES.map((type) => [type, type, SAMPLE_TYPE_ZH[type]]),
  },
  {
    lovCode: 'PORTAL.SPECIES',
    name: text('Species', '物种'),
    description: 'Species of a sample, by scientific name',
    values: SPECIES.map((name) => [
      name,
      name,
      name === 'Other' ? SPECIES_ZH[name] : `${SPECIES_ZH[name]}（${name}）`,
    ]),
  },
  {
    lovCode: 'PORTAL.BUFFER',
    name: text('Buffers', '缓冲液'),
    description: 'What a liquid sample is dissolved in',
    values: BUFFERS.map((name) => [name, name, BUFFER_ZH[name]]),
  },
  {
    lovCode: 'PORTAL.INDEX_TYPE',
    name: text('Library index types', '文库 index 类型'),
    description: 'Single or dual index of a library',
    values: INDEX_TYPES.map((type) => fromText(type, INDEX_TYPE_TEXT[type])),
  },
  {
    lovCode: 'PORTAL.SAMPLE_FORM',
    name: text('Sample forms', '样本形态'),
    description: 'Forms a mass-spectrometry sample arrives in',
    values: SAMPLE_FORMS.map((form) => [form, form, SAMPLE_FORM_ZH[form]]),
  },
  {
    lovCode: 'PORTAL.STORAGE_CONDITION',
    name: text('Storage conditions', '运输储存条件'),
    description: 'How a batch travels to the lab',
    values: STORAGE_OPTIONS.map((option) => [option, option, STORAGE_ZH[option]]),
  },
  {
    lovCode: 'PORTAL.PRODUCT_KIND',
    name: text('Product kinds', '产品类别'),
    description: 'Kinds of service product; they decide what a sample row needs',
    values: PRODUCT_KINDS.map((kind) => fromText(kind, PRODUCT_KIND_TEXT[kind])),
  },
  {
    lovCode: 'PORTAL.QC_VERDICT',
    name: text('QC verdicts', '质检结论'),
    description: 'The verdict of a sample quality check',
    values: QC_VERDICTS.map((verdict) => [verdict, verdict, QC_VERDICT_ZH[verdict]]),
  },
  {
    lovCode: 'PORTAL.BATCH_STATUS',
    name: text('Sample batch statuses', '送样批次状态'),
    description: 'Where a sample batch is in its lifecycle',
    values: BATCH_STATUSES.map((status) => fromText(status, BATCH_STATUS_TEXT[status])),
  },
  {
    lovCode: 'PORTAL.PROJECT_STATUS',
    name: text('Project statuses', '项目状态'),
    description: 'Where a project is in its lifecycle',
    values: PROJECT_STATUSES.map((status) => fromText(status, PROJECT_STATUS_TEXT[status])),
  },
  {
    lovCode: 'PORTAL.SEQUENCING_PLATFORM',
    name: text('Sequencing platforms', '测序平台'),
    description: 'Instruments the lab sequences on',
    values: ['NovaSeq X Plus', 'NovaSeq 6000', 'DNBSEQ-T7', 'PacBio Revio'].map(same),
  },
  {
    lovCode: 'PORTAL.READ_LENGTH',
    name: text('Read lengths', '读长'),
    description: 'Read lengths offered on each sequencing platform',
    parentLovCode: 'PORTAL.SEQUENCING_PLATFORM',
    values: [
      ['PE150', 'Paired-end 150 bp', '双端 150 bp', 'NovaSeq X Plus'],
      ['PE150@6000', 'Paired-end 150 bp', '双端 150 bp', 'NovaSeq 6000'],
      ['PE250', 'Paired-end 250 bp', '双端 250 bp', 'NovaSeq 6000'],
      ['PE100', 'Paired-end 100 bp', '双端 100 bp', 'DNBSEQ-T7'],
      ['PE150@T7', 'Paired-end 150 bp', '双端 150 bp', 'DNBSEQ-T7'],
      ['HIFI', 'HiFi long reads', 'HiFi 长读长', 'PacBio Revio'],
    ],
  },
  {
    lovCode: BIF_LOVS.analysisProduct,
    name: text('Analysis products', '分析产品'),
    description: 'The bioinformatics analyses a project can ask for in its form',
    values: ANALYSIS_PRODUCTS,
  },
  {
    lovCode: BIF_LOVS.referenceGenome,
    name: text('Reference genomes', '参考基因组'),
    description: 'Genome assemblies of each species, the species being the parent value',
    parentLovCode: BIF_LOVS.species,
    values: REFERENCE_GENOMES,
  },
  // Data dimensions (the dimension configuration page), whose values data groups hold.
  {
    lovCode: 'LAB_SITE',
    name: text('Laboratory site', '实验室站点'),
    description: 'Data dimension: the laboratories samples are sequenced at',
    values: [
      ['SH-PD', 'Shanghai Pudong', '上海浦东'],
      ['SH-MH', 'Shanghai Minhang', '上海闵行'],
      ['BJ-HD', 'Beijing Haidian', '北京海淀'],
    ],
  },
  {
    lovCode: 'PRODUCT_LINE',
    name: text('Product line', '产品线'),
    description: 'Data dimension: the sequencing products',
    values: [
      ['WGS', 'Whole-genome sequencing', '全基因组测序'],
      ['WES', 'Whole-exome sequencing', '全外显子组测序'],
      ['RNA-SEQ', 'Transcriptome sequencing', '转录组测序'],
    ],
  },
];

/** The value lists seeded as `hpfm/value-list` demo rows, with their values (lines `values`). */
export const VALUE_LIST_DEMO = [
  ...LISTS.map((list) => ({
    lovCode: list.lovCode,
    lovName: list.name.en_US,
    lovTypeCode: 'IDP',
    parentLovCode: list.parentLovCode ?? null,
    description: list.description,
    _tls: { lovName: { ...list.name } },
    values: list.values.map(([value, en, zh, parentValue], index) => ({
      value,
      meaning: en,
      orderSeq: (index + 1) * 10,
      parentValue: parentValue ?? null,
      _tls: { meaning: { en_US: en, zh_CN: zh } },
    })),
  })),
  {
    lovCode: 'HPFM.COUNTRY',
    lovName: 'Countries',
    lovTypeCode: 'URL',
    customUrl: '/hpfm/v1[/{tenantId}]/countries?enabledFlag=1',
    valueField: 'countryCode',
    displayField: 'countryName',
    description: "The tenant's enabled countries, read from the country master data",
    _tls: { lovName: { en_US: 'Countries', zh_CN: '国家地区' } },
  },
];
