// Sample batches as the server answers them, for the staff workbench stories and tests.
import type { Batch, StoredSample } from '../../app/services/portal';

/** A stored sample of the fake batches. */
export function storedSample(
  sampleId: number,
  rowNo: number,
  sampleName: string,
  extra: Partial<StoredSample> = {},
): StoredSample {
  return {
    sampleId,
    rowNo,
    sampleName,
    sampleType: 'RNA',
    species: 'Mus musculus',
    concentration: '120',
    volume: '30',
    buffer: 'Water',
    rin: '8.1',
    totalAmount: '3.6',
    arrived: null,
    receiveNote: null,
    qcVerdict: 'Pending',
    objectVersionNumber: 1,
    ...extra,
  };
}

/** A Submitted batch of three RNA samples of team Novo Lab, as the server answers it. */
export function submittedBatch(extra: Partial<Batch> = {}): Batch {
  return {
    batchId: 7,
    batchCode: 'SB-2026007',
    status: 'Submitted',
    productId: 2,
    productCode: 'RNA-SEQ',
    projectId: 2,
    projectCode: 'P-2024002',
    sampleCount: 3,
    submittedDate: '2026-11-01 08:00:00',
    returnReason: null,
    teamId: 1,
    teamName: 'Novo Lab',
    step: 3,
    createdDate: '2026-10-30 10:00:00',
    objectVersionNumber: 3,
    rows: [],
    samples: [
      storedSample(71, 1, 'LIV-1'),
      storedSample(72, 2, 'LIV-2'),
      storedSample(73, 3, 'LIV-3'),
    ],
    shipping: {
      courier: 'SF Express',
      trackingNo: 'SF123456',
      shippingDate: '2026-11-01',
      boxCount: 1,
      storage: 'Dry ice',
      senderContact: 'Mia Manager',
    },
    history: [
      {
        status: 'Draft',
        changedBy: 'Mia Manager',
        changedDate: '2026-10-30 10:00:00',
        comment: null,
      },
      {
        status: 'Submitted',
        changedBy: 'Mia Manager',
        changedDate: '2026-11-01 08:00:00',
        comment: null,
      },
    ],
    qc: [],
    ...extra,
  };
}

/** The batch after receipt: every sample arrived, LIV-2 with a note. */
export function receivedBatch(extra: Partial<Batch> = {}): Batch {
  const batch = submittedBatch();
  return {
    ...batch,
    status: 'Received',
    objectVersionNumber: 4,
    samples: batch.samples.map((sample) => ({
      ...sample,
      arrived: true,
      receiveNote: sample.sampleName === 'LIV-2' ? 'Tube cracked' : null,
    })),
    history: [
      ...batch.history,
      {
        status: 'Received',
        changedBy: 'Tina Admin',
        changedDate: '2026-11-02 09:00:00',
        comment: 'Discrepancies: LIV-2: Tube cracked.',
      },
    ],
    ...extra,
  };
}

/** The batch once QC is done: LIV-2 is a Risk the customer decided to proceed with. */
export function qcDoneBatch(extra: Partial<Batch> = {}): Batch {
  const batch = receivedBatch();
  const result = (
    qcId: number,
    sampleId: number,
    sampleName: string,
    verdict: 'Pass' | 'Risk' | 'Fail',
    note: string | null,
  ) => ({
    qcId,
    sampleId,
    sampleName,
    verdict,
    concentration: verdict === 'Pass' ? '118.2' : '40.1',
    volume: verdict === 'Pass' ? '29' : '9',
    rin: verdict === 'Pass' ? '8.3' : '6.4',
    note,
    reportFileUrl: '/portal-qc/batch-7/f1/qc-report.pdf',
    decision: verdict === 'Risk' ? ('proceed' as const) : null,
    decisionComment: verdict === 'Risk' ? 'Use what there is' : null,
    decidedBy: verdict === 'Risk' ? 'Mia Manager' : null,
    decidedDate: verdict === 'Risk' ? '2026-11-03 10:00:00' : null,
    objectVersionNumber: 1,
  });
  return {
    ...batch,
    status: 'QcDone',
    objectVersionNumber: 5,
    samples: batch.samples.map((sample) => ({
      ...sample,
      qcVerdict: sample.sampleName === 'LIV-2' ? 'Risk' : 'Pass',
    })),
    qc: [
      result(1, 71, 'LIV-1', 'Pass', null),
      result(2, 72, 'LIV-2', 'Risk', 'Volume below 10 uL'),
      result(3, 73, 'LIV-3', 'Pass', null),
    ],
    history: [
      ...batch.history,
      {
        status: 'QcDone',
        changedBy: 'Tina Admin',
        changedDate: '2026-11-02 15:00:00',
        comment: 'QC results: 2 Pass, 1 Risk, 0 Fail. Please decide whether to proceed with LIV-2.',
      },
    ],
    ...extra,
  };
}
