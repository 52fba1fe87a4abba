/**
 * A worker thread's run of an NLP template's rules (`nlpExtractor.ts`): the rules' regular
 * expressions run here, each run interrupted at the extraction's time budget, never on the
 * request thread. A rule that could not run is answered as data (an error's class does not
 * cross threads).
 */
import { extract, RuleFailure, type Found, type StoredRule } from '../hooks/hnlp/support/extract';

/** A text and the rules to run on it (its characters to remove already removed). */
export interface NlpExtractTask {
  rules: readonly StoredRule[];
  subject: string;
}

/** The values found, or the rule that could not be run and why. */
export type NlpExtractResult =
  { found: Found[] } | { failure: { tag: string; reason: 'timeout' | 'pattern' } };

/** Runs the rules on the text. */
export default function runExtraction(task: NlpExtractTask): NlpExtractResult {
  try {
    return { found: extract(task.rules, task.subject) };
  } catch (error) {
    if (error instanceof RuleFailure) return { failure: { tag: error.tag, reason: error.reason } };
    throw error;
  }
}
