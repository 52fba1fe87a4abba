/**
 * Excel templates: a code and version unique in the tenant (both fixed once created); the
 * workbook a file of the tenant's file service in the hexl bucket, an .xlsx; every save makes
 * the template unchecked again, and `check` checks its workbook against its cells; `new-version`
 * copies a template with its cells as its code's next version. The demo templates start with a
 * workbook of their sheets and are checked as they are written.
 */
import { text } from '../../../domain/engine/text';
import { DEMO_WORKBOOKS } from '../../../domain/resources/hexl/template';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { blank, merged, refuse, say } from '../hpfm/support/say';
import {
  checkTemplate,
  storeDemoWorkbook,
  storedWorkbook,
  templateName,
} from './support/templates';

const M = {
  duplicate: text(
    '%{field}: %{code} already has a version %{version} (%{name})',
    '%{field}：%{code} 已有版本 %{version}（%{name}）',
  ),
  noFile: text(
    '%{field}: upload the workbook first (this tenant has no workbook stored at %{value})',
    '%{field}：请先上传工作簿（本租户在 %{value} 没有已存储的工作簿）',
  ),
  notXlsx: text(
    '%{field}: %{name} is no Excel workbook; upload an .xlsx file',
    '%{field}：%{name} 不是 Excel 工作簿，请上传 .xlsx 文件',
  ),
  lastVersion: text(
    '%{template}: version 9999 is the last a code may have',
    '%{template}：9999 是一个模板代码的最大版本',
  ),
  copied: text('%{template} copied as version %{version}', '%{template} 已复制为版本 %{version}'),
} as const;

/** Refuses a code and version another template of the tenant has. */
function checkUnique(context: HookContext, row: Record<string, unknown>): void {
  const other = context.app.db
    .prepare(
      `SELECT template_name AS name FROM hexl_template
       WHERE tenant_id = ? AND template_code = ? COLLATE NOCASE AND template_version = ?`,
    )
    .get(context.scope.tenantId, String(row.templateCode), Number(row.templateVersion)) as
    { name: string } | undefined;
  if (!other) return;
  throw refuse(context, 'templateCode', M.duplicate, {
    code: String(row.templateCode),
    version: Number(row.templateVersion),
    name: other.name,
  });
}

/** Refuses a workbook that is not an .xlsx file of the caller's tenant in the hexl bucket. */
function checkFile(context: HookContext, url: string): void {
  const stored = storedWorkbook(context, url);
  if (!stored) throw refuse(context, 'templateFile', M.noFile, { value: url });
  if (!stored.fileName.toLowerCase().endsWith('.xlsx')) {
    throw refuse(context, 'templateFile', M.notXlsx, { name: stored.fileName });
  }
}

/** The next version of a template's code in the tenant. */
function nextVersion(context: HookContext, row: Row): number {
  const { last } = context.app.db
    .prepare(
      `SELECT MAX(template_version) AS last FROM hexl_template
       WHERE tenant_id = ? AND template_code = ? COLLATE NOCASE`,
    )
    .get(context.scope.tenantId, String(row.templateCode)) as { last: number | null };
  return (last ?? 0) + 1;
}

/** Copies a template with its cells as its code's next version; answers the copy. */
function copyAsNextVersion(context: HookContext, row: Row) {
  const template = templateName(row);
  const version = nextVersion(context, row);
  if (version > 9999) {
    throw new BusinessError(
      'error.hexl.last_version',
      say(context, M.lastVersion, { template }),
      'warn',
    );
  }
  const cells = (
    context.app.db
      .prepare(
        `SELECT sheet_name AS sheetName, cell_code AS cellCode, fill_type AS fillType,
           column_name AS columnName, column_type AS columnType, precisions, prompt,
           hide_row_flag AS hideRowFlag, hide_column_flag AS hideColumnFlag
         FROM hexl_template_cell WHERE template_id = ? ORDER BY template_cell_id`,
      )
      .all(Number(row.templateId)) as Row[]
  ).map((cell) => ({ ...cell, _status: 'create' }));
  const copy = context.engine.create(context.resource, context.scope, {
    templateCode: row.templateCode,
    templateVersion: version,
    templateName: row.templateName,
    templateFile: row.templateFile,
    serviceCode: row.serviceCode,
    description: row.description,
    templateCells: cells,
  });
  return { row: copy, message: say(context, M.copied, { template, version }) };
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    const row = merged(values, current);
    if (!current) {
      checkUnique(context, row);
      const demo = DEMO_WORKBOOKS[String(row.templateCode)];
      if (context.scope.role === null && demo && blank(row.templateFile)) {
        values.templateFile = storeDemoWorkbook(context, String(row.templateCode), demo);
      }
    }
    const url = values.templateFile;
    if (typeof url === 'string' && url !== '' && url !== current?.templateFile) {
      checkFile(context, url);
    }
    values.checkStatus = 'UNCHECKED';
    values.sheetNames = null;
    values.checkMessage = null;
    values.checkedDate = null;
  },
  afterWrite: (context, row, created) => {
    if (created && context.scope.role === null && DEMO_WORKBOOKS[String(row.templateCode)]) {
      checkTemplate(context, row);
    }
  },
  actions: {
    check: (context, row) => {
      if (!row) throw new Error('check is a row action');
      const message = checkTemplate(context, row);
      return {
        row: context.engine.get(context.resource, context.scope, Number(row.templateId)),
        message,
      };
    },
    'new-version': (context, row) => {
      if (!row) throw new Error('new-version is a row action');
      return copyAsNextVersion(context, row);
    },
  },
};

export default hooks;
