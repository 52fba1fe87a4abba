import { fill, text, type Text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { BusinessError } from '../../http/errors';
import { RATE_TYPES } from '../../../domain/resources/hpfm/rate';

const SAME: Text = text(
  'The from and to currencies must differ (%{currency})',
  '币种与兑换币种不能相同（%{currency}）',
);
const DUPLICATE: Text = text(
  'A %{type} rate from %{from} to %{to} on %{date} already exists',
  '%{date} 从 %{from} 到 %{to} 的%{type}已存在',
);

/**
 * Exchange rates: from and to currencies differ, and there is one rate per pair of currencies,
 * rate type and date.
 */
const hooks: ResourceHooks = {
  beforeWrite(context, values, current) {
    const { engine, scope, resource } = context;
    const from = Number(values.fromCurrencyId ?? current?.fromCurrencyId);
    const to = Number(values.toCurrencyId ?? current?.toCurrencyId);
    const currencies = engine.resource('hpfm/currency');
    const code = (id: number) =>
      String(engine.store.get(currencies, scope, id)?.values.currencyCode ?? id);
    if (from === to) {
      throw new BusinessError(
        'error.hpfm.rate.same_currency',
        fill(SAME[scope.lang], { currency: code(from) }),
        'warn',
      );
    }
    const rateType = String(values.rateType ?? current?.rateType);
    const rateDate = String(values.rateDate ?? current?.rateDate);
    const twins = engine.store.count(
      resource,
      scope,
      { fromCurrencyId: from, toCurrencyId: to, rateType, rateDate },
      current ? Number(current.exchangeRateId) : undefined,
    );
    if (twins > 0) {
      const type = RATE_TYPES.find((option) => option.value === rateType)?.label[scope.lang];
      throw new BusinessError(
        'error.hpfm.rate.duplicate',
        fill(DUPLICATE[scope.lang], {
          type: type ?? rateType,
          from: code(from),
          to: code(to),
          date: rateDate,
        }),
        'warn',
      );
    }
  },
};

export default hooks;
