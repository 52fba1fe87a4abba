/** The languages every text of the product is written in. */
export const LANGUAGES = ['en_US', 'zh_CN'] as const;

/** A language of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** A text in every language the product ships. */
export type Text = Readonly<Record<Language, string>>;

/** A text in English and Chinese. */
export function text(en_US: string, zh_CN: string): Text {
  return { en_US, zh_CN };
}

/** Whether `code` is one of {@link LANGUAGES}. */
export function isLanguage(code: unknown): code is Language {
  return (LANGUAGES as readonly unknown[]).includes(code);
}

/** The language to write in for a user's language code (English when unknown). */
export function languageOf(code: unknown): Language {
  return isLanguage(code) ? code : 'en_US';
}

/** Fills `%{name}` placeholders as node-polyglot does (unknown names are left as they are). */
export function fill(
  template: string,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/%\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}
