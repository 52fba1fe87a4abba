import Polyglot from 'node-polyglot';
import { createContext, useContext } from 'react';
import en_US from './en_US';
import type { Locale, MessageKey } from './types';

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

/** Nested message texts, as a message file or part holds them. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Messages of a part of the app that loads with its pages, in every locale. */
export type MessagePart = Readonly<Record<Locale, object>>;

const loaders: Record<Locale, () => Promise<MessageTree>> = {
  en_US: async () => en_US,
  zh_CN: async () => (await import('./zh_CN')).default,
};

/** Each locale's messages loaded so far, with the parts added so far merged in. */
const cache = new Map<Locale, MessageTree>([['en_US', en_US]]);
const parts: MessagePart[] = [];

/** `base` with `extra` merged in, key by key (neither is changed). */
function merged(base: MessageTree, extra: object): MessageTree {
  const result: MessageTree = { ...base };
  for (const [key, value] of Object.entries(extra) as [string, string | MessageTree][]) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
  }
  return result;
}

/**
 * Adds the messages of a part of the app (its own chunk, such as the portal's pages) to every
 * locale, loaded or still to load. A part is added once.
 */
export function addMessagePart(part: MessagePart): void {
  if (parts.includes(part)) return;
  parts.push(part);
  for (const [locale, messages] of cache) cache.set(locale, merged(messages, part[locale]));
}

/** `base`, a locale's messages, with the parts added so far (stories and tests start from one). */
export function withMessageParts(locale: Locale, base: MessageTree): MessageTree {
  return parts.reduce((messages, part) => merged(messages, part[locale]), base);
}

/** A loaded locale's messages, parts included; undefined until it is loaded. */
export function loadedMessages(locale: Locale): MessageTree | undefined {
  return cache.get(locale);
}

/** Loads a locale's messages once (with the parts added so far); later calls use the cache. */
export async function loadMessages(locale: Locale): Promise<MessageTree> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const loaded = withMessageParts(locale, await loaders[locale]());
  cache.set(locale, loaded);
  return loaded;
}

/** Translates a key, filling `%{var}` placeholders. */
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A translator over one locale's messages (missing keys fall back to English). */
export function createTranslator(locale: Locale, messages: MessageTree): Translate {
  const fallback = new Polyglot({ phrases: cache.get('en_US') ?? en_US, locale: 'en' });
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
