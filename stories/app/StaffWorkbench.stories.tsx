import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppScreen } from './AppScreen';
import type { Locale } from '../../app/i18n';
import { staffViewRoutes } from '../../app/modules/portal/staff/routes';
import type { Batch } from '../../app/services/portal';
import type { StaffBatchesState } from '../../app/store/staffBatches';
import { qcDoneBatch, receivedBatch, submittedBatch } from './staffBatchFixtures';

/** What a story shows: a workbench address, the batch loaded for it, the language. */
interface StaffWorkbenchStoryProps {
  path: string;
  batch: Batch;
  language?: Locale;
  staff?: Partial<StaffBatchesState>;
}

/**
 * A staff workbench page over a store without sagas: the batch is already loaded (nothing is
 * fetched), and what the user types stays in the page's form.
 */
function StaffWorkbenchStory({ path, batch, language = 'en_US', staff }: StaffWorkbenchStoryProps) {
  return (
    <AppScreen
      path={path}
      routes={staffViewRoutes}
      language={language}
      state={(initial) => ({
        ...initial,
        batches: { [batch.batchId]: { batch, status: 'ready' } },
        staffBatches: { ...initial.staffBatches, ...staff },
      })}
    />
  );
}

const meta = {
  title: 'App/StaffWorkbench',
  component: StaffWorkbenchStory,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200 }}>
        <Story />
      </div>
    ),
  ],
  args: { path: '/hsif/sample/step1?batchId=7', batch: submittedBatch() },
} satisfies Meta<typeof StaffWorkbenchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the submitted sheet with its total amount, shipping and team. */
export const Overview: Story = {};

/** Step 2 of a Submitted batch: every sample arrived by default. */
export const Receive: Story = {
  args: { path: '/hsif/sample/step2?batchId=7' },
};

/** Step 2 once received: what was noted. */
export const Received: Story = {
  args: { path: '/hsif/sample/step2?batchId=7', batch: receivedBatch() },
};

/** Step 3 of a Received batch, a report uploaded: a verdict per arrived sample to give. */
export const Qc: Story = {
  args: {
    path: '/hsif/sample/step3?batchId=7',
    batch: receivedBatch(),
    staff: {
      reports: {
        7: {
          status: 'ready',
          fileName: 'qc-report.pdf',
          file: {
            fileUrl: '/portal-qc/batch-7/f1/qc-report.pdf',
            fileName: 'qc-report.pdf',
            size: 4,
          },
        },
      },
    },
  },
};

/** Step 3 once QC is done: the results, the report and the customer's Risk decision. */
export const QcDone: Story = {
  args: { path: '/hsif/sample/step3?batchId=7', batch: qcDoneBatch() },
};

/** Step 4 after the server refused the move: its message beside the form. */
export const LifecycleRefused: Story = {
  args: {
    path: '/hsif/sample/step4?batchId=7',
    batch: qcDoneBatch(),
    staff: {
      saves: {
        7: {
          move: 'move',
          status: 'failed',
          error: 'The customer has not decided on the Risk samples LIV-2 yet',
        },
      },
    },
  },
};

/** Step 5 of a Returned batch: the reason. */
export const Returned: Story = {
  args: {
    path: '/hsif/sample/step5?batchId=7',
    batch: submittedBatch({ status: 'Returned', returnReason: 'Wrong species in row 2' }),
  },
};

/** Step 5 opened for a Received batch: not available, with the reason. */
export const ReturnNotAllowed: Story = {
  args: { path: '/hsif/sample/step5?batchId=7', batch: receivedBatch() },
};

/** Step 6: the status history. */
export const History: Story = {
  args: { path: '/hsif/sample/step6?batchId=7', batch: qcDoneBatch() },
};

/** The print page: one label per sample and the sheet. */
export const Print: Story = {
  args: { path: '/hsif/sample/print?batchId=7' },
};

/** The print page without a batch: the search. */
export const PrintSearch: Story = {
  args: { path: '/hsif/sample/print' },
};

/** Chinese: the QC step. */
export const ChineseQc: Story = {
  args: { path: '/hsif/sample/step3?batchId=7', batch: receivedBatch(), language: 'zh_CN' },
};
