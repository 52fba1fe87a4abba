/**
 * Invoices: a number left empty is given (INV, today's date, a sequence); the demo invoices
 * take their states (`DEMO_INVOICE_STATES`) as they are written; `issue` issues a complete
 * draft with lines, `void` voids an issued one for a reason. Issued and voided invoices are
 * kept as they are (`lockedWhen`); the totals are written from the lines by their hook.
 */
import { DEMO_INVOICE_STATES } from '../../../domain/resources/hivc/invoice';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { blank } from '../hpfm/support/say';
import { issueInvoice, nextInvoiceNum, voidInvoice } from './support/invoices';

/** The invoice as it is now, with the message of what was done. */
function answer(context: HookContext, row: Row, message: string) {
  return {
    row: context.engine.get(context.resource, context.scope, Number(row.invoiceId)),
    message,
  };
}

const hooks: ResourceHooks = {
  beforeWrite: (context, values, current) => {
    if (current) return;
    if (blank(values.invoiceNum)) values.invoiceNum = nextInvoiceNum(context);
    const demo =
      context.scope.role === null ? DEMO_INVOICE_STATES[String(values.invoiceNum)] : undefined;
    if (demo) {
      values.status = demo.status;
      values.issueDate = demo.issueDate;
      if (demo.status === 'VOIDED') {
        values.voidReason = demo.voidReason ?? null;
        values.voidedDate = context.scope.now;
      }
    }
  },
  actions: {
    issue: (context, row) => {
      if (!row) throw new Error('issue is a row action');
      return answer(context, row, issueInvoice(context, row));
    },
    void: (context, row, body) => {
      if (!row) throw new Error('void is a row action');
      return answer(context, row, voidInvoice(context, row, body));
    },
  },
};

export default hooks;
