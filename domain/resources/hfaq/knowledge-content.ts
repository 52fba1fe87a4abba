import { ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The states of an article: customers read the published ones. */
export const ARTICLE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;

const ARTICLES: readonly {
  category: string;
  title: [string, string];
  content: [string, string];
  keywords: string;
  status: 'DRAFT' | 'PUBLISHED';
}[] = [
  {
    category: 'SAMPLES',
    title: ['How much DNA do I need to send?', '需要寄送多少 DNA？'],
    content: [
      'For whole-genome resequencing send at least 1 ug of DNA at 20 ng/uL or more, in water or TE. The sample sheet computes the total amount from the concentration and the volume; values outside the accepted range are marked before you submit.',
      '全基因组重测序请寄送至少 1 ug DNA，浓度不低于 20 ng/uL，溶于水或 TE。样本信息表会根据浓度和体积计算总量；超出接收范围的数值在提交前会被标出。',
    ],
    keywords: 'DNA amount concentration volume',
    status: 'PUBLISHED',
  },
  {
    category: 'SAMPLES',
    title: ['What does a Risk QC verdict mean?', '质检结果为“风险”是什么意思？'],
    content: [
      'A Risk verdict means the sample can be sequenced but the result may be affected (for example a low RIN). Open the batch, read the lab note and choose Proceed or Stop with a comment; the lab waits for your decision.',
      '“风险”表示样本可以测序，但结果可能受影响（例如 RIN 偏低）。请打开送样批次，查看实验室备注，并选择“继续”或“停止”并填写说明；实验室会等待您的决定。',
    ],
    keywords: 'QC risk proceed stop RIN',
    status: 'PUBLISHED',
  },
  {
    category: 'SHIPPING',
    title: ['How should I ship my samples?', '样本应该如何寄送？'],
    content: [
      'Ship DNA on ice packs and RNA or tissue on dry ice, in sealed tubes labelled with the sample names of your sheet. Enter the courier, the tracking number and the number of boxes in the shipping step so that the lab can receive the batch.',
      'DNA 请用冰袋寄送，RNA 和组织请用干冰寄送，管子需密封并标注与样本信息表一致的样本名称。请在寄送信息步骤填写快递公司、运单号和箱数，以便实验室接收。',
    ],
    keywords: 'ship dry ice courier tracking',
    status: 'PUBLISHED',
  },
  {
    category: 'DATA',
    title: ['How do I check a downloaded data file?', '如何校验下载的数据文件？'],
    content: [
      'Each released file is listed with its size and its MD5 checksum. After downloading, compute the MD5 of the file (md5sum on Linux, certutil -hashfile on Windows) and compare it with the one shown.',
      '每个已发布的文件都列出了大小和 MD5 校验值。下载后请计算文件的 MD5（Linux 使用 md5sum，Windows 使用 certutil -hashfile），并与页面显示的值比对。',
    ],
    keywords: 'md5 checksum download data',
    status: 'PUBLISHED',
  },
  {
    category: 'ACCOUNT',
    title: ['How do I add a colleague to my team?', '如何将同事加入我的团队？'],
    content: [
      'Team managers open My team, choose Invite member and enter the e-mail address. The colleague receives an activation link valid for 7 days; once active, they see the projects you allocate to them.',
      '团队管理员打开“我的团队”，选择“邀请成员”并输入邮箱地址。同事会收到有效期 7 天的激活链接；激活后即可看到您分配给他的项目。',
    ],
    keywords: 'team invite member allocate',
    status: 'PUBLISHED',
  },
  {
    category: 'ACCOUNT',
    title: ['Changing the invoice address (draft)', '修改开票地址（草稿）'],
    content: ['This article is being written.', '本文正在编写中。'],
    keywords: 'invoice',
    status: 'DRAFT',
  },
];

/**
 * The help centre's articles: staff write and publish them (`/hfaq/knowledge-content`, the
 * published ones at `/hfaq/knowledge/list`); every signed-in user reads them, customers only
 * the published ones of enabled categories, searched by title, text and keywords.
 */
export default defineResource({
  module: 'hfaq',
  name: 'knowledge-content',
  path: 'knowledge-contents',
  table: 'hfaq_knowledge_content',
  idField: 'contentId',
  tenancy: 'tenant',
  permissionLogin: true,
  enabledFlag: false,
  title: text('Knowledge Content', '知识内容'),
  entity: text('article', '文章'),
  nameField: 'title',
  defaultSort: { field: 'orderSeq', order: 'asc' },
  search: { fields: ['title', 'content', 'keywords'] },
  route: '/hfaq/knowledge-content',
  menu: {
    parent: 'hzero.service.hfaq',
    code: 'hzero.hfaq.knowledge-content',
    sort: 20,
    quickIndex: text('content', 'zsnr'),
  },
  pages: [
    {
      route: '/hfaq/knowledge/list',
      title: text('Knowledge Articles', '知识列表'),
      filters: { status: 'PUBLISHED' },
      readOnly: true,
      menu: {
        parent: 'hzero.service.hfaq',
        code: 'hzero.hfaq.knowledge-list',
        sort: 30,
        quickIndex: text('articles', 'zslb'),
      },
    },
  ],
  fields: {
    title: fields.tl(text('Title', '标题'), {
      max: 200,
      required: true,
      sortable: true,
      column: 300,
    }),
    categoryId: fields.reference(text('Category', '分类'), {
      resource: 'hfaq/knowledge-category',
      display: 'categoryName',
      required: true,
      filter: true,
      column: 180,
    }),
    status: fields.select(text('Status', '状态'), {
      options: [
        { value: 'DRAFT', label: text('Draft', '草稿') },
        { value: 'PUBLISHED', label: text('Published', '已发布') },
      ],
      required: true,
      defaultValue: 'DRAFT',
      filter: true,
      sortable: true,
      column: 110,
      shownAs: 'badge',
      tones: { DRAFT: 'default', PUBLISHED: 'success' },
    }),
    keywords: fields.text(text('Keywords', '关键词'), {
      max: 200,
      column: 200,
      help: text('Words customers may search for', '客户可能搜索的词'),
    }),
    orderSeq: fields.integer(text('Order', '排序号'), {
      min: 0,
      max: 9999,
      required: true,
      defaultValue: 10,
      sortable: true,
      column: 90,
    }),
    publishedDate: fields.datetime(text('Published', '发布时间'), {
      readOnly: true,
      sortable: true,
      column: 130,
      shownAs: 'date',
    }),
    content: fields.tl(text('Text', '正文'), {
      max: 20000,
      multiline: true,
      required: true,
      column: false,
      wide: true,
    }),
  },
  demo: ARTICLES.map((article, index) => ({
    title: article.title[0],
    categoryId: ref({ categoryCode: article.category }),
    status: article.status,
    keywords: article.keywords,
    orderSeq: (index + 1) * 10,
    content: article.content[0],
    _tls: {
      title: { en_US: article.title[0], zh_CN: article.title[1] },
      content: { en_US: article.content[0], zh_CN: article.content[1] },
    },
  })),
});
