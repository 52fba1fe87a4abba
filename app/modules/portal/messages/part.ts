import { IMPORT_MESSAGES_EN, ISSUE_MESSAGES_EN } from '../../../../domain/portal/messages';
import {
  BATCH_STATUS_NAMES,
  namesIn,
  ORDER_STATUS_NAMES,
  PROJECT_STATUS_NAMES,
  QC_VERDICT_NAMES,
} from '../../../../domain/portal/lifecycles';
import { SERVICE_DESK_MESSAGES_EN, SERVICE_DESK_MESSAGES_ZH } from '../../hfaq/messages';
import { MONEY_MESSAGES_EN } from '../money/messages';
import { MONEY_MESSAGES_ZH } from '../money/messages.zh';
import { SERVICE_MESSAGES_EN, SERVICE_MESSAGES_ZH } from './service';
import { STAFF_MESSAGES_EN, STAFF_MESSAGES_ZH } from './staff';
import { VIEWS_MESSAGES_EN, VIEWS_MESSAGES_ZH } from './views';
import { WIZARD_MESSAGES_EN, WIZARD_MESSAGES_ZH } from './wizard';

/**
 * The portal's messages in English: its pages, states and sample-sheet issues. They load with
 * the portal's pages (its feature), not with the shell; their keys join the app's message key
 * type all the same (app/i18n/types.ts).
 */
export const PORTAL_MESSAGES_EN = {
  portal: {
    wizard: WIZARD_MESSAGES_EN,
    views: VIEWS_MESSAGES_EN,
    staff: STAFF_MESSAGES_EN,
    service: SERVICE_MESSAGES_EN,
    money: MONEY_MESSAGES_EN,
    // The portal navigation's entries of the lists (the lists are resource descriptions).
    lists: {
      projects: { title: 'My projects' },
      orders: { sequencingTitle: 'Sequencing orders', libPrepTitle: 'Library-prep orders' },
      batches: { title: 'My sample submissions' },
    },
    status: {
      // The names of the portal's states live with their lifecycles (domain/portal).
      project: namesIn(PROJECT_STATUS_NAMES, 'en_US'),
      order: namesIn(ORDER_STATUS_NAMES, 'en_US'),
      batch: namesIn(BATCH_STATUS_NAMES, 'en_US'),
      qc: namesIn(QC_VERDICT_NAMES, 'en_US'),
      quotation: {
        Draft: 'Draft',
        Submitted: 'Submitted',
        Quoted: 'Quoted',
        Accepted: 'Accepted',
        Rejected: 'Rejected',
        Expired: 'Expired',
      },
      statement: {
        Unpaid: 'Unpaid',
        PaymentSubmitted: 'Payment submitted',
        Paid: 'Paid',
        Rejected: 'Rejected',
      },
      account: {
        Invited: 'Invited',
        Active: 'Active',
        Disabled: 'Disabled',
      },
    },
  },
  serviceDesk: SERVICE_DESK_MESSAGES_EN,
  samples: {
    /** Sample sheet issues, `samples.issues.${IssueCode}`: the text lives in domain/portal. */
    issues: ISSUE_MESSAGES_EN,
    /** Problems with the shape of an imported file, `samples.${ImportProblemCode}`. */
    import: IMPORT_MESSAGES_EN,
  },
};

