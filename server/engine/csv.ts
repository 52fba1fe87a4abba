/** A resource's rows as the CSV its list exports. */
import { ENGINE_MESSAGES } from '../../domain/engine/messages';
import { hasEnabledFlag, type ResourceDescription } from '../../domain/engine/resource';
import type { Language } from '../../domain/engine/text';
import type { Row } from './service';

/** The exported columns of a resource: id, the list's columns and the status. */
function exportColumns(
  resource: ResourceDescription,
  lang: Language,
): { field: string; title: string }[] {
  const columns = Object.entries(resource.fields)
    .filter(([, field]) => field.column !== false && !field.writeOnly)
    .map(([name, field]) => ({
      field: field.kind === 'reference' ? (field.displayAs ?? field.display) : name,
      title: field.label[lang],
    }));
  if (hasEnabledFlag(resource))
    columns.push({ field: 'enabledFlag', title: ENGINE_MESSAGES[lang].labels.status });
  return columns;
}

/** A cell of CSV: quoted when it holds a quote, a comma or a line break. */
function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * `rows` as CSV with a byte-order mark (spreadsheets then read it as UTF-8): the list's columns,
 * titled in `lang`, and the status in words.
 */
export function csvOf(resource: ResourceDescription, rows: readonly Row[], lang: Language): string {
  const columns = exportColumns(resource, lang);
  const { labels } = ENGINE_MESSAGES[lang];
  const lines = [
    columns.map((column) => cell(column.title)).join(','),
    ...rows.map((row) =>
      columns
        .map((column) =>
          cell(
            column.field === 'enabledFlag'
              ? labels[row.enabledFlag === 1 ? 'enabled' : 'disabled']
              : row[column.field],
          ),
        )
        .join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
