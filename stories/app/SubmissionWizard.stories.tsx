import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppScreen } from './AppScreen';
import type { Locale } from '../../app/i18n';
import { wizardRoutes } from '../../app/modules/portal/wizard/routes';
import type { Batch, Product } from '../../app/services/portal';
import type { SubmissionState } from '../../app/store/submission';

const PRODUCT: Product = {
  productId: 1,
  productCode: 'WGS-DNA',
  productName: 'Whole Genome Sequencing',
  kind: 'DNA',
  sampleTypes: ['DNA', 'Tissue', 'Cells', 'Blood'],
  description: 'PE150 whole genome resequencing from genomic DNA or source material.',
  turnaroundDays: 30,
};

const MS_PRODUCT: Product = {
  productId: 4,
  productCode: 'MS-PROT',
  productName: 'Mass Spectrometry Proteomics',
  kind: 'MS',
  sampleTypes: ['Protein', 'Metabolite'],
  description: 'Label-free quantitative proteomics and metabolomics by LC-MS/MS.',
  turnaroundDays: 35,
};

const row = (rowNo: number, sampleName: string, extra: Record<string, string> = {}) => ({
  rowNo,
  sampleName,
  sampleType: 'DNA',
  species: 'Homo sapiens',
  concentration: '50',
  volume: '20',
  buffer: 'TE',
  ...extra,
});

const ROWS = [
  row(1, 'LIV-01'),
  row(2, 'LIV 02'),
  row(3, 'LIV-03', { a260280: '1.6' }),
  row(4, 'LIV-04', { sampleType: 'Tissue', concentration: '1200' }),
];

const SHIPPING = {
  courier: 'DHL',
  trackingNo: 'DHL-7788990011',
  shippingDate: '2026-11-23',
  boxCount: 1,
  storage: 'Dry ice' as const,
  senderContact: 'Mia Manager, +49 30 1234567',
};

const BATCH: Batch = {
  batchId: 7,
  batchCode: 'SB-2026007',
  status: 'Draft',
  productId: 1,
  productCode: 'WGS-DNA',
  projectId: null,
  projectCode: null,
  sampleCount: ROWS.length,
  submittedDate: null,
  returnReason: null,
  teamId: 1,
  teamName: 'Novo Lab',
  step: 2,
  createdDate: '2026-11-20 10:00:00',
  objectVersionNumber: 3,
  rows: ROWS,
  samples: [],
  shipping: SHIPPING,
  history: [],
  qc: [],
};

/** What a story shows: the wizard's state, the page and the language. */
interface WizardStoryProps {
  path: string;
  submission: Partial<SubmissionState>;
  language?: Locale;
}

const ROUTES = wizardRoutes.map((route) => ({ ...route, path: `/pub/${route.path}` }));

/** A wizard page over a store without sagas: nothing is fetched or saved. */
function WizardStory({ path, submission, language = 'en_US' }: WizardStoryProps) {
  return (
    <AppScreen
      path={path}
      routes={ROUTES}
      language={language}
      state={(initial) => ({
        ...initial,
        submission: {
          ...initial.submission,
          products: [PRODUCT],
          catalogStatus: 'ready',
          batch: BATCH,
          batchStatus: 'ready',
          requestedBatchId: BATCH.batchId,
          rows: BATCH.rows,
          shipping: BATCH.shipping,
          step: 2,
          objectVersionNumber: 3,
          ...submission,
        },
      })}
    />
  );
}

const meta = {
  title: 'App/SubmissionWizard',
  component: WizardStory,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200 }}>
        <Story />
      </div>
    ),
  ],
  args: { path: '/pub/sample/step2?batchId=7', submission: {} },
} satisfies Meta<typeof WizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet with an error (a name with a space), a warning (A260/280) and a range error. */
export const Sheet: Story = {};

/** The sheet in Chinese. */
export const SheetChinese: Story = { args: { language: 'zh_CN' } };

/** The import check of a file with bad cells and a missing column. */
export const ImportCheck: Story = {
  args: {
    path: '/pub/sample/step2/import-check?batchId=7',
    submission: {
      imported: {
        fileName: 'liver-samples.csv',
        rows: [
          row(2, 'N-01', { concentration: 'abc', volume: '' }),
          row(3, 'N 02', { sampleType: 'Cells', volume: '' }),
        ],
        problems: [
          {
            rowNo: 1,
            column: 'Volume (uL)',
            value: '',
            code: 'import.missingColumn',
            params: { column: 'Volume (uL)' },
          },
        ],
      },
    },
  },
};

/** One sample in a form with its per-field messages. */
export const EditOneSample: Story = {
  args: { path: '/pub/sample/step2/edit?batchId=7&rowNo=2' },
};

/** The shipping form. */
export const Shipping: Story = {
  args: { path: '/pub/sample/step2/shipping-info?batchId=7', submission: { step: 3 } },
};

/** The review after the server refused a row the sheet could not know about. */
export const PreviewRefused: Story = {
  args: {
    path: '/pub/sample/step3/preview-batch?batchId=7',
    submission: {
      step: 4,
      rows: [row(1, 'LIV-01'), row(2, 'LIV-02', { sampleType: 'Tissue' })],
      refusedRows: [
        {
          rowNo: 1,
          issues: [
            {
              field: 'sampleName',
              code: 'sampleName.duplicateInProject',
              params: { name: 'LIV-01' },
              severity: 'error',
              message: 'The sample name LIV-01 is already used in this project',
            },
          ],
        },
      ],
    },
  },
};

/** The proteomics analysis information of an MS submission. */
export const AnalysisInformation: Story = {
  args: {
    path: '/pub/sample/step2/bifForMSPC?batchId=7',
    submission: {
      products: [PRODUCT, MS_PRODUCT],
      batch: { ...BATCH, productId: 4, productCode: 'MS-PROT' },
      rows: [],
      bif: {
        kind: 'proteomics',
        analysisType: 'DIA',
        database: 'Homo sapiens (UniProt reference proteome)',
        groups: 'Control: SER-01, SER-02\nTreated: SER-03, SER-04',
        notes: null,
      },
    },
  },
};

/** The result of a submission with its printable sample list. */
export const Result: Story = {
  args: {
    path: '/pub/sample/step3/preview-batch-result?batchId=7',
    submission: {
      batch: {
        ...BATCH,
        status: 'Submitted',
        submittedDate: '2026-11-21 09:00:00',
        samples: [row(1, 'LIV-01'), row(2, 'LIV-02')].map((sample, index) => ({
          ...sample,
          sampleId: 70 + index,
          totalAmount: '1',
          arrived: null,
          receiveNote: null,
          qcVerdict: 'Pending' as const,
          objectVersionNumber: 1,
        })),
      },
    },
  },
};
