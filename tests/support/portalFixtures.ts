import type { Batch, Product } from '../../app/services/portal';
import type { SampleRow } from '../../domain/portal/samples';

/** The product every submission test orders. */
export const WGS_PRODUCT: Product = {
  productId: 1,
  productCode: 'WGS-DNA',
  productName: 'Whole Genome Sequencing',
  kind: 'DNA',
  sampleTypes: ['DNA', 'Tissue'],
  description: 'PE150',
  turnaroundDays: 30,
};

/** A valid DNA sample row numbered `rowNo` (named `S-<rowNo>`, 20 uL), changed by `extra`. */
export function sampleRow(rowNo: number, extra: Partial<SampleRow> = {}): SampleRow {
  return {
    rowNo,
    sampleName: `S-${rowNo}`,
    sampleType: 'DNA',
    species: 'Homo sapiens',
    concentration: '50',
    volume: '20',
    buffer: 'TE',
    ...extra,
  };
}

/** Batch 7 of team Novo Lab, a draft at step 2 at `version`, holding `rows`, changed by `extra`. */
export function draftBatch(version: number, rows: SampleRow[], extra: Partial<Batch> = {}): Batch {
  return {
    batchId: 7,
    batchCode: 'SB-2026007',
    status: 'Draft',
    productId: 1,
    productCode: 'WGS-DNA',
    projectId: null,
    projectCode: null,
    sampleCount: rows.length,
    submittedDate: null,
    returnReason: null,
    teamId: 1,
    teamName: 'Novo Lab',
    step: 2,
    createdDate: '2026-11-20 10:00:00',
    objectVersionNumber: version,
    rows,
    samples: [],
    shipping: null,
    history: [],
    qc: [],
    ...extra,
  };
}

/** An empty page of a list as HZERO answers it (50 rows a page). */
export const EMPTY_PAGE = {
  content: [],
  totalElements: 0,
  totalPages: 0,
  numberOfElements: 0,
  size: 50,
  number: 0,
};
