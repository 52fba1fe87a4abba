/**
 * The server's check of a sample sheet: every row against the shared rules of
 * `domain/portal/samples.ts`. Plain data in, plain data out, and nothing but the domain
 * imported, so that it runs the same in a worker thread (this module is the worker file of the
 * pool in `sheetChecker.ts`) and on the request thread.
 */
import {
  issueMessage,
  normalizeRow,
  validateBatch,
  type FieldIssue,
  type SampleProduct,
  type SampleRow,
} from '../../domain/portal/samples';

/** An issue as answered: the shared issue plus its English text. */
export type IssueView = FieldIssue & { message: string };

/** The issues of one row. */
export interface RowIssues {
  rowNo: number;
  issues: IssueView[];
}

/** What a sheet is checked with, as sent to a thread. */
export interface SheetCheckTask {
  /**
   * The rows as typed (already cleaned: only the sheet's fields), as the JSON text that is
   * stored: text passes to a thread for the price of a copy, objects cost a structured clone.
   */
  rowsJson: string;
  /** The batch's product. */
  product: SampleProduct;
  /** Names of the samples in the project's other live batches. */
  namesInProject: string[];
}

/** The issues of a sheet (rows normalised first, as the app does), by row number. */
export function checkRows(
  rows: readonly SampleRow[],
  product: SampleProduct,
  namesInProject: readonly string[],
): RowIssues[] {
  const result = validateBatch(rows.map(normalizeRow), product, namesInProject);
  return [...result.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rowNo, issues]) => ({
      rowNo,
      issues: issues.map((issue) => ({ ...issue, message: issueMessage(issue) })),
    }));
}

/** {@link checkRows} of a task: the pool's entry point. */
export default function checkSheet(task: SheetCheckTask): RowIssues[] {
  return checkRows(JSON.parse(task.rowsJson) as SampleRow[], task.product, task.namesInProject);
}
