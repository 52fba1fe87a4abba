/** The editors of a {@link SheetGrid}: a cell's, and the 'Set whole column' form. */
import { chakra, Popover, Portal, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { formatLabel, type SheetGridColumn } from './sheetGrid';
import type { SheetGridLabels } from './SheetGrid';

/** The text a cell shows for `value`: a drop-down column's label of it, else the value. */
export function displayValue(column: SheetGridColumn, value: string): string {
  if (column.type !== 'select') return value;
  return column.options?.find((option) => option.value === value)?.label ?? value;
}

interface CellEditorProps {
  column: SheetGridColumn;
  draft: string;
  label: string;
  emptyOption: string;
  invalid: true | undefined;
  describedBy: string | undefined;
  css: SystemStyleObject | undefined;
  onDraft: (draft: string) => void;
  onBlur: (event: FocusEvent) => void;
}

/** The input (or drop-down list) of the cell being edited; focused when it appears. */
export function CellEditor({
  column,
  draft,
  label,
  emptyOption,
  invalid,
  describedBy,
  css,
  onDraft,
  onBlur,
}: CellEditorProps) {
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus();
    if (element instanceof HTMLInputElement) {
      element.setSelectionRange(element.value.length, element.value.length);
    }
  }, []);
  const common = {
    ref,
    'aria-label': label,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    css,
    onBlur,
  };
  if (column.type === 'select') {
    return (
      <chakra.select {...common} value={draft} onChange={(event) => onDraft(event.target.value)}>
        <option value="">{emptyOption}</option>
        {column.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {draft && !column.options?.some((option) => option.value === draft) ? (
          <option value={draft}>{draft}</option>
        ) : null}
      </chakra.select>
    );
  }
  return (
    <chakra.input
      {...common}
      type="text"
      inputMode={column.type === 'number' ? 'decimal' : undefined}
      autoComplete="off"
      value={draft}
      onChange={(event) => onDraft(event.target.value)}
    />
  );
}

interface BulkEditProps {
  column: SheetGridColumn;
  open: boolean;
  /** Called with the column's key. */
  onOpenChange: (key: string, open: boolean) => void;
  /** Called with the column's key. */
  onApply: (key: string, value: string) => void;
  text: SheetGridLabels;
  styles: Record<string, SystemStyleObject | undefined>;
}

/**
 * A column header's 'Set whole column' button and its popover; memoized with stable callbacks,
 * so that editing a cell does not re-render the header.
 */
export const BulkEdit = memo(function BulkEdit({
  column,
  open,
  onOpenChange,
  onApply,
  text,
  styles,
}: BulkEditProps) {
  const [value, setValue] = useState('');
  const title = formatLabel(text.setColumn, { column: column.title });
  const fieldId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(column.key, value);
    setValue('');
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(column.key, details.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <chakra.button type="button" css={styles.headerButton} aria-label={title} title={title}>
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path
              d="M3 3h10M3 8h10M3 13h10"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
        </chakra.button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named here as well: Zag links the title only if it saw it mounted in time. */}
          <Popover.Content css={styles.popover} aria-label={title}>
            <chakra.form onSubmit={submit} display="contents">
              <Popover.Title css={styles.popoverTitle}>{title}</Popover.Title>
              <chakra.label htmlFor={fieldId} css={styles.popoverLabel}>
                {text.value}
              </chakra.label>
              {column.type === 'select' ? (
                <select
                  id={fieldId}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                >
                  <option value="">{text.emptyOption}</option>
                  {column.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={fieldId}
                  type="text"
                  autoComplete="off"
                  inputMode={column.type === 'number' ? 'decimal' : undefined}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                />
              )}
              <chakra.div css={styles.popoverFooter}>
                <chakra.button
                  type="button"
                  css={styles.button}
                  onClick={() => onOpenChange(column.key, false)}
                >
                  {text.cancel}
                </chakra.button>
                <chakra.button type="submit" css={styles.button} data-primary="">
                  {text.apply}
                </chakra.button>
              </chakra.div>
            </chakra.form>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
});
