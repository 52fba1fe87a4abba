import Polyglot from 'node-polyglot';
import { createContext, useContext } from 'react';
import en_US from './en_US';
import type { Locale, MessageKey, Messages } from './types';

export type { Locale, MessageKey, Messages } from './types';

/** Locales the product ships, with their names in their own language. */
export const LOCALES: { code: Locale; name: string }[] = [
  { code: 'en_US', name: 'English' },
  { code: 'zh_CN', name: '简体中文' },
];

/** The locale used when the user's language is unknown or unsupported. */
export const DEFAULT_LOCALE: Locale = 'en_US';

/** Whether `code` names a locale the product ships. */
export function isLocale(code: unknown): code is Locale {
  return LOCALES.some((locale) => locale.code === code);
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The first of the browser's languages that the product ships (`zh`, `zh-CN`, `zh-Hans` give
 * Simplified Chinese; traditional Chinese does not), or undefined when the browser names none.
 */
export function browserLocale(
  languages: readonly string[] = navigatorLanguages(),
): Locale | undefined {
  for (const tag of languages) {
    const [language = '', ...rest] = tag.toLowerCase().split(/[-_]/);
    if (language === 'en') return 'en_US';
    if (language === 'zh' && !rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part))) {
      return 'zh_CN';
    }
  }
  return undefined;
}

const loaders: Record<Locale, () => Promise<Messages>> = {
  en_US: async () => en_US,
  zh_CN: async () => (await import('./zh_CN')).default,
};

const cache = new Map<Locale, Messages>([['en_US', en_US]]);

/** Loads a locale's messages once; later calls answer from the cache. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const messages = await loaders[locale]();
  cache.set(locale, messages);
  return messages;
}

/** Translates a key, filling `%{var}` placeholders. */
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A translator over one locale's messages (missing keys fall back to English). */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const fallback = new Polyglot({ phrases: en_US, locale: 'en' });
  const polyglot = new Polyglot({
    phrases: messages,
    locale: locale.slice(0, 2),
    onMissingKey: (key, options) => fallback.t(key, options),
  });
  return (key, vars) => polyglot.t(key, vars);
}

/** The translator of the current locale; English until the app provides another. */
export const I18nContext = createContext<{ locale: Locale; t: Translate }>({
  locale: DEFAULT_LOCALE,
  t: createTranslator(DEFAULT_LOCALE, en_US),
});

/** The current locale and its translator. */
export function useI18n() {
  return useContext(I18nContext);
}
