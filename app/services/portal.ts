import type { BatchStatus, ProjectStatus } from '../../domain/portal/lifecycles';
import type { AnalysisInfo } from '../../domain/portal/analysisInfo';
import type { FieldIssue, ProductKind, SampleRow, SampleType } from '../../domain/portal/samples';
import { request, type Query } from './request';
import type { Page } from './types';

/**
 * The sequencing portal's endpoints (hsif sample batches, hpro projects and orders, hfle files),
 * typed once for the customer's and the staff's pages. Every call goes through the one request
 * client; sagas call these, views never do.
 */

/** A product of the catalogue. */
export interface Product {
  productId: number;
  productCode: string;
  productName: string;
  kind: ProductKind;
  sampleTypes: SampleType[];
  description: string;
  turnaroundDays: number;
}

/** One status change of a batch or project. */
export interface HistoryEntry {
  status: string;
  changedBy: string | null;
  changedDate: string;
  comment: string | null;
}

/** Shipping information of a batch. */
export interface Shipping {
  courier?: string | null;
  trackingNo?: string | null;
  /** `YYYY-MM-DD`. */
  shippingDate?: string | null;
  boxCount?: number | null;
  storage?: 'Dry ice' | 'Ice packs' | 'Room temperature' | null;
  senderContact?: string | null;
}

/** A QC verdict of a sample. */
export type QcVerdict = 'Pending' | 'Pass' | 'Risk' | 'Fail';

/** A QC result of a sample, with the customer's decision on a Risk verdict. */
export interface QcResult {
  qcId: number;
  sampleId: number;
  sampleName: string;
  verdict: Exclude<QcVerdict, 'Pending'>;
  concentration: string | null;
  volume: string | null;
  rin: string | null;
  note: string | null;
  reportFileUrl: string | null;
  decision: 'proceed' | 'stop' | null;
  decisionComment: string | null;
  decidedBy: string | null;
  decidedDate: string | null;
  objectVersionNumber: number;
}

/** A stored sample of a submitted batch: its sheet row plus what the lab noted. */
export type StoredSample = SampleRow & {
  sampleId: number;
  totalAmount: string | null;
  arrived: boolean | null;
  receiveNote: string | null;
  qcVerdict: QcVerdict;
  objectVersionNumber: number;
};

/** A batch as listed. */
export interface BatchSummary {
  batchId: number;
  batchCode: string;
  status: BatchStatus;
  productId: number;
  productCode: string;
  projectId: number | null;
  projectCode: string | null;
  sampleCount: number;
  submittedDate: string | null;
  returnReason: string | null;
  teamId: number;
  teamName: string;
  /** The wizard step the customer last saved the draft at. */
  step: number;
  createdDate: string;
  objectVersionNumber: number;
}

/** A batch with its sheet as typed, stored samples, shipping, history and QC results. */
export interface Batch extends BatchSummary {
  rows: SampleRow[];
  samples: StoredSample[];
  shipping: Shipping | null;
  history: HistoryEntry[];
  qc: QcResult[];
}

/** A project as listed. */
export interface ProjectSummary {
  projectId: number;
  projectCode: string;
  projectName: string;
  status: ProjectStatus;
  productCode: string;
  createdDate: string;
  sampleCount: number;
  teamId: number;
}

/** An order as listed. */
export interface OrderSummary {
  orderId: number;
  orderCode: string;
  type: 'sequencing' | 'libprep';
  projectId: number;
  projectCode: string;
  status: string;
  createdDate: string;
  sampleCount: number;
}

/** A sample of a project's batches under way at the lab. */
export interface ProjectSample {
  sampleId: number;
  sampleName: string;
  sampleType: SampleType;
  totalAmount: string | null;
  arrived: boolean | null;
  qcVerdict: QcVerdict;
  batchId: number;
  batchCode: string;
}

/** A QC result of a project's sample, with the batch it came in. */
export type ProjectQcResult = QcResult & { batchId: number; batchCode: string };

/** A project with its orders, batches, samples, QC results and history. */
export interface Project extends ProjectSummary {
  objectVersionNumber: number;
  orders: OrderSummary[];
  batches: BatchSummary[];
  samples: ProjectSample[];
  qc: ProjectQcResult[];
  history: HistoryEntry[];
}

/** An issue as the server answers it: the shared issue plus its English text. */
export type ServerIssue = FieldIssue & { message: string };

/** The server's issues of one row. */
export interface RowIssues {
  rowNo: number;
  issues: ServerIssue[];
}

/** What saving a draft answers. */
export interface DraftSaved {
  objectVersionNumber: number;
  issues: RowIssues[];
}

/** A draft as the wizard saves it. */
export interface DraftInput {
  objectVersionNumber: number;
  step: number;
  rows: SampleRow[];
  shipping?: Shipping | null;
  /** Mass spectrometry analysis information (MS products only); left out, it is kept. */
  bif?: AnalysisInfo | null;
}

/** What a sample arrived as, noted by staff on receipt. */
export interface ReceivedSample {
  sampleId: number;
  arrived: boolean;
  note?: string | null;
}

