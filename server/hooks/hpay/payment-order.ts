/**
 * Payment orders (the portal's submitted payments): read like the statements they are, and
 * `refund`, offered on a paid order, asks for a refund of the amount given (`refundAmount`,
 * decimal text; all that is left when not given) with an optional `reason`.
 */
import type { ResourceHooks } from '../../engine/hooks';
import { requestRefund, statementRows } from './support/refunds';

const hooks: ResourceHooks = {
  scope: statementRows,
  actions: {
    refund: (context, row, body) => {
      if (!row) throw new Error('refund is a row action');
      const message = requestRefund(context, row, body);
      return {
        row: context.engine.get(context.resource, context.scope, Number(row.paymentOrderId)),
        message,
      };
    },
  },
};

export default hooks;
