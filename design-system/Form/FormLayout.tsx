import { chakra } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { formLayoutSlotRecipe } from './formLayout.recipe';
import { useSharedSlotRecipe } from '../theme/sharedRecipe';

/** How many of the 24 parts of a field's width its label takes (SPEC.md section 9). */
export type FormLabelSpan = 3 | 6 | 9 | 10;
/** Number of field columns of a {@link FormLayout}. */
export type FormColumns = 1 | 2 | 3;
/** Space between the columns of a {@link FormLayout}, in pixels. */
export type FormGutter = 12 | 48;

/** The layout settings the fields of a {@link FormLayout} read to place their labels. */
export interface FormLayoutSettings {
  /** Parts of 24 the label takes beside the input. */
  labelSpan: FormLabelSpan;
  /** Number of field columns. */
  columns: FormColumns;
  /** Space between columns in pixels. */
  gutter: FormGutter;
}

const FormLayoutContext = createContext<FormLayoutSettings | null>(null);

/** The settings of the nearest {@link FormLayout}, or `null` outside one (labels then go on top). */
export function useFormLayout(): FormLayoutSettings | null {
  return useContext(FormLayoutContext);
}

/** Props of {@link FormLayout}. */
export interface FormLayoutProps {
  /** Parts of 24 each label takes beside its input: 3, 6 (default), 9 or 10. */
  labelSpan?: FormLabelSpan;
  /** Number of field columns, 1 (default) to 3. */
  columns?: FormColumns;
  /** Space between columns: 12 (default) or 48 pixels. */
  gutter?: FormGutter;
  /** The fields, laid out left to right, top to bottom. */
  children: ReactNode;
}

/**
 * A grid of form fields with each label beside its input: `columns` columns `gutter` pixels
 * apart, labels taking `labelSpan` of 24 parts of a field's width.
 */
export function FormLayout({ labelSpan = 6, columns = 1, gutter = 12, children }: FormLayoutProps) {
  const recipe = useSharedSlotRecipe(formLayoutSlotRecipe);
  const styles = recipe({ columns: `${columns}`, gutter: `${gutter}` });
  return (
    <FormLayoutContext.Provider value={{ labelSpan, columns, gutter }}>
      <chakra.div
        css={styles.root}
        data-columns={columns}
        data-gutter={gutter}
        data-label-span={labelSpan}
      >
        {children}
      </chakra.div>
    </FormLayoutContext.Provider>
  );
}
