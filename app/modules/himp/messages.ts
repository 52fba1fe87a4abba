/**
 * Messages of the data import's pages (`himp.*`), both languages. They load with these pages,
 * as the himp feature's message part, not with the shell.
 */
export const HIMP_MESSAGES_EN = {
  wizard: {
    title: 'Import: %{name}',
    into: 'Rows are added to %{target}.',
    loading: 'Loading the template…',
    loadFailed: 'The template could not be read.',
    noPermission:
      'You may read this template but not add rows to %{target}: ask for its create permission to import.',
    steps: {
      download: '1. Download the template',
      upload: '2. Upload your file',
      check: '3. Check and correct the rows',
      import: '4. Import',
    },
    downloadHelp:
      'Fill in the template’s columns, one row each; the first row keeps the headings. Columns: %{columns}.',
    download: 'Download template',
    required: 'required',
    uploadHelp: 'An .xlsx workbook or a .csv file (UTF-8), at most %{size} MB and %{rows} rows.',
    chooseFile: 'File to import',
    upload: 'Upload',
    uploading: 'Uploading…',
    chosen: 'File: %{name}',
    another: 'Choose another file',
    batch: 'Batch %{batch}',
    status: 'Status',
    counts:
      '%{total} rows: %{valid} valid, %{error} in error, %{imported} imported, %{failed} failed',
    progress: '%{percent} % done',
    autoRefresh: 'Refresh automatically',
    refresh: 'Refresh now',
    validate: 'Validate',
    validateHelp:
      'Each row is checked against the template’s columns and the rules of %{target}. Correct the rows in error, then import the valid ones.',
    import: 'Import valid rows (%{count})',
    row: 'Row',
    rowStatus: 'Status',
    messages: 'Messages',
    actions: 'Actions',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    editRow: 'Edit row %{row}',
    noRows: 'No rows.',
    previous: 'Previous',
    next: 'Next',
    page: 'Page %{page} of %{pages}',
    done: 'Import finished: %{imported} rows added to %{target}, %{failed} failed.',
    history: 'Open the batch in Import History',
  },
};

/** Chinese messages of the data import's pages. */
export const HIMP_MESSAGES_ZH: typeof HIMP_MESSAGES_EN = {
  wizard: {
    title: '导入：%{name}',
    into: '数据行将加入%{target}。',
    loading: '正在读取模板…',
    loadFailed: '无法读取模板。',
    noPermission: '您可以查看该模板，但不能在%{target}中新建数据：请申请其新建权限后再导入。',
    steps: {
      download: '1. 下载模板',
      upload: '2. 上传文件',
      check: '3. 校验并修正数据',
      import: '4. 导入',
    },
    downloadHelp: '按模板的列填写，每行一条数据，第一行保留标题。列：%{columns}。',
    download: '下载模板',
    required: '必填',
    uploadHelp: '.xlsx 工作簿或 .csv 文件（UTF-8），最大 %{size} MB、%{rows} 行。',
    chooseFile: '要导入的文件',
    upload: '上传',
    uploading: '上传中…',
    chosen: '文件：%{name}',
    another: '重新选择文件',
    batch: '批次 %{batch}',
    status: '状态',
    counts:
      '共 %{total} 行：有效 %{valid} 行，错误 %{error} 行，已导入 %{imported} 行，导入失败 %{failed} 行',
    progress: '已完成 %{percent} %',
    autoRefresh: '自动刷新',
    refresh: '立即刷新',
    validate: '校验',
    validateHelp: '逐行按模板的列及%{target}的规则校验。修正错误行后导入有效行。',
    import: '导入有效行（%{count}）',
    row: '行号',
    rowStatus: '状态',
    messages: '信息',
    actions: '操作',
    edit: '编辑',
    save: '保存',
    cancel: '取消',
    editRow: '编辑第 %{row} 行',
    noRows: '没有数据行。',
    previous: '上一页',
    next: '下一页',
    page: '第 %{page} / %{pages} 页',
    done: '导入完成：%{imported} 行已加入%{target}，%{failed} 行失败。',
    history: '在导入历史中查看该批次',
  },
};

/** The himp feature's message part, both languages. */
export const HIMP_MESSAGE_PART = {
  en_US: { himp: HIMP_MESSAGES_EN },
  zh_CN: { himp: HIMP_MESSAGES_ZH },
};
