/** The monthly average scores: staff only. */
import type { ResourceHooks } from '../../engine/hooks';
import { requireStaff } from '../../services/portalAccess';
import { readerOf } from './support/reader';

const hooks: ResourceHooks = {
  scope: (context) => {
    const reader = readerOf(context);
    if (reader) requireStaff(reader);
    return [];
  },
};

export default hooks;
