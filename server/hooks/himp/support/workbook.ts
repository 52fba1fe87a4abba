/**
 * A small .xlsx writer for import templates: named sheets of text cells (inline strings, the
 * first row bold-free headings), zipped with fflate. Enough for Excel, LibreOffice and
 * read-excel-file to open; the tests build their uploads with it too.
 */
import { zipSync } from 'fflate';

/** One sheet to write: its name and its rows of text. */
export interface SheetToWrite {
  name: string;
  rows: readonly (readonly string[])[];
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006';

const escapeXml = (value: string) =>
  value
    // Characters XML 1.0 cannot hold are left out.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** The letters of a column (0 -> A, 26 -> AA). */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** A sheet name Excel takes: at most 31 characters, none of `[]:*?/\`, never empty. */
function sheetName(name: string, index: number): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim();
  return clean === '' ? `Sheet${index + 1}` : clean;
}

function sheetXml(rows: SheetToWrite['rows']): string {
  const body = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((value, c) =>
            value === ''
              ? ''
              : `<c r="${columnLetters(c)}${r + 1}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return `${XML}<worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`;
}

/** A workbook (.xlsx) of these sheets. */
export function writeWorkbook(sheets: readonly SheetToWrite[]): Buffer {
  const names = sheets.map((sheet, index) => sheetName(sheet.name, index));
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': Buffer.from(
      `${XML}<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${names
        .map(
          (_, index) =>
            `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('')}</Types>`,
    ),
    '_rels/.rels': Buffer.from(
      `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': Buffer.from(
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${names
        .map(
          (name, index) =>
            `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
        )
        .join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': Buffer.from(
      `${XML}<Relationships xmlns="${PKG}/relationships">${names
        .map(
          (_, index) =>
            `<Relationship Id="rId${index + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
        )
        .join('')}</Relationships>`,
    ),
  };
  sheets.forEach((sheet, index) => {
    files[`xl/worksheets/sheet${index + 1}.xml`] = Buffer.from(sheetXml(sheet.rows));
  });
  return Buffer.from(zipSync(files, { level: 6 }));
}
