/**
 * Demo data of the shell: messages per demo user, pending workflow
 * tasks and report figures. Written once by `seedShellDemoData` (server/db/shellSeed.ts).
 */
import type { MessageType } from '../services/messages';

/** A seeded message: type, read, time (GMT+8), subject and content per language. */
export interface MessageSeed {
  type: MessageType;
  read: boolean;
  /** `YYYY-MM-DD HH:mm:ss` in GMT+8. */
  at: string;
  en_US: [subject: string, content: string];
  zh_CN: [subject: string, content: string];
}

/** Messages every demo user gets (in their language): 3 unread, 3 read. */
export const MESSAGES: readonly MessageSeed[] = [
  {
    type: 'MSG',
    read: false,
    at: '2025-03-03 09:15:00',
    en_US: [
      'Sequencing of order SO-2025-0142 has started',
      'The samples of order SO-2025-0142 passed quality control and sequencing has started.',
    ],
    zh_CN: ['订单 SO-2025-0142 已开始测序', '订单 SO-2025-0142 的样本已通过质检，测序已开始。'],
  },
  {
    type: 'APPROVE',
    read: false,
    at: '2025-03-02 16:40:00',
    en_US: [
      'Quotation Q-2025-0087 is waiting for your approval',
      'Quotation Q-2025-0087 (whole-genome sequencing, 48 samples) was submitted by Mia Manager.',
    ],
    zh_CN: [
      '报价单 Q-2025-0087 等待您审批',
      '报价单 Q-2025-0087（全基因组测序，48 个样本）由 Mia Manager 提交。',
    ],
  },
  {
    type: 'NOTICE',
    read: false,
    at: '2025-03-01 10:00:00',
    en_US: [
      'Scheduled maintenance on 8 March',
      'The portal is unavailable on 8 March 2025 from 22:00 to 23:30 (GMT+8).',
    ],
    zh_CN: [
      '3 月 8 日系统维护通知',
      '门户将于 2025 年 3 月 8 日 22:00 至 23:30（GMT+8）暂停服务。',
    ],
  },
  {
    type: 'MSG',
    read: true,
    at: '2025-02-27 14:05:00',
    en_US: [
      'Sample sheet B-0311 imported',
      'All 96 rows of sample sheet B-0311 were imported without errors.',
    ],
    zh_CN: ['样本信息表 B-0311 导入成功', '样本信息表 B-0311 的 96 行数据已全部导入，无错误。'],
  },
  {
    type: 'NOTICE',
    read: true,
    at: '2025-02-20 09:00:00',
    en_US: [
      'New service: single-cell RNA sequencing',
      'Single-cell RNA sequencing can now be ordered from the product list.',
    ],
    zh_CN: ['新服务上线：单细胞转录组测序', '现在可以在产品列表中下单单细胞转录组测序。'],
  },
  {
    type: 'APPROVE',
    read: true,
    at: '2025-02-18 11:30:00',
    en_US: [
      'Library prep order LP-2025-0033 approved',
      'Library prep order LP-2025-0033 was approved and scheduled.',
    ],
    zh_CN: ['建库订单 LP-2025-0033 已审批通过', '建库订单 LP-2025-0033 已审批通过并安排生产。'],
  },
];

/** Samples received / sequenced per month of 2024, per tenant. */
export const SAMPLES_PER_MONTH: Record<number, { received: number[]; sequenced: number[] }> = {
  0: {
    received: [512, 498, 620, 655, 701, 688, 742, 730, 801, 845, 870, 912],
    sequenced: [480, 470, 590, 630, 668, 660, 710, 705, 770, 812, 840, 880],
  },
  1: {
    received: [120, 98, 143, 150, 162, 171, 158, 149, 180, 196, 205, 221],
    sequenced: [110, 95, 131, 144, 150, 166, 152, 140, 172, 188, 199, 210],
  },
  2: {
    received: [64, 58, 71, 80, 77, 85, 90, 88, 95, 101, 99, 110],
    sequenced: [60, 55, 66, 74, 75, 80, 86, 85, 90, 97, 96, 104],
  },
};
