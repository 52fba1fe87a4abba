import { codeField } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** What a data point is: a value measured, a state, or a value sent to the device. */
export const PROPERTY_CATEGORIES = [
  { value: 'MEASURING_POINT', label: text('Measuring point', '测量点') },
  { value: 'STATUS_POINT', label: text('Status point', '状态点') },
  { value: 'CONTROL_PARAMETER', label: text('Control parameter', '控制参数') },
] as const;

/** The data points a device reports on its own, each at its report interval. */
export const REPORTED_CATEGORIES: readonly string[] = ['MEASURING_POINT', 'STATUS_POINT'];

/** The types of a data point's value. */
export const DATA_TYPES = [
  { value: 'NUMBER', label: text('Number', '数值') },
  { value: 'BOOL', label: text('Boolean', '布尔') },
  { value: 'ENUM', label: text('Enumeration', '枚举') },
  { value: 'STRING', label: text('Text', '文本') },
  { value: 'DATE', label: text('Date', '日期') },
  { value: 'DATE_TIME', label: text('Date and time', '日期时间') },
] as const;

/**
 * A data point of an IoT device (hiot): a value the device measures or reports (measuring and
 * status points, each at its report interval) or one it accepts (control parameters). Only a
 * number has a unit, a precision and a reasonable range (minimum at most the maximum). Edited
 * with its device on the device's page, and fixed while the device is registered.
 */
export default defineResource({
  module: 'hiot',
  name: 'device-property',
  path: 'thing-properties',
  table: 'hiot_thing_property',
  idField: 'propertyId',
  tenancy: 'tenant',
  enabledFlag: false,
  title: text('Data points', '数据点'),
  entity: text('data point', '数据点'),
  nameField: 'propertyName',
  defaultSort: { field: 'propertyId', order: 'asc' },
  parent: { resource: 'hiot/device', field: 'thingId' },
  fields: {
    thingId: fields.integer(text('Device', '设备'), {
      readOnly: true,
      form: false,
      column: false,
    }),
    propertyCode: codeField(text('Code', '编码'), { filter: false, column: 140 }),
    propertyName: fields.text(text('Name', '名称'), { max: 120, required: true, column: 160 }),
    category: fields.select(text('Category', '分类'), {
      options: PROPERTY_CATEGORIES,
      required: true,
      defaultValue: 'MEASURING_POINT',
      column: 120,
    }),
    dataType: fields.select(text('Data type', '数据类型'), {
      options: DATA_TYPES,
      required: true,
      defaultValue: 'NUMBER',
      column: 110,
    }),
    unitCode: fields.text(text('Unit', '计量单位'), {
      max: 20,
      column: 90,
      help: text('Of a number only, e.g. °C', '仅数值类型填写，例如 °C'),
    }),
    minValue: fields.decimal(text('Minimum', '合理最小值'), {
      scale: 6,
      min: '-1000000000',
      max: '1000000000',
      column: 110,
      help: text('Of a number only; at most the maximum', '仅数值类型填写；不大于合理最大值'),
    }),
    maxValue: fields.decimal(text('Maximum', '合理最大值'), {
      scale: 6,
      min: '-1000000000',
      max: '1000000000',
      column: 110,
      help: text('Of a number only; at least the minimum', '仅数值类型填写；不小于合理最小值'),
    }),
    valuePrecision: fields.integer(text('Decimals', '精度位数'), {
      min: 0,
      max: 6,
      column: 90,
      help: text('Of a number only: 0 to 6', '仅数值类型填写：0 至 6'),
    }),
    reportInterval: fields.integer(text('Report interval (s)', '采集间隔（秒）'), {
      min: 1,
      max: 86_400,
      column: 130,
      help: text(
        'Required for measuring and status points: 1 to 86400 seconds; a control parameter has none',
        '测量点和状态点必填：1 至 86400 秒；控制参数不填',
      ),
    }),
    description: fields.text(text('Description', '说明'), { max: 240, column: 180 }),
  },
});
