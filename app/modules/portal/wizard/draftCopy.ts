import type { SampleRow } from '../../../../domain/portal/samples';
import type { Shipping } from '../../../services/portal';
import type { AnalysisInfo } from '../../../../domain/portal/analysisInfo';

/**
 * The copy of an unsent draft kept on this device (localStorage) until the server confirms it,
 * so that a closed tab, a crash or a lapsed session never loses typing.
 */
export interface DraftCopy {
  /** The batch version the changes were made on. */
  basedOn: number;
  step: number;
  rows: SampleRow[];
  shipping: Shipping | null;
  bif: AnalysisInfo | null;
}

/** The storage key of a user's copy of a batch. */
export const draftCopyKey = (userId: number, batchId: number) =>
  `portal.draft.${userId}.${batchId}`;

function isRow(value: unknown): value is SampleRow {
  return (
    !!value && typeof value === 'object' && Number.isInteger((value as { rowNo?: unknown }).rowNo)
  );
}

/** The copy kept for a user's batch, or null; rows that are not rows are left out. */
export function readDraftCopy(userId: number, batchId: number): DraftCopy | null {
  try {
    const text = localStorage.getItem(draftCopyKey(userId, batchId));
    if (!text) return null;
    const copy = JSON.parse(text) as Partial<DraftCopy>;
    if (typeof copy.basedOn !== 'number' || !Array.isArray(copy.rows)) return null;
    return {
      basedOn: copy.basedOn,
      step: typeof copy.step === 'number' ? copy.step : 2,
      rows: (copy.rows as unknown[]).filter(isRow),
      shipping: copy.shipping ?? null,
      bif: copy.bif ?? null,
    };
  } catch {
    return null;
  }
}

/** Keeps a copy of the unsent draft (a full storage only loses the copy, never the page). */
export function writeDraftCopy(userId: number, batchId: number, copy: DraftCopy): void {
  try {
    localStorage.setItem(draftCopyKey(userId, batchId), JSON.stringify(copy));
  } catch {
    // The draft still lives in the page and is saved to the server.
  }
}

/** Forgets the copy once the server has the draft. */
export function removeDraftCopy(userId: number, batchId: number): void {
  try {
    localStorage.removeItem(draftCopyKey(userId, batchId));
  } catch {
    // Nothing kept, nothing to remove.
  }
}
