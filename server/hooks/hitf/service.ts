/**
 * Registered services: the authentication each type needs (secrets write-only, kept when an
 * edit leaves them empty), the SOAP namespace and POST interfaces of a SOAP service, the
 * tenant's number as the namespace left empty; `release` publishes a service with its
 * interfaces, `offline` takes it offline. A published service is kept as it is (`lockedWhen`).
 * The demo services of `DEMO_PUBLISHED` are published as they are written.
 */
import { DEMO_PUBLISHED } from '../../../domain/resources/hitf/service';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import {
  checkService,
  checkSoapInterfaces,
  offlineService,
  releaseService,
} from './support/services';

/** The service as it is now, with the message of what was done. */
function answer(context: HookContext, row: Row, message: string) {
  return {
    row: context.engine.get(context.resource, context.scope, Number(row.interfaceServerId)),
    message,
  };
}

const hooks: ResourceHooks = {
  beforeWrite: checkService,
  afterWrite: (context, row, created) => {
    checkSoapInterfaces(context, row);
    if (created && context.scope.role === null && DEMO_PUBLISHED.includes(String(row.serverCode))) {
      releaseService(context, row);
    }
  },
  actions: {
    release: (context, row) => {
      if (!row) throw new Error('release is a row action');
      return answer(context, row, releaseService(context, row));
    },
    offline: (context, row) => {
      if (!row) throw new Error('offline is a row action');
      return answer(context, row, offlineService(context, row));
    },
  },
};

export default hooks;
