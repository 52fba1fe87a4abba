/**
 * Data points of a device: fixed while their device is registered; only a number has a unit, a
 * precision and a range (its minimum at most its maximum); measuring and status points report
 * at an interval, control parameters (sent to the device) have none.
 */
import BigNumber from 'bignumber.js';
import { text } from '../../../domain/engine/text';
import { REPORTED_CATEGORIES } from '../../../domain/resources/hiot/device-property';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { blank, merged, refuse } from '../hpfm/support/say';
import { refusal, storedThing, T } from './support/devices';

const P = {
  numberOnly: text(
    '%{field}: only a number data point has one, not a %{type} one',
    '%{field}：只有数值类型的数据点需要填写，%{type}类型不填',
  ),
  range: text(
    '%{field} %{min} is more than the maximum %{max}',
    '%{field} %{min} 大于合理最大值 %{max}',
  ),
  intervalRequired: text(
    '%{field} is required for a measuring or status point',
    '测量点和状态点必须填写%{field}',
  ),
  intervalNone: text(
    '%{field}: a control parameter is sent to the device, it reports at no interval',
    '%{field}：控制参数下发给设备，不按间隔上报',
  ),
} as const;

/** The number-only fields of a data point. */
const NUMBER_ONLY = ['unitCode', 'minValue', 'maxValue', 'valuePrecision'] as const;

/** Refuses a change of the data points of a registered device. */
function checkDeviceOpen(context: HookContext, thingId: number): void {
  const thing = storedThing(context, thingId);
  if (thing?.status === 'REGISTERED') {
    throw refusal(context, 'points_fixed', T.pointsFixed, { name: thing.thingName });
  }
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const point = merged(values, current);
    checkDeviceOpen(context, Number(point.thingId));
    if (point.dataType !== 'NUMBER') {
      const type = context.resource.fields.dataType;
      const option =
        type?.kind === 'select'
          ? type.options?.find((item) => item.value === point.dataType)
          : undefined;
      for (const name of NUMBER_ONLY) {
        if (!blank(point[name])) {
          throw refuse(context, name, P.numberOnly, {
            type: option?.label[context.scope.lang] ?? String(point.dataType),
          });
        }
      }
    }
    if (
      !blank(point.minValue) &&
      !blank(point.maxValue) &&
      new BigNumber(String(point.minValue)).isGreaterThan(String(point.maxValue))
    ) {
      throw refuse(context, 'minValue', P.range, {
        min: String(point.minValue),
        max: String(point.maxValue),
      });
    }
    const reported = REPORTED_CATEGORIES.includes(String(point.category));
    if (reported && blank(point.reportInterval)) {
      throw refuse(context, 'reportInterval', P.intervalRequired);
    }
    if (!reported && !blank(point.reportInterval)) {
      throw refuse(context, 'reportInterval', P.intervalNone);
    }
  },
  beforeDelete: (context, row) => checkDeviceOpen(context, Number(row.thingId)),
};

export default hooks;
