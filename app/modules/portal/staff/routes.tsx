import type { ModuleRoute } from '../../hpfm/routes';

/** The staff's batch and project pages of the operators' shell (absolute paths). */
export const staffViewRoutes: ModuleRoute[] = [];
