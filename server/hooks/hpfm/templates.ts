/** Content templates: every `{{` of the content opens a placeholder that `}}` closes. */
import { text } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import { refuse } from './support/say';

const PLACEHOLDER = /^\{\{\s*[A-Za-z_][A-Za-z0-9_.]*\s*\}\}/;

const BROKEN = text(
  '%{field}: the placeholder at character %{at} must be {{name}} (letters, digits, _ or .)',
  '%{field}：第 %{at} 个字符处的占位符必须写作 {{name}}（字母、数字、_ 或 .）',
);

/** The 0-based offset of the first `{{` that does not open a well-formed placeholder. */
export function brokenPlaceholder(content: string): number | undefined {
  let at = content.indexOf('{{');
  while (at >= 0) {
    const match = PLACEHOLDER.exec(content.slice(at));
    if (!match) return at;
    at = content.indexOf('{{', at + match[0].length);
  }
  return undefined;
}

const hooks: ResourceHooks = {
  beforeWrite(context, values) {
    if (typeof values.templateContent !== 'string') return;
    const at = brokenPlaceholder(values.templateContent);
    if (at !== undefined) throw refuse(context, 'templateContent', BROKEN, { at: at + 1 });
  },
};

export default hooks;
