import { SERVICE_CODE_HELP, SERVICE_CODE_PATTERN } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** A service method a customization rule applies to. */
export default defineResource({
  module: 'hpfm',
  name: 'customize-point',
  path: 'customize-points',
  table: 'hpfm_customize_point',
  idField: 'pointId',
  tenancy: 'tenant',
  title: text('Customization Points', '个性化切入点'),
  entity: text('customization point', '切入点'),
  nameField: 'methodName',
  defaultSort: { field: 'className', order: 'asc' },
  parent: { resource: 'hpfm/customize', field: 'customizeId' },
  fields: {
    customizeId: fields.integer(text('Rule', '规则'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    serviceName: fields.text(text('Service', '服务'), {
      max: 60,
      required: true,
      pattern: SERVICE_CODE_PATTERN,
      help: SERVICE_CODE_HELP,
      filter: true,
      column: 120,
    }),
    className: fields.text(text('Class', '类名'), {
      max: 240,
      required: true,
      pattern: '^[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*$',
      help: text(
        'A fully qualified class name, e.g. org.example.SampleService',
        '全限定类名，例如 org.example.SampleService',
      ),
      sortable: true,
      column: 320,
    }),
    methodName: fields.text(text('Method', '方法名'), {
      max: 120,
      required: true,
      pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$',
      help: text('A method name: letters, digits, _ or $', '方法名：字母、数字、_ 或 $'),
      column: 140,
    }),
    description: fields.text(text('Description', '描述'), { max: 240, column: 200 }),
  },
});
