import type { BifIssue } from '../../../../domain/portal/bif';
import type { MoneyIssue } from '../../../../domain/portal/money';
import type { QuotationIssue } from '../../../../domain/portal/quotations';
import type { PaymentIssue } from '../../../../domain/portal/statements';
import type { MessageKey, Translate } from '../../../i18n';

/** The shared rules' issues in the user's language (the same rules the server checks). */

/** The label of a value a path ends with, e.g. `lines.2.unitPrice` -> 'Unit price'. */
function fieldLabel(t: Translate, path: string): string {
  const field = path.split('.').at(-1) ?? path;
  const key = `portal.money.fields.${field}` as MessageKey;
  const label = t(key);
  return label === key ? field : label;
}

/** Where in a list a path points, e.g. 'Line 3: ' of `lines.2.unitPrice`. */
function where(t: Translate, path: string): string {
  const [list, index] = path.split('.');
  const at = Number(index);
  if (!Number.isInteger(at)) return '';
  const key = `portal.money.at.${list}` as MessageKey;
  return t(key, { n: at + 1 });
}

/** A quotation's (request or pricing) issue, e.g. 'Line 3: Unit price must be a number'. */
export function quotationIssueText(t: Translate, issue: QuotationIssue | MoneyIssue): string {
  const path = 'path' in issue ? issue.path : issue.field;
  return (
    where(t, path) +
    t(`portal.money.issues.${issue.code}` as MessageKey, {
      field: fieldLabel(t, path),
      ...issue.params,
    })
  );
}

/** A payment's issue. */
export function paymentIssueText(t: Translate, issue: PaymentIssue): string {
  const code = issue.code === 'date' ? 'paymentDate' : issue.code;
  return t(`portal.money.issues.${code}` as MessageKey, {
    field: fieldLabel(t, issue.field),
    ...issue.params,
  });
}

/** A bioinformatics form's issue, e.g. 'Group 2: The name must be …'. */
export function bifIssueText(t: Translate, issue: BifIssue): string {
  return (
    where(t, issue.path) +
    t(`portal.money.bif.issues.${issue.code}` as MessageKey, {
      field: fieldLabel(t, issue.path),
      ...issue.params,
    })
  );
}

/** The first issue of each path. */
export function byPath<I extends { path: string }>(issues: readonly I[]): Map<string, I> {
  const map = new Map<string, I>();
  for (const issue of issues) if (!map.has(issue.path)) map.set(issue.path, issue);
  return map;
}
