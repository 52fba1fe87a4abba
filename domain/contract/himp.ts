/** A column of an import template as the import reads it (`template/{code}/info` answers it). */
export interface ImportColumn {
  sheetIndex: number;
  columnIndex: number;
  /** The target resource's field the column fills. */
  columnCode: string;
  /** The heading over the column in the file. */
  columnName: string;
  columnType: string;
  requiredFlag: number;
  maxLength: number | null;
  formatMask: string | null;
}
