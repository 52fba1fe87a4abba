/**
 * Process definitions: a new one is a draft; an edit of the XML after a deployment makes it a
 * draft again. `deploy` checks the saved XML (bpmn-moddle; see support/bpmn.ts) and records a
 * deployment, version n+1 with the XML as it is; `start` runs the latest deployed version for
 * the caller (support/workflow.ts). A definition with instances is never deleted.
 */
import { text } from '../../../domain/engine/text';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { blank, say } from '../hpfm/support/say';
import { M } from './support/messages';
import { caller, checkedProcess, parseVariables, startInstance } from './support/workflow';

const HAS_INSTANCES = text(
  '%{code} has process instances and cannot be deleted',
  '%{code} 已有流程实例，不能删除',
);

/** The definition as it is now, with what was said. */
function answer(context: HookContext, row: Row, message: string) {
  return {
    row: context.engine.get(context.resource, context.scope, Number(row.defineId)),
    message,
  };
}

/** Deploys the saved XML of `row` as its next version. */
async function deploy(context: HookContext, row: Row) {
  const { db } = context.app;
  const id = Number(row.defineId);
  const stored = db
    .prepare(
      'SELECT bpmn_xml AS xml, object_version_number AS version FROM hwfp_process_define WHERE define_id = ?',
    )
    .get(id) as { xml: string; version: number };
  await checkedProcess(context, stored.xml);
  const now = context.scope.now;
  const by = caller(context).name;
  const version = db.transaction(() => {
    const next =
      (
        db
          .prepare('SELECT MAX(process_version) AS last FROM hwfp_deployment WHERE define_id = ?')
          .get(id) as { last: number | null }
      ).last ?? 0;
    const changed = db
      .prepare(
        `UPDATE hwfp_process_define SET status = 'DEPLOYED', deployed_version = ?, deployed_date = ?,
           last_update_date = ?, object_version_number = object_version_number + 1
         WHERE define_id = ? AND object_version_number = ?`,
      )
      .run(next + 1, now, now, id, stored.version).changes;
    if (changed !== 1) throw new BusinessError('error.optimistic_lock', say(context, M.stale));
    db.prepare(
      `INSERT INTO hwfp_deployment (tenant_id, define_id, process_version, process_name, deployed_by,
         deployed_date, bpmn_xml, creation_date, last_update_date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      context.scope.tenantId,
      id,
      next + 1,
      String(row.processName),
      by,
      now,
      stored.xml,
      now,
      now,
    );
    return next + 1;
  })();
  return answer(context, row, say(context, M.deployed, { version, code: String(row.processCode) }));
}

const hooks: ResourceHooks = {
  beforeWrite: (_context, values, current) => {
    if (!current) {
      values.status = 'DRAFT';
      values.deployedVersion = null;
      values.deployedDate = null;
      return;
    }
    if (values.bpmnXml !== undefined && values.bpmnXml !== current.bpmnXml) values.status = 'DRAFT';
  },
  beforeDelete: (context, row) => {
    const used = context.app.db
      .prepare('SELECT 1 FROM hwfp_process_instance WHERE define_id = ? LIMIT 1')
      .get(Number(row.defineId));
    if (used) {
      throw new BusinessError(
        'error.hwfp.in_use',
        say(context, HAS_INSTANCES, { code: String(row.processCode) }),
        'warn',
      );
    }
  },
  actions: {
    deploy: async (context, row) => {
      if (!row) throw new Error('deploy is a row action');
      return deploy(context, row);
    },
    start: async (context, row, body) => {
      if (!row) throw new Error('start is a row action');
      const given = (body ?? {}) as Record<string, unknown>;
      const variables = parseVariables(context, given.variables);
      const { message } = await startInstance(context, {
        defineId: Number(row.defineId),
        processCode: String(row.processCode),
        processName: String(row.processName),
        businessKey: String(given.businessKey).trim(),
        description: blank(given.description) ? null : String(given.description),
        variables,
      });
      return answer(context, row, message);
    },
  },
};

export default hooks;
