import {
  mergeDocuments,
  resolveConflict,
  type MergeChoice,
  type MergeConflict,
  type MergeDocument,
} from '../../../../domain/engine/merge';
import type { AnalysisInfo } from '../../../../domain/portal/analysisInfo';
import type { SampleRow } from '../../../../domain/portal/samples';
import type { Shipping } from '../../../services/portal';

/** What a draft save sends, and so what two versions of a draft differ in. */
export interface DraftContent {
  rows: SampleRow[];
  shipping: Shipping | null;
  bif: AnalysisInfo | null;
}

/** The header field names of the shipping and analysis information (`shipping.courier`…). */
export const SHIPPING_PREFIX = 'shipping.';
export const BIF_PREFIX = 'bif.';

type Header = Record<string, unknown>;
type Document = MergeDocument<Header, SampleRow>;

const OPTIONS = {
  keyOf: (row: SampleRow) => row.rowId ?? null,
  // A row's number is its place on this page.
  ignore: ['rowNo'],
};

function flatten(prefix: string, value: object | null, into: Header): void {
  for (const [key, item] of Object.entries(value ?? {})) into[`${prefix}${key}`] = item;
}

function unflatten(header: Header, prefix: string): Record<string, unknown> | null {
  const entries = Object.entries(header).filter(([key]) => key.startsWith(prefix));
  if (entries.length === 0) return null;
  return Object.fromEntries(entries.map(([key, value]) => [key.slice(prefix.length), value]));
}

function toDocument(content: DraftContent): Document {
  const header: Header = {};
  flatten(SHIPPING_PREFIX, content.shipping, header);
  flatten(BIF_PREFIX, content.bif, header);
  return { header, lines: content.rows };
}

function toContent(document: Document): DraftContent {
  return {
    rows: [...document.lines],
    shipping: unflatten(document.header, SHIPPING_PREFIX) as Shipping | null,
    bif: unflatten(document.header, BIF_PREFIX) as AnalysisInfo | null,
  };
}

/**
 * Merges this tab's draft (`mine`) with the version someone else saved (`theirs`), both made
 * from `base` (the version this tab last loaded or saved): rows by their id, the shipping and
 * analysis information field by field. Conflicts keep mine until the user chooses.
 */
export function mergeDraft(
  base: DraftContent,
  mine: DraftContent,
  theirs: DraftContent,
): { content: DraftContent; conflicts: MergeConflict[] } {
  const { merged, conflicts } = mergeDocuments(
    toDocument(base),
    toDocument(mine),
    toDocument(theirs),
    OPTIONS,
  );
  return { content: toContent(merged), conflicts };
}

/** A draft with one conflict resolved to the user's choice. */
export function resolveDraftConflict(
  content: DraftContent,
  conflict: MergeConflict,
  choice: MergeChoice,
): DraftContent {
  if (choice === 'mine') return content;
  return toContent(resolveConflict(toDocument(content), conflict, choice, OPTIONS));
}
