import { Button, chakra } from '@chakra-ui/react';
import { useId, type FormEvent } from 'react';
import type { AnySchema } from 'yup';
import { DateControl, NumberControl, SelectControl, TextControl } from '../Form/controls';
import { FormLayout } from '../Form/FormLayout';
import { queryBarSlotRecipe } from './queryBar.recipe';
import { useQueryForm, type QueryForm } from './useQueryForm';
import {
  useQueryBar,
  type QueryBarField,
  type QueryBarQuery,
  type QueryBarState,
  type QuerySort,
  type QueryValues,
} from './useQueryBar';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

/** Texts of a {@link QueryBar}; English by default. */
export interface QueryBarLabels {
  /** Name of the query form. */
  region: string;
  /** The search button. */
  search: string;
  /** The reset button. */
  reset: string;
  /** The toggle showing the hidden fields. */
  viewMore: string;
  /** The toggle hiding them again. */
  collapse: string;
}

/** The English texts of a {@link QueryBar}. */
export const DEFAULT_QUERY_BAR_LABELS: QueryBarLabels = {
  region: 'Query',
  search: 'Search',
  reset: 'Reset',
  viewMore: 'View more',
  collapse: 'Collapse',
};

/** Props of {@link QueryBar}. */
export interface QueryBarProps {
  /** The fields, in order; the first 3 always show, the rest behind 'View more'. */
  fields: readonly QueryBarField[];
  /** Validation of the values (yup); a search only happens once it passes. */
  validationSchema?: AnySchema;
  /** The values the bar starts with and returns to on reset; missing fields start `null`. */
  initialValues?: QueryValues;
  /** Rows per page of each query; 10 when omitted. */
  pageSize?: number;
  /** The current sort order, passed through with each query. */
  sort?: QuerySort;
  /** Called on search with the filter (empty values removed), the sort and page 1. */
  onSearch: (query: QueryBarQuery) => void;
  /** Called on reset with the initial query; `onSearch` gets it instead when omitted. */
  onReset?: (query: QueryBarQuery) => void;
  /** Starts with every field shown, not just the first 3. */
  defaultExpanded?: boolean;
  /**
   * Validates the initial values at once and shows their errors (for example a query restored
   * from an address); otherwise errors show after a field is left or a search is tried.
   */
  validateOnMount?: boolean;
  /** Texts; English when omitted. */
  labels?: Partial<QueryBarLabels>;
}

function QueryField({ field, form }: { field: QueryBarField; form: QueryForm }) {
  const common = { name: field.name, label: field.label, placeholder: field.placeholder };
  switch (field.type) {
    case 'select':
      return (
        <SelectControl
          {...common}
          {...form.bind<string | null>(field.name)}
          options={field.options ?? []}
        />
      );
    case 'date':
      return <DateControl {...common} {...form.bind<string | null>(field.name)} />;
    case 'number':
      return <NumberControl {...common} {...form.bind<number | null>(field.name)} />;
    default:
      return <TextControl {...common} {...form.bind<string | null>(field.name)} />;
  }
}

interface QueryBarFormProps {
  form: QueryForm;
  state: QueryBarState;
  labels: QueryBarLabels;
}

function QueryBarForm({ form, state, labels }: QueryBarFormProps) {
  const recipe = useSharedSlotRecipe(queryBarSlotRecipe);
  const styles = recipe();
  const moreId = useId();
  const { expanded, toggle, expand, visibleFields, moreFields } = state;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await form.submit();
    if (moreFields.some((field) => errors[field.name] !== undefined)) expand();
    if (Object.keys(errors).length === 0) state.search(form.values);
  };
  const onReset = () => {
    form.reset();
    state.reset();
  };

  return (
    <chakra.form
      css={styles.root}
      role="search"
      aria-label={labels.region}
      noValidate
      onSubmit={onSubmit}
    >
      <chakra.div css={styles.fields}>
        <FormLayout columns={3} labelSpan={9}>
          {visibleFields.map((field) => (
            <QueryField key={field.name} field={field} form={form} />
          ))}
        </FormLayout>
        {moreFields.length > 0 ? (
          <chakra.div id={moreId} css={styles.more} hidden={!expanded}>
            <FormLayout columns={3} labelSpan={9}>
              {moreFields.map((field) => (
                <QueryField key={field.name} field={field} form={form} />
              ))}
            </FormLayout>
          </chakra.div>
        ) : null}
      </chakra.div>
      <chakra.div css={styles.actions}>
        {moreFields.length > 0 ? (
          <Button
            type="button"
            variant="ghost"
            colorPalette="blue"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={toggle}
          >
            {expanded ? labels.collapse : labels.viewMore}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onReset}>
          {labels.reset}
        </Button>
        <Button type="submit" colorPalette="blue">
          {labels.search}
        </Button>
      </chakra.div>
    </chakra.form>
  );
}

/**
 * The query form above a list (SPEC.md section 5): the first 3 fields with 'View more' for the
 * rest, Search (also Enter in a field) once the values validate, and Reset to the initial
 * values. Each query starts on page 1 with empty values left out of the filter.
 */
export function QueryBar({
  fields,
  validationSchema,
  initialValues,
  pageSize,
  sort,
  onSearch,
  onReset,
  defaultExpanded,
  validateOnMount = false,
  labels,
}: QueryBarProps) {
  const state = useQueryBar({
    fields,
    initialValues,
    pageSize,
    sort,
    onSearch,
    onReset,
    defaultExpanded,
  });
  const form = useQueryForm(state.initialValues, validationSchema, validateOnMount);
  return (
    <QueryBarForm form={form} state={state} labels={{ ...DEFAULT_QUERY_BAR_LABELS, ...labels }} />
  );
}
