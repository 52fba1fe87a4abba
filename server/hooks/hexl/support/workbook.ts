/**
 * Excel workbooks (.xlsx, a zip of XML parts) as the Excel templates need them: the names of a
 * workbook's sheets, read from its `xl/workbook.xml` with bounded effort (a damaged or foreign
 * file reads as none), and a small workbook of named sheets for the demo templates.
 */
import { unzipSync, zipSync } from 'fflate';

/** Most bytes a workbook's `xl/workbook.xml` may inflate to. */
const MAX_PART_BYTES = 2 * 1024 * 1024;

/** The content of the zip entry `name` of `zip`, or undefined when it has none or it is unreadable. */
function zipEntry(zip: Buffer, name: string): Buffer | undefined {
  try {
    const entries = unzipSync(zip, {
      filter: (file) => file.name === name && file.originalSize <= MAX_PART_BYTES,
    });
    const data = entries[name];
    return data && data.length <= MAX_PART_BYTES ? Buffer.from(data) : undefined;
  } catch {
    return undefined;
  }
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** XML text with its entities read. */
function unescapeXml(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (match, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? match;
  });
}

/** The names of a workbook's sheets in order, or undefined when it is no readable .xlsx. */
export function sheetNamesOf(workbook: Buffer): string[] | undefined {
  const part = zipEntry(workbook, 'xl/workbook.xml');
  if (!part) return undefined;
  const xml = part.toString('utf8');
  const names = [...xml.matchAll(/<(?:\w+:)?sheet\b[^>]*?\bname="([^"]*)"/g)].map((match) => {
    try {
      return unescapeXml(match[1] ?? '');
    } catch {
      return match[1] ?? '';
    }
  });
  return names.length > 0 ? names : undefined;
}

/** A zip of `files` (stored, uncompressed). */
function zipOf(files: readonly { name: string; data: Buffer }[]): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(files.map((file) => [file.name, file.data])), { level: 0 }),
  );
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006';

/** A workbook (.xlsx) of empty sheets with these names. */
export function workbookOf(sheets: readonly string[]): Buffer {
  const part = (name: string, xml: string) => ({ name, data: Buffer.from(XML + xml, 'utf8') });
  const overrides = sheets
    .map(
      (_, index) =>
        `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  return zipOf([
    part(
      '[Content_Types].xml',
      `<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides}</Types>`,
    ),
    part(
      '_rels/.rels',
      `<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets
        .map(
          (sheet, index) =>
            `<sheet name="${escapeXml(sheet)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
        )
        .join('')}</sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PKG}/relationships">${sheets
        .map(
          (_, index) =>
            `<Relationship Id="rId${index + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
        )
        .join('')}</Relationships>`,
    ),
    ...sheets.map((_, index) =>
      part(
        `xl/worksheets/sheet${index + 1}.xml`,
        `<worksheet xmlns="${MAIN}"><sheetData/></worksheet>`,
      ),
    ),
  ]);
}
