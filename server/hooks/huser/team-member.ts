/** The members of customer teams each caller reads: staff every team, a manager their own. */
import type { ResourceHooks } from '../../engine/hooks';
import { managedTeamRows } from './support/scope';

const hooks: ResourceHooks = { scope: managedTeamRows };

export default hooks;
