import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The size groups of the list's filter (a file is at most 20 MB). */
export const FILE_SIZE_RANGES = [
  { value: 'UNDER_100KB', label: text('Under 100 KB', '小于 100 KB') },
  { value: 'UNDER_1MB', label: text('100 KB to 1 MB', '100 KB 至 1 MB') },
  { value: 'UNDER_10MB', label: text('1 MB to 10 MB', '1 MB 至 10 MB') },
  { value: 'FROM_10MB', label: text('10 MB or more', '10 MB 及以上') },
] as const;

/**
 * File Management (HZERO hfile `/hfile/file-aggregate`, 文件汇总查询, `files/summary`): the files
 * stored for the tenant (every upload of `/hfle/.../files/multipart`), newest first, with their
 * bucket, directory, name, type, size, team, uploader and time, filtered and searched; each is
 * downloaded through the file service's own download, under its own checks, and "Storage used"
 * totals the listed files by bucket. Rows are read from a view (migration 143); nothing is
 * written here (HZERO's screen deletes nothing either).
 *
 * Who sees what (server/hooks/hfile/file-aggregate.ts): the caller's current tenant only, and
 * of it only the files the download would give them, i.e. a file some record names as the
 * record's readers may, a portal team's file no record names as the portal allows (staff, its
 * uploader, its team's manager). So the list shows no file it would not let one download.
 */
export default defineResource({
  module: 'hfile',
  name: 'file-aggregate',
  service: '/hfle',
  path: 'files/summary',
  table: 'hfile_file_list',
  idField: 'fileId',
  tenancy: 'tenant',
  enabledFlag: false,
  actions: ['export'],
  title: text('File Management', '文件管理'),
  entity: text('file', '文件'),
  nameField: 'fileName',
  defaultSort: { field: 'uploadedAt', order: 'desc' },
  search: {
    fields: ['fileName', 'bucketName', 'directory', 'realName'],
    label: text('File name, bucket, directory or uploader', '文件名、分组、目录或上传人'),
  },
  route: '/hfile/file-aggregate',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hfile.file-aggregate',
    sort: 30,
    name: text('File Management', '文件管理'),
    quickIndex: text('file', 'wjgl'),
  },
  fields: {
    bucketName: fields.text(text('Bucket', '分组'), {
      max: 63,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 130,
    }),
    directory: fields.text(text('Directory', '上传目录'), {
      max: 200,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 150,
    }),
    fileName: fields.text(text('File name', '文件名'), {
      max: 255,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 220,
    }),
    fileType: fields.text(text('File type', '文件类型'), {
      max: 255,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 170,
    }),
    fileSize: fields.integer(text('Size (bytes)', '文件大小（字节）'), {
      readOnly: true,
      sortable: true,
      column: 130,
    }),
    sizeRange: fields.select(text('Size', '大小范围'), {
      options: FILE_SIZE_RANGES,
      readOnly: true,
      filter: true,
      column: false,
    }),
    teamName: fields.text(text('Customer team', '客户团队'), {
      max: 200,
      readOnly: true,
      filter: true,
      sortable: true,
      help: text('Empty: a file of the staff', '为空表示内部员工的文件'),
      column: 140,
    }),
    teamId: fields.integer(text('Team ID', '团队ID'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    realName: fields.text(text('Uploaded by', '上传人'), {
      max: 100,
      readOnly: true,
      filter: true,
      sortable: true,
      column: 130,
    }),
    loginName: fields.text(text('Uploader account', '上传人账号'), {
      max: 128,
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    uploadedBy: fields.integer(text('Uploader ID', '上传人ID'), {
      readOnly: true,
      filter: 'api',
      column: false,
    }),
    uploadedAt: fields.datetime(text('Uploaded at', '上传时间'), {
      columnName: 'creation_date',
      readOnly: true,
      sortable: true,
      range: ['fromCreateDate', 'toCreateDate'],
      column: 170,
    }),
    fileUrl: fields.file(text('Download', '下载'), {
      bucket: 'hfile',
      names: false,
      readOnly: true,
      column: 220,
    }),
  },
  customActions: [
    {
      key: 'storage',
      label: text('Storage used', '存储用量'),
      on: 'toolbar',
      resultColumns: {
        bucketName: text('Bucket', '分组'),
        fileCount: text('Files', '文件数'),
        totalSize: text('Size (bytes)', '大小（字节）'),
        shownSize: text('Size', '大小'),
      },
    },
  ],
});
