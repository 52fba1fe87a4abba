/**
 * Invoice lines: the server's amount and tax of each line (never the caller's), and its
 * invoice's totals written again whenever a line is saved or deleted.
 */
import type { ResourceHooks } from '../../engine/hooks';
import { merged } from '../hpfm/support/say';
import { lineMoney, refreshTotals } from './support/invoices';

const hooks: ResourceHooks = {
  beforeWrite: (_context, values, current) => {
    const line = merged(values, current);
    const { amount, taxAmount } = lineMoney(
      String(line.quantity),
      String(line.unitPrice),
      String(line.taxRate),
    );
    values.amount = amount;
    values.taxAmount = taxAmount;
  },
  afterWrite: (context, row) => refreshTotals(context, Number(row.invoiceId)),
  beforeDelete: (context, row) =>
    refreshTotals(context, Number(row.invoiceId), Number(row.invoiceLineId)),
};

export default hooks;
