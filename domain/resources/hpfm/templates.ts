import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** What a content template is for. */
export const TEMPLATE_TYPES = [
  { value: 'EMAIL', label: text('E-mail', '邮件') },
  { value: 'NOTICE', label: text('Notice', '公告') },
  { value: 'REPORT', label: text('Report', '报告') },
  { value: 'PAGE', label: text('Page', '页面') },
] as const;

/** The formats of a template's content. */
export const CONTENT_FORMATS = [
  { value: 'HTML', label: text('HTML', 'HTML') },
  { value: 'MARKDOWN', label: text('Markdown', 'Markdown') },
] as const;

const SAMPLES_RECEIVED = `<p>Dear {{contactName}},</p>
<p>The {{sampleCount}} samples of batch <strong>{{batchCode}}</strong> arrived at our laboratory
on {{receivedDate}}. Quality control starts now; you will get the results in the portal.</p>
<hr>
<p>{{contactName}}，您好：</p>
<p>批次 <strong>{{batchCode}}</strong> 的 {{sampleCount}} 个样本已于 {{receivedDate}} 送达实验室，
质检现已开始，结果将在门户中通知您。</p>`;

const QC_SUMMARY = `# QC summary of batch {{batchCode}} / 批次 {{batchCode}} 质检汇总

| Verdict / 结论 | Samples / 样本数 |
| --- | --- |
| Pass / 合格 | {{passCount}} |
| Risk / 风险 | {{riskCount}} |
| Fail / 不合格 | {{failCount}} |

Samples at Risk need your decision in the portal. / 风险样本需要您在门户中决定是否继续。`;

const MAINTENANCE = `<p><strong>Planned maintenance</strong> on {{date}} from {{from}} to {{to}} (GMT+8):
the portal and the platform are unavailable during this time.</p>
<p><strong>计划维护</strong>：{{date}} {{from}} 至 {{to}}（北京时间），期间门户与平台暂停服务。</p>`;

/**
 * Content templates (hpfm 模板维护): texts with `{{placeholders}}` that the product fills in
 * (e-mails, notices, reports, pages), in HTML or Markdown. The platform's templates (tenant 0)
 * are everybody's; a tenant adds its own under other codes.
 */
export default defineResource({
  module: 'hpfm',
  name: 'templates',
  path: 'content-templates',
  table: 'hpfm_content_template',
  idField: 'templateId',
  tenancy: 'shared',
  title: text('Templates', '模板维护'),
  entity: text('template', '模板'),
  nameField: 'templateName',
  defaultSort: { field: 'templateCode', order: 'asc' },
  route: '/hpfm/templates',
  menu: { parent: 'hzero.hpfm.dev', sort: 30, quickIndex: text('template', 'mbwh') },
  fields: {
    templateCode: codeField(text('Template code', '模板编码'), {
      max: 60,
      pattern: '^[A-Z][A-Z0-9_.-]{0,59}$',
      help: text(
        'Up to 60 uppercase letters, digits, _ . or -, starting with a letter',
        '最多 60 个大写字母、数字、_ . 或 -，以字母开头',
      ),
      column: 220,
    }),
    templateName: fields.tl(text('Template name', '模板名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 240,
    }),
    templateType: fields.select(text('Template type', '模板类型'), {
      options: TEMPLATE_TYPES,
      required: true,
      defaultValue: 'EMAIL',
      filter: true,
      sortable: true,
      column: 120,
    }),
    contentFormat: fields.select(text('Content format', '内容格式'), {
      options: CONTENT_FORMATS,
      required: true,
      defaultValue: 'HTML',
      filter: true,
      column: 120,
    }),
    templateContent: fields.code(text('Template content', '模板内容'), {
      language: 'html',
      max: 60_000,
      required: true,
      column: false,
      wide: true,
      help: text(
        'HTML or Markdown as the format says; {{name}} is replaced by the value of name',
        '按内容格式书写 HTML 或 Markdown；{{name}} 会被替换为 name 的值',
      ),
    }),
  },
  demo: [
    {
      _tenants: [0],
      templateCode: 'HSIF.SAMPLES_RECEIVED',
      templateName: 'Samples received',
      _tls: { templateName: { en_US: 'Samples received', zh_CN: '样本已接收' } },
      templateType: 'EMAIL',
      contentFormat: 'HTML',
      templateContent: SAMPLES_RECEIVED,
    },
    {
      _tenants: [0],
      templateCode: 'HSIF.QC_SUMMARY',
      templateName: 'QC summary of a batch',
      _tls: { templateName: { en_US: 'QC summary of a batch', zh_CN: '批次质检汇总' } },
      templateType: 'REPORT',
      contentFormat: 'MARKDOWN',
      templateContent: QC_SUMMARY,
    },
    {
      _tenants: [0],
      templateCode: 'HPFM.MAINTENANCE_NOTICE',
      templateName: 'Planned maintenance',
      _tls: { templateName: { en_US: 'Planned maintenance', zh_CN: '计划维护通知' } },
      templateType: 'NOTICE',
      contentFormat: 'HTML',
      templateContent: MAINTENANCE,
    },
  ],
});
