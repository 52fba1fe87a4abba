// Runs in the browser: imports the sheets the benchmark serves (CSV and xlsx, 5,000 rows each)
// through the same code the portal uses (parse, map columns, validate every row and the batch)
// and reports the times on `window.benchImport`.
import { importCheck, parseCsv, parseXlsx } from '../../domain/portal/sampleImport';

declare global {
  interface Window {
    benchImport?: Record<string, number>;
  }
}

const PRODUCT = { kind: 'DNA' as const, sampleTypes: ['DNA' as const] };

async function time<T>(run: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
}

async function main() {
  const csvText = await (await fetch('./sheet.csv')).text();
  const xlsxData = await (await fetch('./sheet.xlsx')).arrayBuffer();
  const [csvTable, csvParse] = await time(() => parseCsv(csvText));
  const [csvCheck, csvValidate] = await time(() => importCheck(csvTable, PRODUCT));
  const [xlsxTable, xlsxParse] = await time(() => parseXlsx(xlsxData));
  const [xlsxCheck, xlsxValidate] = await time(() => importCheck(xlsxTable, PRODUCT));
  window.benchImport = {
    rows: csvCheck.rows.length,
    csvParse,
    csvValidate,
    csvIssues: csvCheck.lines.length,
    xlsxRows: xlsxCheck.rows.length,
    xlsxParse,
    xlsxValidate,
  };
}

void main();