/** A QC result as staff record it. */
export interface QcInput {
  sampleId: number;
  verdict: Exclude<QcVerdict, 'Pending'>;
  concentration?: string | number | null;
  volume?: string | number | null;
  rin?: string | number | null;
  note?: string | null;
  reportFileUrl?: string | null;
}

const HSIF = '/hsif/v1/{tenantId}';
const HPRO = '/hpro/v1/{tenantId}';

/** `GET /hsif/v1/{tenantId}/products`: the catalogue. */
export const fetchProducts = () => request<Product[]>(`${HSIF}/products`);

/**
 * The lists of the resources `hpro/project`, `hsif/batch` and `hsif/staff-batch`, which pages
 * also read through the cached reads (`useRead`): a page of the rows the caller sees.
 */
export const PORTAL_LISTS = {
  projects: `${HPRO}/projects`,
  batches: `${HSIF}/batches`,
  staffBatches: `${HSIF}/staff/batches`,
} as const;

/** `GET /hpro/v1/{tenantId}/projects`: a page of the projects the caller sees. */
export const fetchProjects = (query: Query) =>
  request<Page<ProjectSummary>>(PORTAL_LISTS.projects, { query });

/** `GET /hpro/v1/{tenantId}/projects/{projectId}`: one project with its orders and batches. */
export const fetchProject = (projectId: number) =>
  request<Project>(`${HPRO}/projects/${projectId}`);

/** `GET /hsif/v1/{tenantId}/batches`: a page of the customer's batches. */
export const fetchBatches = (query: Query) =>
  request<Page<BatchSummary>>(PORTAL_LISTS.batches, { query });

/** `GET /hsif/v1/{tenantId}/batches/{batchId}`: one batch (customers and staff). */
export const fetchBatch = (batchId: number) => request<Batch>(`${HSIF}/batches/${batchId}`);

/** `POST /hsif/v1/{tenantId}/batches`: a new Draft for a product (and project). */
export const createBatch = (productId: number, projectId?: number | null) =>
  request<Batch>(`${HSIF}/batches`, { method: 'POST', body: { productId, projectId } });

/** `PUT .../batches/{batchId}/draft`: saves the sheet as typed; answers the server's issues. */
export const saveDraft = (batchId: number, draft: DraftInput) =>
  request<DraftSaved>(`${HSIF}/batches/${batchId}/draft`, { method: 'PUT', body: draft });

/** `GET .../batches/{batchId}/draft/analysis`: the MS analysis information of a draft. */
export const fetchDraftAnalysis = (batchId: number) =>
  request<{ bif: AnalysisInfo | null }>(`${HSIF}/batches/${batchId}/draft/analysis`);

/**
 * `POST .../batches/{batchId}/submit`. A sheet with errors is refused with a failed answer
 * (`code: 'error.sample_rows'`, `rows`), which the request client raises as a BusinessError.
 */
export const submitBatch = (batchId: number, objectVersionNumber: number) =>
  request<Batch>(`${HSIF}/batches/${batchId}/submit`, {
    method: 'POST',
    body: { objectVersionNumber },
  });

/** `POST .../batches/{batchId}/cancel` (Draft or Submitted). */
export const cancelBatch = (batchId: number, objectVersionNumber: number, comment?: string) =>
  request<Batch>(`${HSIF}/batches/${batchId}/cancel`, {
    method: 'POST',
    body: { objectVersionNumber, comment },
  });

/** `POST .../batches/{batchId}/qc/{sampleId}/decision`: the customer's answer to a Risk verdict. */
export const decideRisk = (
  batchId: number,
  sampleId: number,
  decision: 'proceed' | 'stop',
  comment: string,
) =>
  request<Batch>(`${HSIF}/batches/${batchId}/qc/${sampleId}/decision`, {
    method: 'POST',
    body: { decision, comment },
  });

/** `POST .../staff/batches/{batchId}/receive`: what arrived, with notes. */
export const receiveBatch = (
  batchId: number,
  objectVersionNumber: number,
  received: ReceivedSample[],
) =>
  request<Batch>(`${HSIF}/staff/batches/${batchId}/receive`, {
    method: 'POST',
    body: { objectVersionNumber, received },
  });

/** `POST .../staff/batches/{batchId}/qc`: QC verdicts of samples. */
export const recordQc = (batchId: number, results: QcInput[]) =>
  request<Batch>(`${HSIF}/staff/batches/${batchId}/qc`, { method: 'POST', body: { results } });

/** `POST .../staff/batches/{batchId}/status`: the lifecycle's next state. */
export const moveBatch = (batchId: number, status: BatchStatus, comment?: string) =>
  request<Batch>(`${HSIF}/staff/batches/${batchId}/status`, {
    method: 'POST',
    body: { status, comment },
  });

/** `POST .../staff/batches/{batchId}/return`: back to the customer with a reason. */
export const returnBatch = (batchId: number, reason: string) =>
  request<Batch>(`${HSIF}/staff/batches/${batchId}/return`, {
    method: 'POST',
    body: { reason },
  });
