/**
 * The Excel templates' work beyond their rows: the stored workbook a template names (a file of
 * the template's tenant in the hexl bucket), its check against the template's cells, and the
 * demo templates' workbooks.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { text } from '../../../../domain/engine/text';
import { WORKBOOK_BUCKET } from '../../../../domain/resources/hexl/template';
import { storeDemoFile } from '../../../db/demoFiles';
import { filesDir } from '../../../db/portalSeed';
import type { HookContext } from '../../../engine/hooks';
import type { Row } from '../../../engine/service';
import { BusinessError } from '../../../http/errors';
import { say } from '../../hpfm/support/say';
import { sheetNamesOf, workbookOf } from './workbook';

/** Largest workbook read by a check (the file service takes up to 20 MB). */
const MAX_WORKBOOK_BYTES = 20 * 1024 * 1024;
/** Most cells named in a check's message. */
const NAMED_CELLS = 5;

const M = {
  noFile: text(
    '%{template} has no workbook: upload its .xlsx file before checking it',
    '%{template} 没有模板文件：请先上传 .xlsx 文件再检查',
  ),
  missing: text(
    'The workbook of %{template} is no longer stored: upload it again',
    '%{template} 的模板文件已不存在：请重新上传',
  ),
  unreadable: text(
    'The workbook is no readable Excel workbook (.xlsx): upload it again',
    '模板文件不是可读取的 Excel 工作簿（.xlsx）：请重新上传',
  ),
  noCells: text(
    'The workbook has the sheets %{sheets}, but the template has no cells to fill',
    '工作簿包含工作表 %{sheets}，但模板没有要填充的单元格',
  ),
  absent: text(
    '%{count} cell(s) name a sheet the workbook does not have (it has %{sheets}): %{cells}',
    '%{count} 个单元格所在的工作表在工作簿中不存在（工作簿包含 %{sheets}）：%{cells}',
  ),
  passed: text(
    'All %{count} cell(s) are on sheets of the workbook (%{sheets})',
    '全部 %{count} 个单元格均位于工作簿的工作表中（%{sheets}）',
  ),
  stale: text(
    'The template was changed by someone else; reload it and check again',
    '模板已被他人修改，请刷新后重新检查',
  ),
} as const;

/** A stored file as a template's workbook names it. */
export interface StoredWorkbook {
  fileName: string;
  storageKey: string;
}

/** The stored file of `url` in the caller's tenant and the workbooks' bucket, if any. */
export function storedWorkbook(context: HookContext, url: string): StoredWorkbook | undefined {
  return context.app.db
    .prepare(
      `SELECT file_name AS fileName, storage_key AS storageKey FROM portal_files
       WHERE file_url = ? AND tenant_id = ? AND bucket = ?`,
    )
    .get(url, context.scope.tenantId, WORKBOOK_BUCKET) as StoredWorkbook | undefined;
}

/** A template as the user names it: `CODE v2`. */
export function templateName(row: Row): string {
  return `${String(row.templateCode)} v${String(row.templateVersion)}`;
}

interface Cell {
  sheetName: string;
  cellCode: string;
}

/** What a check found: the status, the workbook's sheets and the message. */
interface Finding {
  status: 'PASSED' | 'FAILED';
  sheets: string | null;
  message: string;
}

/** Checks a template's stored workbook against its cells. */
function findingOf(context: HookContext, row: Row): Finding {
  const template = templateName(row);
  const url = row.templateFile;
  if (typeof url !== 'string' || url === '') {
    throw new BusinessError('error.hexl.no_file', say(context, M.noFile, { template }), 'warn');
  }
  const stored = storedWorkbook(context, url);
  const file = stored && path.join(filesDir(context.app.config.dataDir), stored.storageKey);
  if (!file || !existsSync(file)) {
    return { status: 'FAILED', sheets: null, message: say(context, M.missing, { template }) };
  }
  const names =
    statSync(file).size <= MAX_WORKBOOK_BYTES ? sheetNamesOf(readFileSync(file)) : undefined;
  if (!names) return { status: 'FAILED', sheets: null, message: say(context, M.unreadable) };
  const sheets = names.join(', ');
  const cells = context.app.db
    .prepare(
      `SELECT sheet_name AS sheetName, cell_code AS cellCode FROM hexl_template_cell
       WHERE template_id = ? ORDER BY template_cell_id`,
    )
    .all(Number(row.templateId)) as Cell[];
  if (cells.length === 0) {
    return { status: 'FAILED', sheets, message: say(context, M.noCells, { sheets }) };
  }
  // Excel's sheet names are case-blind.
  const known = new Set(names.map((name) => name.toLowerCase()));
  const absent = cells.filter((cell) => !known.has(cell.sheetName.toLowerCase()));
  if (absent.length > 0) {
    const named = absent.slice(0, NAMED_CELLS).map((cell) => `${cell.sheetName}!${cell.cellCode}`);
    if (absent.length > NAMED_CELLS) named.push('…');
    return {
      status: 'FAILED',
      sheets,
      message: say(context, M.absent, { count: absent.length, sheets, cells: named.join(', ') }),
    };
  }
  return {
    status: 'PASSED',
    sheets,
    message: say(context, M.passed, { count: cells.length, sheets }),
  };
}

/**
 * Checks a template (`row`, at its current version) against its stored workbook and records what
 * was found (status, sheets, message, time) as a change of the row; answers the message. A
 * template without a workbook is refused.
 */
export function checkTemplate(context: HookContext, row: Row): string {
  const finding = findingOf(context, row);
  const { now } = context.scope;
  const changed = context.app.db
    .prepare(
      `UPDATE hexl_template SET check_status = ?, sheet_names = ?, check_message = ?,
         checked_date = ?, last_update_date = ?, object_version_number = object_version_number + 1
       WHERE template_id = ? AND object_version_number = ?`,
    )
    .run(
      finding.status,
      finding.sheets === null ? null : finding.sheets.slice(0, 2000),
      finding.message.slice(0, 480),
      now,
      now,
      Number(row.templateId),
      Number(row.objectVersionNumber),
    ).changes;
  if (changed !== 1) throw new BusinessError('error.optimistic_lock', say(context, M.stale));
  return finding.message;
}

/**
 * Stores the workbook of a demo template (`sheets`) in the caller's tenant and answers its URL
 * (the same one when it is stored already).
 */
export function storeDemoWorkbook(
  context: HookContext,
  code: string,
  sheets: readonly string[],
): string {
  const { tenantId, now } = context.scope;
  const name = `${code.toLowerCase()}.xlsx`;
  return storeDemoFile(
    context.app.db,
    context.app.config.dataDir,
    {
      tenantId,
      bucket: WORKBOOK_BUCKET,
      directory: `demo/${String(tenantId)}`,
      name,
      url: `/${WORKBOOK_BUCKET}/demo/${String(tenantId)}/${name}`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: () => workbookOf(sheets),
    },
    now,
  );
}
