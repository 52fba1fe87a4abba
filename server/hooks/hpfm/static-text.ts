/**
 * Static texts: one row per code and language in a tenant, built-in rows never deleted, and an
 * HTML body the app can show as it is (see {@link htmlProblem}).
 */
import { text, type Language } from '../../../domain/engine/text';
import { htmlProblem, type HtmlProblem } from './texts/html';
import { refuse } from './support/say';
import { builtInTextHooks } from './texts/overrides';

const ALLOWED = text(
  'paragraphs, headings, lists, tables, links, images and bold, italic or underlined text',
  '段落、标题、列表、表格、链接、图片以及加粗、斜体或下划线文字',
);

const MESSAGES = {
  tag: text(
    '%{field} may not contain <%{tag}>; it may hold %{allowed}',
    '%{field}不能包含 <%{tag}>；可以包含%{allowed}',
  ),
  attribute: text(
    '%{field} may not give <%{tag}> the attribute %{attribute}',
    '%{field}中的 <%{tag}> 不能带有属性 %{attribute}',
  ),
  url: text(
    '%{field}: %{attribute} of <%{tag}> must be an http(s), mailto or /page address, not %{value}',
    '%{field}：<%{tag}> 的 %{attribute} 必须是 http(s)、mailto 或 /页面 地址，而不是 %{value}',
  ),
  unclosed: text(
    '%{field} has a tag, comment or quote that is never closed (at character %{at})',
    '%{field}中有未闭合的标签、注释或引号（第 %{at} 个字符处）',
  ),
};

function vars(problem: HtmlProblem, lang: Language): Record<string, string | number> {
  switch (problem.kind) {
    case 'tag':
      return { tag: problem.tag, allowed: ALLOWED[lang] };
    case 'attribute':
      return { tag: problem.tag, attribute: problem.attribute };
    case 'url':
      return { tag: problem.tag, attribute: problem.attribute, value: problem.value.slice(0, 60) };
    case 'unclosed':
      return { at: problem.at + 1 };
  }
}

export default builtInTextHooks(['textCode', 'lang'], ['title', 'text'], (context, values) => {
  if (typeof values.text !== 'string') return;
  const problem = htmlProblem(values.text);
  if (!problem) return;
  throw refuse(context, 'text', MESSAGES[problem.kind], vars(problem, context.scope.lang));
});
