import { number, object, string, type AnySchema } from 'yup';
import type { Locale, MessageKey, Translate } from '../i18n';
import { labelText } from './labels';
import type { FieldRule, ListFormField, ListQueryField } from './types';

/** Options of {@link textRule}. */
export interface TextRuleOptions {
  /** Must not be empty. */
  required?: boolean;
  /** Fewest characters. */
  min?: number;
  /** Most characters. */
  max?: number;
  /** The value must match it (when not empty). */
  pattern?: RegExp;
  /** Message key describing the pattern, as in '%{field}: 2 or 3 uppercase letters'. */
  formatKey?: MessageKey;
}

/** A text value: `null` or `''` when empty. */
export function textRule({ required, min, max, pattern, formatKey }: TextRuleOptions): FieldRule {
  return ({ t, label }) => {
    let schema = string().nullable().trim();
    if (required) schema = schema.required(t('engine.validation.required', { field: label }));
    if (min !== undefined) {
      schema = schema.min(min, t('engine.validation.minLength', { field: label, min }));
    }
    if (max !== undefined) {
      schema = schema.max(max, t('engine.validation.maxLength', { field: label, max }));
    }
    if (pattern) {
      const rule = formatKey ? t(formatKey) : '';
      schema = schema.matches(pattern, {
        message: t('engine.validation.format', { field: label, rule }),
        excludeEmptyString: true,
      });
    }
    return schema;
  };
}

/** Options of {@link integerRule}. */
export interface IntegerRuleOptions {
  /** Must not be empty. */
  required?: boolean;
  /** Smallest value. */
  min?: number;
  /** Largest value. */
  max?: number;
}

/** A whole number: `null` when empty. */
export function integerRule({ required, min, max }: IntegerRuleOptions): FieldRule {
  return ({ t, label }) => {
    let schema = number()
      .nullable()
      .typeError(t('engine.validation.integer', { field: label }))
      .integer(t('engine.validation.integer', { field: label }));
    if (required) schema = schema.required(t('engine.validation.required', { field: label }));
    if (min !== undefined)
      schema = schema.min(min, t('engine.validation.min', { field: label, min }));
    if (max !== undefined)
      schema = schema.max(max, t('engine.validation.max', { field: label, max }));
    return schema;
  };
}

/** Options of {@link decimalRule}. */
export interface DecimalRuleOptions extends IntegerRuleOptions {
  /** Most decimals. */
  scale: number;
}

/** A decimal kept as text (no rounding on the way): `null` or `''` when empty. */
export function decimalRule({ required, min, max, scale }: DecimalRuleOptions): FieldRule {
  const shape = new RegExp(`^-?\\d+(\\.\\d{1,${scale}})?$`);
  return ({ t, label }) => {
    let schema = string().nullable().trim();
    if (required) schema = schema.required(t('engine.validation.required', { field: label }));
    return schema
      .matches(shape, {
        message: t('engine.validation.decimal', { field: label, scale }),
        excludeEmptyString: true,
      })
      .test(
        'min',
        t('engine.validation.min', { field: label, min: min ?? 0 }),
        (value) => min === undefined || !value || Number(value) >= min,
      )
      .test(
        'max',
        t('engine.validation.max', { field: label, max: max ?? 0 }),
        (value) => max === undefined || !value || Number(value) <= max,
      );
  };
}

/** The yup schema of a set of fields, in the language of `t`. */
export function buildSchema(
  fields: readonly (ListFormField | ListQueryField)[],
  t: Translate,
  locale: Locale = 'en_US',
): AnySchema {
  const shape: Record<string, AnySchema> = {};
  for (const field of fields) {
    if (field.rule) shape[field.name] = field.rule({ t, label: labelText(field.label, t, locale) });
  }
  return object(shape);
}