/** The portal's messages in Simplified Chinese. */
export const PORTAL_MESSAGES_ZH: typeof PORTAL_MESSAGES_EN = {
  portal: {
    wizard: WIZARD_MESSAGES_ZH,
    views: VIEWS_MESSAGES_ZH,
    staff: STAFF_MESSAGES_ZH,
    service: SERVICE_MESSAGES_ZH,
    money: MONEY_MESSAGES_ZH,
    // The portal navigation's entries of the lists (the lists are resource descriptions).
    lists: {
      projects: { title: '我的项目' },
      orders: { sequencingTitle: '测序订单', libPrepTitle: '建库订单' },
      batches: { title: '我的送样' },
    },
    status: {
      // The names of the portal's states live with their lifecycles (domain/portal).
      project: namesIn(PROJECT_STATUS_NAMES, 'zh_CN'),
      order: namesIn(ORDER_STATUS_NAMES, 'zh_CN'),
      batch: namesIn(BATCH_STATUS_NAMES, 'zh_CN'),
      qc: namesIn(QC_VERDICT_NAMES, 'zh_CN'),
      quotation: {
        Draft: '草稿',
        Submitted: '已提交',
        Quoted: '已报价',
        Accepted: '已接受',
        Rejected: '已拒绝',
        Expired: '已过期',
      },
      statement: {
        Unpaid: '未付款',
        PaymentSubmitted: '已提交付款凭证',
        Paid: '已付款',
        Rejected: '已驳回',
      },
      account: {
        Invited: '已邀请',
        Active: '已激活',
        Disabled: '已停用',
      },
    },
  },
  serviceDesk: SERVICE_DESK_MESSAGES_ZH,
  samples: {
    issues: {
      sampleName: {
        required: '请填写样本名称',
        tooLong: '样本名称最多 %{max} 个字符',
        chars: '样本名称只能包含字母、数字、- 和 _',
        start: '样本名称须以字母或数字开头',
        duplicate: '样本名称 %{name} 与第 %{otherRow} 行重复（不区分大小写）',
        duplicateInProject: '样本名称 %{name} 在本项目中已被使用',
      },
      sampleType: {
        required: '请选择样本类型',
        invalid: '%{value} 不是有效的样本类型，可选：%{allowed}',
        notAccepted: '本产品不接受 %{value} 样本，可接受：%{allowed}',
      },
      species: {
        required: '请选择物种',
        invalid: '%{value} 不在物种列表中',
      },
      concentration: {
        required: '请填写浓度 (ng/uL)',
        number: '浓度须为数字，例如 12.5',
        range: '浓度须大于 0 且不超过 1000 ng/uL',
        decimals: '浓度最多保留 2 位小数',
      },
      volume: {
        required: '请填写体积 (uL)',
        number: '体积须为数字，例如 20',
        range: '体积须在 10 到 200 uL 之间',
      },
      buffer: {
        required: '请选择缓冲液',
        invalid: '%{value} 不是有效的缓冲液，可选：%{allowed}',
      },
      a260280: {
        number: 'A260/280 须为数字，例如 1.9',
        range: 'A260/280 为 %{value}，不在 1.8-2.2 之间：样本可能不纯',
      },
      a260230: {
        number: 'A260/230 须为数字，例如 2.0',
        range: 'A260/230 为 %{value}，不在 1.8-2.2 之间：样本可能不纯',
      },
      rin: {
        number: 'RIN 须为数字，例如 8.5',
        range: 'RIN 须在 1 到 10 之间',
        low: 'RIN 为 %{value}，低于 7：RNA 可能已降解',
        notApplicable: 'RIN 仅适用于 RNA 产品，请留空',
      },
      indexType: {
        required: '请选择 Index 类型',
        invalid: '%{value} 不是有效的 Index 类型，可选：%{allowed}',
        notApplicable: 'Index 类型仅适用于文库产品，请留空',
      },
      i7: {
        required: '请填写 i7 序列',
        bases: 'i7 序列只能包含碱基 A、C、G、T',
        length: 'i7 序列长度为 6 到 12 个碱基',
        duplicate: 'Index 组合 %{pair} 与第 %{otherRow} 行重复',
        notApplicable: 'i7 序列仅适用于文库产品，请留空',
      },
      i5: {
        required: '请填写 i5 序列（双端 Index）',
        bases: 'i5 序列只能包含碱基 A、C、G、T',
        length: 'i5 序列长度为 6 到 12 个碱基',
        single: '单端 Index 文库没有 i5 序列，请留空或选择 Dual',
        notApplicable: 'i5 序列仅适用于文库产品，请留空',
      },
      insertSize: {
        required: '请填写插入片段长度 (bp)',
        number: '插入片段长度须为整数碱基对，例如 350',
        range: '插入片段长度须在 100 到 1000 bp 之间',
        notApplicable: '插入片段长度仅适用于文库产品，请留空',
      },
      dataAmount: {
        required: '请填写数据量 (Gb)',
        number: '数据量须为数字，例如 6',
        range: '数据量须大于 0 Gb',
        notApplicable: '数据量仅适用于文库产品，请留空',
      },
      sampleForm: {
        required: '请选择样本形态',
        invalid: '%{value} 不是有效的样本形态，可选：%{allowed}',
        notApplicable: '样本形态仅适用于质谱产品，请留空',
      },
      quantity: {
        required: '请填写样本量 (ug)',
        number: '样本量须为数字，例如 50',
        range: '样本量须大于 0 ug',
        notApplicable: '样本量仅适用于质谱产品，请留空',
      },
      detergent: {
        required: '缓冲液为 Other 时，请填写使用的去垢剂',
        tooLong: '去垢剂说明最多 %{max} 个字符',
        notApplicable: '去垢剂仅适用于质谱产品，请留空',
      },
    },
    import: {
      empty: '文件中没有任何行',
      missingColumn: '缺少列 %{column}，请下载模板查看所有列',
      duplicateColumn: '列 %{column} 出现多次，只读取第一列',
      noRows: '文件只有表头，没有样本',
      unreadable: '无法将文件读取为 .xlsx 工作簿',
      ambiguousNumber: '文件以逗号作小数点，%{value} 可能是千位分隔或小数点，请重新输入该数字',
    },
  },
};

/** The portal's message part, both languages (see `addMessagePart`). */
export const PORTAL_MESSAGE_PART = { en_US: PORTAL_MESSAGES_EN, zh_CN: PORTAL_MESSAGES_ZH };
