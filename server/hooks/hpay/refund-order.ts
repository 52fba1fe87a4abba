/**
 * Refund orders: read like the statements they refund; `confirm` (the money went back) and
 * `refuse` (with the call's `reason`, optional) decide a waiting one, and its payment order's
 * refunded amount and state follow.
 */
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { confirmRefund, refuseRefund, statementRows } from './support/refunds';

/** The refund order as it is now, with the message of what was done. */
function answer(context: HookContext, row: Row, message: string) {
  return {
    row: context.engine.get(context.resource, context.scope, Number(row.refundOrderId)),
    message,
  };
}

const hooks: ResourceHooks = {
  scope: statementRows,
  actions: {
    confirm: (context, row) => {
      if (!row) throw new Error('confirm is a row action');
      return answer(context, row, confirmRefund(context, row));
    },
    refuse: (context, row, body) => {
      if (!row) throw new Error('refuse is a row action');
      return answer(context, row, refuseRefund(context, row, body));
    },
  },
};

export default hooks;
