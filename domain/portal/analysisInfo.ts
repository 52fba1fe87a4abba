/**
 * The mass spectrometry analysis information of a submission (`step2/bifForMSM` for
 * metabolomics, `step2/bifForMSPC` for proteomics): the value lists and limits, as data plus a
 * pure check. No React: the server imports this file too, so both sides check the same.
 *
 * Gaps PORTAL.md leaves open, filled here: the analysis types offered per kind (the common
 * LC-MS/MS services), the database as free text (a species' proteome or a spectral library),
 * and the limits of the free texts.
 */

/** The two kinds of mass spectrometry analysis. */
export const ANALYSIS_KINDS = ['metabolomics', 'proteomics'] as const;
/** Metabolomics or proteomics. */
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

/** Analysis types per kind. */
export const ANALYSIS_TYPES: Record<AnalysisKind, readonly string[]> = {
  metabolomics: ['Untargeted', 'Targeted', 'Lipidomics'],
  proteomics: ['Label-free quantification', 'TMT labelling', 'DIA', 'Phosphoproteomics'],
};

/** Longest text of each free-text field. */
export const ANALYSIS_TEXT_MAX = { database: 200, groups: 1000, notes: 2000 } as const;

/** The analysis information as saved with a draft (each field may still be empty). */
export interface AnalysisInfo {
  kind: AnalysisKind;
  analysisType: string | null;
  /** Species or search database, e.g. `Homo sapiens (UniProt reference proteome)`. */
  database: string | null;
  /** The sample groups, e.g. `Control: SER-01..03; Treated: SER-04..06`. */
  groups: string | null;
  notes: string | null;
}

/**
 * What is wrong with a body claimed to be analysis information, as `field: reason` texts
 * (English, for a 400 answer); empty when it is fine.
 */
export function analysisInfoProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ['bif: must be an object'];
  }
  const info = value as Record<string, unknown>;
  const problems: string[] = [];
  const kind = info.kind;
  if (!ANALYSIS_KINDS.includes(kind as AnalysisKind)) {
    problems.push(`bif.kind: must be one of ${ANALYSIS_KINDS.join(', ')}`);
  }
  const type = info.analysisType;
  if (type !== null && type !== undefined) {
    const allowed = ANALYSIS_KINDS.includes(kind as AnalysisKind)
      ? ANALYSIS_TYPES[kind as AnalysisKind]
      : [];
    if (typeof type !== 'string' || !allowed.includes(type)) {
      problems.push(`bif.analysisType: must be one of ${allowed.join(', ')}`);
    }
  }
  for (const field of Object.keys(ANALYSIS_TEXT_MAX) as (keyof typeof ANALYSIS_TEXT_MAX)[]) {
    const text = info[field];
    if (text === null || text === undefined) continue;
    if (typeof text !== 'string') problems.push(`bif.${field}: must be text`);
    else if (text.length > ANALYSIS_TEXT_MAX[field]) {
      problems.push(`bif.${field}: at most ${ANALYSIS_TEXT_MAX[field]} characters`);
    }
  }
  return problems;
}

/** Analysis information with only its known fields (empty text as null). */
export function cleanAnalysisInfo(info: AnalysisInfo): AnalysisInfo {
  const text = (value: string | null | undefined) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  };
  return {
    kind: info.kind,
    analysisType: text(info.analysisType),
    database: text(info.database),
    groups: text(info.groups),
    notes: text(info.notes),
  };
}
