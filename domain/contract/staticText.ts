/**
 * What a static text (hpfm 静态文本, `domain/resources/hpfm/static-text.ts`) may hold and where
 * the app shows one: the server refuses anything else and the app renders nothing else. Kept
 * apart from the description so that the pages that show texts do not load the descriptions.
 */

const PLAIN_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'li',
  'blockquote',
  'code',
  'pre',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
] as const;

/**
 * The tags a static text's HTML may hold, each with the attributes it may have besides
 * {@link STATIC_TEXT_COMMON_ATTRIBUTES}: the server refuses a text with anything else, and the
 * app shows nothing else.
 */
export const STATIC_TEXT_TAGS: ReadonlyMap<string, readonly string[]> = new Map<
  string,
  readonly string[]
>([
  ...PLAIN_TAGS.map((tag): [string, readonly string[]] => [tag, []]),
  ['ol', ['start']],
  ['th', ['colspan', 'rowspan']],
  ['td', ['colspan', 'rowspan']],
  ['a', ['href', 'target', 'rel']],
  ['img', ['src', 'alt', 'width', 'height']],
]);

/** The static text the sign-in pages show (the portal's and the operators'). */
export const SIGN_IN_NOTICE = 'HZERO.SIGN_IN.NOTICE';

/** Attributes every allowed tag of a static text may have. */
export const STATIC_TEXT_COMMON_ATTRIBUTES: readonly string[] = ['class', 'title'];

/** Where a static text's links and images may point: http(s), mailto and the product's pages. */
export const STATIC_TEXT_URLS: Readonly<Record<string, RegExp>> = {
  href: /^(https?:\/\/|mailto:|\/(?!\/)|#)/i,
  src: /^(https?:\/\/|\/(?!\/))/i,
};
