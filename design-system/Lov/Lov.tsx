import { chakra, IconButton, Input } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { lovSlotRecipe } from './lov.recipe';
import { DEFAULT_LOV_LABELS, LovModal, type LovLabels } from './LovModal';
import type { LovLoadData, LovLoadView, LovRow, ResolvedLovView } from './lovView';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

/** Props of {@link Lov}. */
export interface LovProps {
  /** Code of the value-list view the modal shows. */
  viewCode: string;
  /** The current value (the chosen row's value field). */
  value: unknown;
  /** Text shown for the value; the value itself when omitted. */
  displayValue?: string | null;
  /** Called with the chosen row's value and the row, or `(null, null)` on clear. */
  onChange: (value: unknown, record: LovRow | null) => void;
  /** Loads the view definition; resolves `null` for an unknown code. */
  loadView: LovLoadView;
  /** Loads a page of rows, or a plain array (a tree). */
  loadData: LovLoadData;
  /** Texts; English when omitted. */
  labels?: Partial<LovLabels>;
  /** Disables the field: no modal, no clearing. */
  disabled?: boolean;
  /** Text shown while there is no value. */
  placeholder?: string;
  /** Name of the input, for forms. */
  name?: string;
  /** Id of the input, so that a label can point at it. */
  id?: string;
  /** Accessible name, when no label names the input. */
  'aria-label'?: string;
  /** Ids of the texts describing the input (help text, error). */
  'aria-describedby'?: string;
  /** Marks the value as wrong. */
  'aria-invalid'?: boolean;
  /** Marks the field as required. */
  'aria-required'?: boolean;
  /** Native `required`; a form item passes `false` so that its form, not the browser, validates. */
  required?: boolean;
}

function valueText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function ClearIcon() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A value-list (LOV) form field: a read-only input showing the display value, a clear button
 * and a search button opening {@link LovModal}; choosing a row there sets the value.
 * Place it in a `FormItem` (or a Chakra `Field.Root`) to give it a label.
 */
export function Lov({
  viewCode,
  value,
  displayValue,
  onChange,
  loadView,
  loadData,
  labels,
  disabled = false,
  placeholder,
  name,
  ...aria
}: LovProps) {
  const recipe = useSharedSlotRecipe(lovSlotRecipe);
  const styles = recipe();
  const texts: LovLabels = { ...DEFAULT_LOV_LABELS, ...labels };
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(displayValue ?? '');
  const [shownDisplay, setShownDisplay] = useState(displayValue);
  if (displayValue !== shownDisplay) {
    setShownDisplay(displayValue);
    setText(displayValue ?? '');
  }
  const hasValue = valueText(value) !== '';
  const shown = hasValue ? text || valueText(value) : '';

  const openModal = () => {
    if (!disabled) setOpen(true);
  };
  const onSelect = (record: LovRow, view: ResolvedLovView) => {
    setText(valueText(record[view.displayField]));
    onChange(record[view.valueField] ?? null, record);
  };
  const clear = () => {
    setText('');
    onChange(null, null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'ArrowDown') {
      event.preventDefault();
      openModal();
    } else if ((event.key === 'Backspace' || event.key === 'Delete') && hasValue && !disabled) {
      event.preventDefault();
      clear();
    }
  };

  return (
    <chakra.div css={styles.root} data-disabled={disabled || undefined}>
      <Input
        {...aria}
        ref={inputRef}
        css={styles.input}
        name={name}
        readOnly
        disabled={disabled}
        value={shown}
        placeholder={placeholder}
        onClick={openModal}
        onKeyDown={onKeyDown}
      />
      {hasValue && !disabled ? (
        <IconButton
          css={styles.clear}
          size="xs"
          variant="ghost"
          aria-label={texts.clear}
          onClick={clear}
        >
          <ClearIcon />
        </IconButton>
      ) : null}
      <IconButton
        css={styles.search}
        variant="outline"
        aria-label={texts.search}
        disabled={disabled}
        onClick={openModal}
      >
        <SearchIcon />
      </IconButton>
      <LovModal
        open={open}
        viewCode={viewCode}
        loadView={loadView}
        loadData={loadData}
        onSelect={onSelect}
        onClose={() => setOpen(false)}
        returnFocusTo={() => inputRef.current}
        labels={texts}
      />
    </chakra.div>
  );
}
