/** The allocation history each caller reads: staff every team's, a manager their team's. */
import type { ResourceHooks } from '../../engine/hooks';
import { managedTeamRows } from './support/scope';

const hooks: ResourceHooks = { scope: managedTeamRows };

export default hooks;
