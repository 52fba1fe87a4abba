import { HIAM_TEXTS } from '../../../domain/hiam/messages';
import type { ResourceHooks } from '../../engine/hooks';
import { refuse } from '../hpfm/support/say';

/**
 * The codes of a security group: tenant-level codes only, and (the engine's reference check,
 * through the codes' scope) only codes the caller's role holds.
 */
const hooks: ResourceHooks = {
  beforeWrite(context, values) {
    if (values.permissionId === undefined) return;
    const row = context.app.db
      .prepare('SELECT code, level FROM hiam_permission_view WHERE id = ?')
      .get(Number(values.permissionId)) as { code: string; level: string } | undefined;
    if (row && row.level !== 'organization') {
      throw refuse(context, 'permissionId', HIAM_TEXTS.platformCode, { code: row.code });
    }
  },
};

export default hooks;
