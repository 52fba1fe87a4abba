import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppScreen } from './AppScreen';
import type { Locale } from '../../app/i18n';
import { customerViewRoutes, staffProjectRoutes } from '../../app/modules/portal/views/routes';
import { OVERVIEW_BATCHES, OVERVIEW_PROJECTS } from '../../app/modules/portal/views/overview';
import {
  PORTAL_LISTS,
  type Batch,
  type BatchSummary,
  type Product,
  type Project,
  type ProjectSummary,
} from '../../app/services/portal';
import type { UserMessage } from '../../app/services/messages';
import type { PortalViewsState } from '../../app/store/portalViews';
import { readKey, type ReadEntry } from '../../app/store/resources';
import type { SignedInUser } from '../../app/store/user';

const USER = {
  id: 11,
  loginName: 'manager@lab.example',
  realName: 'Mia Manager',
  language: 'en_US',
  timeZone: 'GMT+8',
  organizationId: 1,
  tenantId: 1,
  tenantName: 'Novo Lab',
  tenantNum: 'NOVO-LAB',
  currentRoleId: 11,
  currentRoleCode: 'portal.manager',
  currentRoleName: 'Team manager',
  currentRoleLevel: 'organization' as const,
  dateFormat: 'YYYY-MM-DD',
  timeFormat: 'HH:mm:ss',
  dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
  email: null,
  phone: null,
  imageUrl: null,
  changePasswordFlag: 0,
  menuLayout: 'inline',
  menuCollapsed: false,
  objectVersionNumber: 1,
  _token: 'user-11-token',
  notifyCount: 3,
} satisfies SignedInUser;

const BATCH_BASE = {
  productId: 1,
  productCode: 'WGS-DNA',
  projectId: 1,
  projectCode: 'NL-P2024001',
  sampleCount: 3,
  submittedDate: '2026-09-28 08:51:52',
  returnReason: null,
  teamId: 1,
  teamName: 'Novo Lab',
  step: 3,
  createdDate: '2026-09-27 08:51:52',
  objectVersionNumber: 5,
};

function summary(
  batchId: number,
  batchCode: string,
  status: BatchSummary['status'],
  extra: Partial<BatchSummary> = {},
): BatchSummary {
  return { ...BATCH_BASE, batchId, batchCode, status, ...extra };
}

const BATCHES: BatchSummary[] = [
  summary(3, 'SB-2024003', 'Draft', {
    productCode: 'RNA-SEQ',
    submittedDate: null,
    sampleCount: 2,
  }),
  summary(2, 'SB-2024002', 'Submitted', { productCode: 'RNA-SEQ', sampleCount: 2 }),
  summary(1, 'SB-2024001', 'QcDone'),
  summary(5, 'SB-2024005', 'Returned', {
    productCode: 'MS-PROT',
    sampleCount: 1,
    returnReason: 'Please give the detergent concentration used in the lysis buffer.',
  }),
  summary(4, 'SB-2024004', 'Completed'),
];

const PROJECTS: Project[] = [
  ['NL-P2024002', 'Mouse liver transcriptome', 'Created', '2026-11-01 10:00:00'],
  ['NL-P2024005', 'Zebrafish genome survey', 'SamplesReceived', '2026-10-12 10:00:00'],
  ['NL-P2024001', 'Maize cultivar resequencing', 'Sequencing', '2026-09-22 10:00:00'],
  ['NL-P2024004', 'Serum proteomics pilot', 'Analysis', '2026-08-23 10:00:00'],
  ['NL-P2024003', 'Tumour panel libraries', 'Completed', '2026-07-24 10:00:00'],
].map(([projectCode, projectName, status, createdDate], index) => ({
  projectId: index + 1,
  projectCode: projectCode ?? '',
  projectName: projectName ?? '',
  status: status as Project['status'],
  productCode: 'WGS-DNA',
  createdDate: createdDate ?? '',
  sampleCount: 3,
  teamId: 1,
  objectVersionNumber: 1,
  orders: [],
  batches: [],
  samples: [],
  qc: [],
  history: [],
}));

const MESSAGES: UserMessage[] = [
  {
    userMessageId: 1,
    messageId: 1,
    tenantId: 1,
    subject: 'Sample batch SB-2024001: QcDone',
    creationDate: '2026-10-01 08:51:52',
    userMessageTypeCode: 'MSG',
  },
  {
    userMessageId: 2,
    messageId: 2,
    tenantId: 1,
    subject: 'Sample batch SB-2024005: Returned',
    creationDate: '2026-08-30 09:40:00',
    userMessageTypeCode: 'MSG',
  },
];

const sample = (sampleId: number, sampleName: string, qcVerdict: 'Pass' | 'Risk', amount: string) =>
  ({
    rowNo: sampleId,
    sampleName,
    sampleType: 'DNA',
    species: 'Zea mays',
    concentration: '50',
    volume: '40',
    buffer: 'TE',
    sampleId,
    totalAmount: amount,
    arrived: true,
    receiveNote: null,
    qcVerdict,
    objectVersionNumber: 2,
  }) as Batch['samples'][number];

