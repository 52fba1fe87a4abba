import { text } from '../../../../domain/engine/text';

/** The messages of the import service, in both languages. */
export const IMPORT_MESSAGES = {
  noTemplate: text('There is no import template %{code}', '导入模板 %{code} 不存在'),
  disabled: text('Import template %{code} is disabled', '导入模板 %{code} 已禁用'),
  noTarget: text(
    'Import template %{code} names no list to import into (Import into); set it on the template first',
    '导入模板 %{code} 未指定导入到的列表（导入到），请先在模板中设置',
  ),
  badTarget: text(
    'Import template %{code} imports into %{target}, which is no list rows can be created in',
    '导入模板 %{code} 导入到 %{target}，该列表不能新建数据',
  ),
  noColumns: text('Import template %{code} has no columns', '导入模板 %{code} 没有列'),
  noBatch: text('There is no import batch %{batch} of yours', '您没有导入批次 %{batch}'),
  busy: text(
    'Import batch %{batch} is %{status} now; wait until it is done',
    '导入批次 %{batch} 正在%{status}，请等待完成',
  ),
  noValid: text(
    'Import batch %{batch} has no valid row to import; validate it, or correct the rows in error',
    '导入批次 %{batch} 没有可导入的有效行，请先校验或修正错误行',
  ),
  noRow: text(
    'There is no row %{row} in import batch %{batch}',
    '导入批次 %{batch} 中没有行 %{row}',
  ),
  rowDone: text(
    'Row %{row} is imported already and cannot be changed',
    '第 %{row} 行已导入，不能修改',
  ),
  stale: text(
    'Row %{row} was changed meanwhile; read it again and redo your change',
    '第 %{row} 行已被修改，请重新读取后再修改',
  ),
  unknownColumn: text(
    '%{field} is no column of import template %{code}',
    '%{field}不是导入模板 %{code} 的列',
  ),
  unreadable: text(
    'The file is neither an Excel workbook (.xlsx) nor CSV text (UTF-8)',
    '该文件既不是 Excel 工作簿（.xlsx），也不是 CSV 文本（UTF-8）',
  ),
  inflated: text(
    'The workbook unpacks to more than 64 MB; split it into smaller files',
    '该工作簿解压后超过 64 MB，请拆分为较小的文件',
  ),
  tooManyRows: text(
    'A sheet has more than %{max} rows; split the file',
    '有 Sheet 页超过 %{max} 行，请拆分文件',
  ),
  tooManyColumns: text(
    'A row has more than %{max} cells; is this the right file?',
    '有行超过 %{max} 个单元格，请确认文件是否正确',
  ),
  empty: text('The file holds no rows', '该文件没有数据行'),
  headings: text(
    'Sheet %{sheet} has no heading %{missing} in its first row (the template’s headings: %{expected}); download the template and fill it in',
    'Sheet 页 %{sheet} 第一行缺少标题 %{missing}（模板的标题：%{expected}），请下载模板后填写',
  ),
  noData: text(
    'The file has its headings but no data row below them',
    '该文件只有标题行，没有数据行',
  ),
  repeated: text(
    '%{column} %{value} is on row %{row} of the file already',
    '%{column} %{value} 已在文件第 %{row} 行出现',
  ),
  failed: text('The row could not be imported: %{reason}', '该行导入失败：%{reason}'),
} as const;
