// The staff's QC rules (PORTAL.md), shared by the server and the QC page.
import { cellText, parseDecimal, type CellValue } from './samples';
import { QC_ISSUE_MESSAGES_EN } from './messages';

/** The most the customer's comment on a Risk decision may hold (it is required). */
export const DECISION_COMMENT_MAX = 500;

/** The verdicts staff give a sample (Pending is the state before one). */
export const QC_VERDICTS = ['Pass', 'Risk', 'Fail'] as const;

/** A verdict staff give. */
export type QcVerdictGiven = (typeof QC_VERDICTS)[number];

/** One sample's QC result as typed or sent. */
export interface QcEntry {
  verdict: QcVerdictGiven | '' | null | undefined;
  concentration?: CellValue;
  volume?: CellValue;
  rin?: CellValue;
  note?: CellValue;
}

/** The fields of a QC result a rule can refuse. */
export type QcField = 'verdict' | 'concentration' | 'volume' | 'rin' | 'note';

export { QC_ISSUE_MESSAGES_EN } from './messages';

/** A refused QC field and why (`<field>.<rule>`, a key of {@link QC_ISSUE_MESSAGES_EN}). */
export interface QcIssue {
  field: QcField;
  code: {
    [
      F in keyof typeof QC_ISSUE_MESSAGES_EN
    ]: `${F}.${Extract<keyof (typeof QC_ISSUE_MESSAGES_EN)[F], string>}`;
  }[keyof typeof QC_ISSUE_MESSAGES_EN];
}

/** Whether a verdict needs a note: Risk and Fail tell the customer why. */
export const qcNoteRequired = (verdict: QcEntry['verdict']): boolean =>
  verdict === 'Risk' || verdict === 'Fail';

function outside(value: CellValue, min: number, max: number): boolean {
  if (cellText(value) === '') return false;
  const number = parseDecimal(value);
  return number === null || number.lt(min) || number.gt(max);
}

/**
 * What is wrong with a QC result: a verdict is required, Risk and Fail need a note, measured
 * values are optional numbers (concentration and volume 0-1000, RIN 1-10).
 */
export function qcIssues(entry: QcEntry): QcIssue[] {
  const issues: QcIssue[] = [];
  if (!entry.verdict || !QC_VERDICTS.includes(entry.verdict)) {
    issues.push({ field: 'verdict', code: 'verdict.required' });
  }
  if (outside(entry.concentration, 0, 1000)) {
    issues.push({ field: 'concentration', code: 'concentration.invalid' });
  }
  if (outside(entry.volume, 0, 1000)) issues.push({ field: 'volume', code: 'volume.invalid' });
  if (outside(entry.rin, 1, 10)) issues.push({ field: 'rin', code: 'rin.invalid' });
  if (qcNoteRequired(entry.verdict) && cellText(entry.note) === '') {
    issues.push({ field: 'note', code: 'note.required' });
  }
  return issues;
}

/** The English text of a QC issue. */
export function qcIssueMessage(issue: QcIssue): string {
  const [field, rule] = issue.code.split('.') as [keyof typeof QC_ISSUE_MESSAGES_EN, string];
  return (QC_ISSUE_MESSAGES_EN[field] as Record<string, string>)[rule] ?? issue.code;
}
