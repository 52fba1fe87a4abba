/**
 * The project lifecycle's moves (PORTAL.md): staff move a project one step forward at a time,
 * Created -> Samples received -> Library prep -> Sequencing -> Analysis -> Data released ->
 * Completed. Shared by the server and the project page.
 */
import { PROJECT_STATUSES, type ProjectStatus } from './lifecycles';

/** The state after `status`, or undefined for the last one. */
export function nextProjectStatus(status: ProjectStatus): ProjectStatus | undefined {
  const index = PROJECT_STATUSES.indexOf(status);
  return index >= 0 ? PROJECT_STATUSES[index + 1] : undefined;
}

/** Longest comment of a move. */
export const PROJECT_COMMENT_MAX = 1000;
