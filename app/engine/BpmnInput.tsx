import { Stack, Textarea } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { BpmnDiagram, FormItem, leftByUser, type BpmnDiagramLabels } from '../../design-system';
import { text as both, fill, type Text } from '../../domain/engine/text';
import { useI18n } from '../i18n';
import { useText } from './labels';
import type { ListFormField, ListRow } from './types';

/**
 * The texts of the BPMN input, in both languages. They load with this chunk, like the diagram:
 * in the core messages they would add to every page's first load.
 */
const TEXTS = {
  diagram: both('Diagram of %{field}', '%{field}流程图'),
  loading: both('Loading the diagram…', '正在加载流程图…'),
  empty: both('No diagram yet', '暂无流程图'),
  errorTitle: both('The diagram cannot be shown', '无法显示流程图'),
  notWellFormed: both(
    'The XML is not well-formed: check line %{line}. What you typed is kept.',
    'XML 格式不正确：请检查第 %{line} 行。已输入的内容已保留。',
  ),
  notBpmn: both('The XML is not a BPMN 2.0 process definition.', '该 XML 不是 BPMN 2.0 流程定义。'),
  noDiagram: both(
    'The process has no diagram layout (BPMN DI) to draw.',
    '该流程没有可绘制的图形布局（BPMN DI）。',
  ),
  otherProblem: both('The process could not be read.', '无法读取该流程。'),
  loadFailed: both(
    'The diagram tool could not be loaded. Check the connection and reload the page.',
    '流程图组件加载失败，请检查网络后刷新页面。',
  ),
  detail: both('Parser message: %{message}', '解析器信息：%{message}'),
  highlighted: both('Highlighted: %{names}', '高亮节点：%{names}'),
} satisfies Record<string, Text>;

/** The element ids a highlight field's value lists, comma-separated. */
export function highlightIds(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** Props of {@link BpmnInput}. */
export interface BpmnInputProps {
  field: ListFormField;
  readOnly: boolean;
  /** The field of the row whose value lists the elements to highlight. */
  highlight?: string;
}

/**
 * A BPMN process as the form edits it: the diagram (bpmn-js's modeler, or its viewer when
 * read-only) above the XML. Either changes the value: typed XML is drawn once typing pauses, an
 * edited diagram is written back as XML; XML that cannot be drawn shows why and stays as typed.
 */
export default function BpmnInput({ field, readOnly, highlight }: BpmnInputProps) {
  const { locale } = useI18n();
  const text = useText();
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<ListRow>();
  const value = values[field.name];
  const xml = typeof value === 'string' ? value : '';
  const highlightValue = highlight === undefined ? undefined : values[highlight];
  const ids = useMemo(() => highlightIds(highlightValue), [highlightValue]);
  const label = text(field.label);
  const labels = useMemo((): BpmnDiagramLabels => {
    const list = new Intl.ListFormat(locale.replace('_', '-'), { type: 'unit' });
    return {
      loading: text(TEXTS.loading),
      empty: text(TEXTS.empty),
      errorTitle: text(TEXTS.errorTitle),
      notWellFormed: (line) => fill(text(TEXTS.notWellFormed), { line }),
      notBpmn: text(TEXTS.notBpmn),
      noDiagram: text(TEXTS.noDiagram),
      otherProblem: text(TEXTS.otherProblem),
      loadFailed: text(TEXTS.loadFailed),
      detail: (message) => fill(text(TEXTS.detail), { message }),
      highlighted: (names) => fill(text(TEXTS.highlighted), { names: list.format(names) }),
    };
  }, [locale, text]);
  const error = errors[field.name];
  const shownError =
    (touched[field.name] || submitCount > 0) && typeof error === 'string' ? error : undefined;
  return (
    <FormItem
      label={label}
      required={field.required}
      readOnly={readOnly}
      error={shownError}
      helperText={field.help ? text(field.help) : undefined}
      fullWidth
    >
      {(aria) => (
        <Stack gap="2" width="100%">
          <BpmnDiagram
            xml={xml}
            label={fill(text(TEXTS.diagram), { field: label })}
            highlight={ids}
            labels={labels}
            onChange={
              readOnly
                ? undefined
                : (next) => {
                    void setFieldValue(field.name, next);
                    void setFieldTouched(field.name, true, false);
                  }
            }
          />
          <Textarea
            {...aria}
            name={field.name}
            rows={10}
            readOnly={readOnly}
            fontFamily="mono"
            fontSize="sm"
            spellCheck={false}
            whiteSpace="pre"
            value={xml}
            onChange={(event) => void setFieldValue(field.name, event.target.value)}
            onBlur={(event) => {
              if (leftByUser(event)) void setFieldTouched(field.name, true);
            }}
          />
        </Stack>
      )}
    </FormItem>
  );
}
