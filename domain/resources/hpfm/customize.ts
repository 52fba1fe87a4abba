import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The kinds of customization; the detail route carries it (`detail/:customizeType/:customizeId`). */
export const CUSTOMIZE_TYPES = [
  { value: 'GROOVY', label: text('Groovy script', 'Groovy 脚本') },
  { value: 'JAVA', label: text('Java class', 'Java 类') },
] as const;

const GROOVY_RULE = `// Rounds the concentration to two decimals before the sample is saved.
def sample = args[0]
if (sample.concentration != null) {
    sample.concentration = sample.concentration.setScale(2, java.math.RoundingMode.HALF_UP)
}
return sample
`;

const JAVA_RULE = `package org.hzero.demo.handler;

public class AuditHandler implements ICustomizeHandler {
    @Override
    public Object execute(Object... args) {
        System.out.println("customize: " + args.length + " argument(s)");
        return null;
    }
}
`;

/**
 * API customization (hpfm development): code run before, after or instead of service methods
 * (the points, its lines); the server checks that the code's brackets and quotes balance.
 */
export default defineResource({
  module: 'hpfm',
  name: 'customize',
  path: 'customize-rules',
  table: 'hpfm_customize',
  idField: 'customizeId',
  tenancy: 'tenant',
  title: text('Customization', '个性化配置'),
  entity: text('customization rule', '个性化规则'),
  nameField: 'customizeName',
  defaultSort: { field: 'customizeCode', order: 'asc' },
  route: '/hpfm/customize',
  detailRoute: '/hpfm/customize/detail/:customizeType/:customizeId',
  menu: { parent: 'hzero.hpfm.dev', sort: 140, quickIndex: text('customize', 'gxhpz') },
  lines: [{ key: 'points', resource: 'hpfm/customize-point' }],
  fields: {
    customizeCode: codeField(text('Rule code', '规则编码'), {
      pattern: '^[A-Z0-9][A-Z0-9_.-]{0,29}$',
      help: text(
        'Up to 30 uppercase letters, digits, _ . or -',
        '最多 30 个大写字母、数字、_ . 或 -',
      ),
    }),
    customizeName: fields.tl(text('Rule name', '规则名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 200,
    }),
    customizeType: fields.select(text('Type', '类别'), {
      options: CUSTOMIZE_TYPES,
      required: true,
      immutable: true,
      defaultValue: 'GROOVY',
      filter: true,
      column: 120,
    }),
    rulePosition: fields.select(text('Position', '位置'), {
      options: [
        { value: 'BEFORE', label: text('Before the method', '方法之前') },
        { value: 'AFTER', label: text('After the method', '方法之后') },
        { value: 'REPLACE', label: text('Instead of the method', '替换方法') },
      ],
      required: true,
      defaultValue: 'BEFORE',
      filter: true,
      column: 140,
    }),
    syncFlag: fields.flag(text('Synchronous', '同步'), { defaultValue: 1, column: 90 }),
    description: fields.longtext(text('Description', '描述'), { max: 480, column: 240 }),
    typeValue: fields.code(text('Code', '代码'), {
      language: 'groovy',
      max: 60_000,
      required: true,
      column: false,
      wide: true,
    }),
  },
  demo: [
    {
      customizeCode: 'SAMPLE.ROUND_CONC',
      customizeName: 'Round sample concentrations',
      customizeType: 'GROOVY',
      rulePosition: 'BEFORE',
      syncFlag: 1,
      description: 'Keeps two decimals of every concentration',
      typeValue: GROOVY_RULE,
      _tls: { customizeName: { en_US: 'Round sample concentrations', zh_CN: '样本浓度取整' } },
      points: [
        {
          serviceName: 'hsif',
          className: 'org.hzero.hsif.app.service.SampleService',
          methodName: 'save',
          description: 'Saving one sample',
        },
        {
          serviceName: 'hsif',
          className: 'org.hzero.hsif.app.service.SampleService',
          methodName: 'batchSave',
          description: 'Saving a sample sheet',
        },
      ],
    },
    {
      customizeCode: 'AUDIT.LOG',
      customizeName: 'Audit trail of orders',
      customizeType: 'JAVA',
      rulePosition: 'AFTER',
      syncFlag: 0,
      typeValue: JAVA_RULE,
      _tls: { customizeName: { en_US: 'Audit trail of orders', zh_CN: '订单审计记录' } },
      points: [
        {
          serviceName: 'hpro',
          className: 'org.hzero.hpro.app.service.OrderService',
          methodName: 'submit',
        },
      ],
    },
  ],
});