const qcResult = (sampleId: number, sampleName: string, verdict: 'Pass' | 'Risk') => ({
  qcId: 100 + sampleId,
  sampleId,
  sampleName,
  verdict,
  concentration: verdict === 'Risk' ? '11.9' : '84.1',
  volume: '28',
  rin: null,
  note:
    verdict === 'Risk'
      ? 'Total amount below the 0.5 ug the library needs; a library can be built with a lower yield.'
      : null,
  reportFileUrl: '/portal-qc/reports/seed-qc-report-sb-2024001.csv',
  decision: null,
  decisionComment: null,
  decidedBy: null,
  decidedDate: null,
  objectVersionNumber: 1,
});

const HISTORY = [
  { status: 'Draft', changedBy: 'Mia Manager', changedDate: '2026-09-27 08:51:52', comment: null },
  {
    status: 'Submitted',
    changedBy: 'Mia Manager',
    changedDate: '2026-09-28 08:51:52',
    comment: null,
  },
  {
    status: 'Received',
    changedBy: 'Oliver Operator',
    changedDate: '2026-09-30 08:51:52',
    comment: null,
  },
  {
    status: 'QcDone',
    changedBy: 'Oliver Operator',
    changedDate: '2026-10-01 08:51:52',
    comment: '2 Pass, 1 Risk',
  },
];

const QC_BATCH: Batch = {
  ...summary(1, 'SB-2024001', 'QcDone'),
  rows: [],
  samples: [
    sample(1, 'MZ-01', 'Pass', '4.275'),
    sample(2, 'MZ-02', 'Pass', '1.68'),
    sample(3, 'MZ-03', 'Risk', '0.368'),
  ],
  shipping: {
    courier: 'SF Express',
    trackingNo: 'SF1000001',
    shippingDate: '2026-09-28',
    boxCount: 1,
    storage: 'Dry ice',
    senderContact: 'Mia Manager, +49 30 0000 0000',
  },
  history: HISTORY,
  qc: [qcResult(1, 'MZ-01', 'Pass'), qcResult(2, 'MZ-02', 'Pass'), qcResult(3, 'MZ-03', 'Risk')],
};

const RETURNED_BATCH: Batch = {
  ...QC_BATCH,
  ...summary(5, 'SB-2024005', 'Returned', {
    productCode: 'MS-PROT',
    projectId: 4,
    projectCode: 'NL-P2024004',
    returnReason: 'Please give the detergent concentration used in the lysis buffer.',
  }),
  samples: [],
  shipping: null,
  qc: [],
  history: [
    HISTORY[0]!,
    HISTORY[1]!,
    {
      status: 'Returned',
      changedBy: 'Oliver Operator',
      changedDate: '2026-08-30 09:40:00',
      comment: 'Please give the detergent concentration used in the lysis buffer.',
    },
  ],
};

const PROJECT: Project = {
  ...PROJECTS[2]!,
  projectId: 1,
  orders: [
    {
      orderId: 1,
      orderCode: 'SO-2024001',
      type: 'sequencing',
      projectId: 1,
      projectCode: 'NL-P2024001',
      status: 'InProgress',
      createdDate: '2026-10-02 10:00:00',
      sampleCount: 2,
    },
  ],
  batches: [summary(1, 'SB-2024001', 'QcDone')],
  samples: QC_BATCH.samples.map((item) => ({
    sampleId: item.sampleId,
    sampleName: String(item.sampleName),
    sampleType: 'DNA',
    totalAmount: item.totalAmount,
    arrived: true,
    qcVerdict: item.qcVerdict,
    batchId: 1,
    batchCode: 'SB-2024001',
  })),
  qc: QC_BATCH.qc.map((result) =>
    result.verdict === 'Risk'
      ? {
          ...result,
          batchId: 1,
          batchCode: 'SB-2024001',
          decision: 'proceed' as const,
          decisionComment: 'A lower library yield is fine',
          decidedBy: 'Mia Manager',
          decidedDate: '2026-10-02 09:15:00',
        }
      : { ...result, batchId: 1, batchCode: 'SB-2024001' },
  ),
  history: [
    {
      status: 'Created',
      changedBy: 'Oliver Operator',
      changedDate: '2026-09-22 10:00:00',
      comment: null,
    },
    {
      status: 'Sequencing',
      changedBy: 'Oliver Operator',
      changedDate: '2026-10-10 11:00:00',
      comment: 'Lane 3 of the NovaSeq run',
    },
  ],
};

