/**
 * The HTML a static text may hold, which the app shows as HTML: an allow-list of tags and
 * attributes, links and images only to http(s), mailto and the product's own pages. A text
 * with anything else (scripts, event handlers, styles, frames, `javascript:` links) is refused
 * as a whole rather than changed behind the writer's back. The scan follows the browser's
 * tokenizer (quoted values may hold `>`), so that what is checked is what the browser reads.
 */
import {
  STATIC_TEXT_COMMON_ATTRIBUTES,
  STATIC_TEXT_TAGS,
  STATIC_TEXT_URLS,
} from '../../../../domain/resources/hpfm/static-text';

/** What makes an HTML text unacceptable. */
export type HtmlProblem =
  | { kind: 'tag'; tag: string }
  | { kind: 'attribute'; tag: string; attribute: string }
  | { kind: 'url'; tag: string; attribute: string; value: string }
  | { kind: 'unclosed'; at: number };

const SPACE = /[\t\n\f\r ]/;

/** The first thing in `source` outside the allow-list, or undefined when it is all allowed. */
export function htmlProblem(source: string): HtmlProblem | undefined {
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('<', at);
    if (open < 0) return undefined;
    const next = source[open + 1] ?? '';
    if (source.startsWith('<!--', open)) {
      const end = source.indexOf('-->', open + 4);
      if (end < 0) return { kind: 'unclosed', at: open };
      at = end + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const end = source.indexOf('>', open);
      if (end < 0) return { kind: 'unclosed', at: open };
      at = end + 1;
      continue;
    }
    const closing = next === '/';
    const nameStart = closing ? open + 2 : open + 1;
    if (!/[A-Za-z]/.test(source[nameStart] ?? '')) {
      at = open + 1;
      continue;
    }
    let cursor = nameStart;
    while (
      cursor < source.length &&
      !SPACE.test(source[cursor] ?? '') &&
      !'/>'.includes(source[cursor] ?? '')
    ) {
      cursor += 1;
    }
    const tag = source.slice(nameStart, cursor).toLowerCase();
    const allowed = STATIC_TEXT_TAGS.get(tag);
    if (!allowed) return { kind: 'tag', tag };
    // Attributes, until the tag's '>' outside quotes.
    for (;;) {
      while (
        cursor < source.length &&
        (SPACE.test(source[cursor] ?? '') || source[cursor] === '/')
      ) {
        cursor += 1;
      }
      if (cursor >= source.length) return { kind: 'unclosed', at: open };
      if (source[cursor] === '>') {
        cursor += 1;
        break;
      }
      const attributeStart = cursor;
      cursor += 1;
      while (
        cursor < source.length &&
        !SPACE.test(source[cursor] ?? '') &&
        !'/>='.includes(source[cursor] ?? '')
      ) {
        cursor += 1;
      }
      const attribute = source.slice(attributeStart, cursor).toLowerCase();
      while (cursor < source.length && SPACE.test(source[cursor] ?? '')) cursor += 1;
      let value = '';
      if (source[cursor] === '=') {
        cursor += 1;
        while (cursor < source.length && SPACE.test(source[cursor] ?? '')) cursor += 1;
        const quote = source[cursor];
        if (quote === '"' || quote === "'") {
          const end = source.indexOf(quote, cursor + 1);
          if (end < 0) return { kind: 'unclosed', at: open };
          value = source.slice(cursor + 1, end);
          cursor = end + 1;
        } else {
          const valueStart = cursor;
          while (
            cursor < source.length &&
            !SPACE.test(source[cursor] ?? '') &&
            source[cursor] !== '>'
          ) {
            cursor += 1;
          }
          value = source.slice(valueStart, cursor);
        }
      }
      if (closing) continue;
      if (!allowed.includes(attribute) && !STATIC_TEXT_COMMON_ATTRIBUTES.includes(attribute)) {
        return { kind: 'attribute', tag, attribute };
      }
      const rule = STATIC_TEXT_URLS[attribute];
      if (rule && !rule.test(value)) return { kind: 'url', tag, attribute, value };
    }
    at = cursor;
  }
  return undefined;
}
