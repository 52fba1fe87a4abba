import { ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The bucket of released data files. */
export const DATA_FILE_BUCKET = 'novomagic';

/** The demo data files, uploaded by the server's demo data (`server/hooks/hfaq/support/demo.ts`). */
export const DEMO_DATA_FILES: readonly { url: string; project: string; text: string }[] = [
  {
    url: `/${DATA_FILE_BUCKET}/demo/NL-P2024001/MD5.txt`,
    project: 'NL-P2024001',
    text: 'd41d8cd98f00b204e9800998ecf8427e  MZ-01_R1.fq.gz\n0cc175b9c0f1b6a831c399e269772661  MZ-01_R2.fq.gz\n',
  },
  {
    url: `/${DATA_FILE_BUCKET}/demo/NL-P2024001/QC_summary.csv`,
    project: 'NL-P2024001',
    text: 'sample,raw_reads,clean_reads,q30\nMZ-01,40213322,39876110,93.1\nMZ-02,38877410,38501902,92.7\n',
  },
  {
    url: `/${DATA_FILE_BUCKET}/demo/NL-P2024003/Report.txt`,
    project: 'NL-P2024003',
    text: 'Tumour panel libraries: final report.\nAll 4 libraries passed QC; data released.\n',
  },
];

/**
 * A project's released data files (NovoMagic data delivery): staff release them at
 * `/novoMagic` (the size and MD5 checksum are computed by the server from the stored file);
 * customers read those of the projects they see at `/pub/novoMagic`, and download them as
 * they may read the project.
 */
export default defineResource({
  module: 'hfaq',
  name: 'data-file',
  path: 'data-files',
  table: 'hfaq_data_file',
  idField: 'fileId',
  tenancy: 'tenant',
  permissionLogin: true,
  enabledFlag: false,
  actions: ['create', 'edit', 'delete', 'export'],
  title: text('NovoMagic', 'NovoMagic 分析'),
  entity: text('data file', '数据文件'),
  nameField: 'fileName',
  defaultSort: { field: 'releasedDate', order: 'desc' },
  search: { fields: ['fileName', 'description'] },
  route: '/novoMagic',
  menu: {
    parent: 'hzero.service.insight',
    code: 'hzero.service.novo-magic',
    sort: 10,
    quickIndex: text('novomagic', 'nmfx'),
  },
  pages: [
    {
      route: '/pub/novoMagic',
      title: text('Data delivery', '数据交付'),
      readOnly: true,
      links: { projectId: '/pub/projects/single?projectId=:projectId' },
    },
  ],
  fields: {
    projectId: fields.reference(text('Project', '项目'), {
      resource: 'hpro/project',
      display: 'projectCode',
      required: true,
      filter: true,
      column: 150,
    }),
    fileName: fields.text(text('File', '文件名'), {
      max: 200,
      required: true,
      sortable: true,
      column: 200,
    }),
    fileUrl: fields.file(text('Download', '下载'), {
      bucket: DATA_FILE_BUCKET,
      required: true,
      column: 180,
    }),
    sizeBytes: fields.integer(text('Size (bytes)', '大小（字节）'), {
      readOnly: true,
      sortable: true,
      column: 130,
    }),
    checksum: fields.text(text('MD5 checksum', 'MD5 校验值'), {
      max: 32,
      readOnly: true,
      column: 310,
    }),
    description: fields.text(text('Description', '说明'), { max: 500, column: 200, wide: true }),
    releasedDate: fields.datetime(text('Released', '发布时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
  },
  demo: DEMO_DATA_FILES.map((file) => ({
    projectId: ref({ projectCode: file.project }),
    fileName: file.url.split('/').pop(),
    fileUrl: file.url,
    description: file.url.endsWith('MD5.txt') ? 'Checksums of the raw reads' : null,
    _tenants: [1],
  })),
});