const PRODUCTS: Product[] = [
  {
    productId: 3,
    productCode: 'LIB-SEQ',
    productName: 'Sequencing of Ready Libraries',
    kind: 'LIBRARY',
    sampleTypes: ['Library'],
    description: 'Sequencing of customer-built, indexed libraries.',
    turnaroundDays: 10,
  },
  {
    productId: 4,
    productCode: 'MS-PROT',
    productName: 'Mass Spectrometry Proteomics',
    kind: 'MS',
    sampleTypes: ['Protein', 'Metabolite'],
    description: 'Label-free quantitative proteomics and metabolomics by LC-MS/MS.',
    turnaroundDays: 35,
  },
  {
    productId: 2,
    productCode: 'RNA-SEQ',
    productName: 'Transcriptome Sequencing (RNA-seq)',
    kind: 'RNA',
    sampleTypes: ['RNA', 'Tissue', 'Cells'],
    description: 'Poly-A enriched mRNA library and PE150 sequencing.',
    turnaroundDays: 25,
  },
  {
    productId: 1,
    productCode: 'WGS-DNA',
    productName: 'Whole Genome Sequencing',
    kind: 'DNA',
    sampleTypes: ['DNA', 'Tissue', 'Cells', 'Blood'],
    description: 'PE150 whole genome resequencing from genomic DNA or source material.',
    turnaroundDays: 30,
  },
];

const VIEWS: PortalViewsState = {
  products: { items: PRODUCTS, status: 'ready' },
  projects: { 1: { project: PROJECT, status: 'ready' } },
  pending: null,
};

/** A read answered with one page of `rows`. */
function answered(rows: unknown[]): ReadEntry {
  const page = { content: rows, totalElements: rows.length, number: 0, size: rows.length };
  return { status: 'ready', data: page, error: null };
}

/** What a story shows: the address, the language and what the store holds. */
interface PortalViewStoryProps {
  path: string;
  language?: Locale;
  views?: PortalViewsState;
  /** The overview's lists: the latest batches and the projects. */
  overview?: { batches: BatchSummary[]; projects: ProjectSummary[] };
  batches?: Batch[];
  messages?: UserMessage[];
  unread?: number;
}

const ROUTES = [
  ...customerViewRoutes.map((route) => ({ ...route, path: `/pub/${route.path}` })),
  ...staffProjectRoutes,
];

/**
 * A portal page over a store without sagas: it shows what the story puts in the store (the
 * page's load requests change nothing that is shown).
 */
function PortalViewStory({
  path,
  language = 'en_US',
  views = VIEWS,
  overview = { batches: BATCHES, projects: PROJECTS },
  batches = [QC_BATCH, RETURNED_BATCH],
  messages = MESSAGES,
  unread = 3,
}: PortalViewStoryProps) {
  return (
    <AppScreen
      path={path}
      routes={ROUTES}
      language={language}
      state={(initial) => ({
        ...initial,
        user: { ...initial.user, currentUser: { ...USER, language, notifyCount: unread } },
        notices: { ...initial.notices, notices: messages, loaded: true },
        portalViews: views,
        resources: {
          ...initial.resources,
          reads: {
            [readKey(PORTAL_LISTS.batches, OVERVIEW_BATCHES)]: answered(overview.batches),
            [readKey(PORTAL_LISTS.projects, OVERVIEW_PROJECTS)]: answered(overview.projects),
          },
        },
        batches: Object.fromEntries(
          batches.map((batch) => [batch.batchId, { batch, status: 'ready' as const }]),
        ),
      })}
    />
  );
}

const meta = {
  title: 'App/PortalViews',
  component: PortalViewStory,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1280 }}>
        <Story />
      </div>
    ),
  ],
  args: { path: '/pub/home' },
} satisfies Meta<typeof PortalViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's overview: open submissions, projects in progress, unread messages. */
export const Home: Story = {};

/** A new team's overview: every part says what to do. */
export const HomeEmpty: Story = {
  args: {
    overview: { batches: [], projects: [] },
    messages: [],
    unread: 0,
  },
};

/** The overview in Chinese. */
export const HomeChinese: Story = { args: { language: 'zh_CN' } };

/** The projects overview: counts by status and the latest projects. */
export const ProjectsHome: Story = { args: { path: '/pub/projects/home' } };

/** A project's QC results, a Risk decision already made. */
export const ProjectQc: Story = { args: { path: '/pub/projects/single?projectId=1&tab=qc' } };

/** The same project for staff, on its History tab (index 4). */
export const StaffProjectHistory: Story = {
  args: { path: '/hpro/project-detail/4?projectId=1' },
};

/** The product catalogue with each product's sheet fields. */
export const Catalogue: Story = { args: { path: '/pub/sample/products' } };

/** The catalogue in Chinese. */
export const CatalogueChinese: Story = {
  args: { path: '/pub/sample/products', language: 'zh_CN' },
};

/** A QC'd batch with a Risk verdict waiting for the customer's decision. */
export const BatchRiskDecision: Story = { args: { path: '/pub/sample/information?batchId=1' } };

/** The same batch in Chinese. */
export const BatchRiskDecisionChinese: Story = {
  args: { path: '/pub/sample/information?batchId=1', language: 'zh_CN' },
};

/** A batch returned for changes: the reason and the way back to the wizard. */
export const BatchReturned: Story = { args: { path: '/pub/sample/information?batchId=5' } };

/** A submitted batch may still be cancelled (the confirmation is asked first). */
export const BatchSubmitted: Story = {
  args: {
    path: '/pub/sample/information?batchId=2',
    batches: [{ ...QC_BATCH, ...summary(2, 'SB-2024002', 'Submitted'), qc: [] }],
  },
};
