import {
  STATIC_TEXT_COMMON_ATTRIBUTES,
  STATIC_TEXT_TAGS,
  STATIC_TEXT_URLS,
} from '../../domain/contract/staticText';

/** Elements removed with everything in them (their content is not text to show). */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'textarea',
  'select',
  'title',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'form',
]);

function clean(parent: ParentNode): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    const allowed = STATIC_TEXT_TAGS.get(tag);
    if (!allowed) {
      if (DROPPED.has(tag)) element.remove();
      else {
        clean(element);
        element.replaceWith(...Array.from(element.childNodes));
      }
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const rule = STATIC_TEXT_URLS[name];
      const kept =
        (allowed.includes(name) || STATIC_TEXT_COMMON_ATTRIBUTES.includes(name)) &&
        (!rule || rule.test(attribute.value.trim()));
      if (!kept) element.removeAttribute(attribute.name);
    }
    if (tag === 'a' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
    clean(element);
  }
}

/**
 * `html` reduced to the static texts' allow-list (the tags, attributes and addresses the server
 * accepts on save): a second guard in the browser, for a text that reached the database some
 * other way. Parsed inertly: nothing in it runs or loads while it is checked.
 */
export function safeHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  clean(document.body);
  return document.body.innerHTML;
}
