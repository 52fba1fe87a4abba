/**
 * System tools: maintenance actions of site administrators, each recorded as a run (who, when,
 * what came of it, how long it took): re-sync menus and permission codes from their
 * definitions, delete long-ended sessions and links, count the rows of each table, check the
 * database's integrity.
 */
import { text } from '../../../domain/engine/text';
import { SYS_TOOLS } from '../../../domain/resources/hpfm/sys-tools';
import { syncMenus } from '../../db/shellSeed';
import type { ActionResult, HookContext, ResourceHooks } from '../../engine/hooks';
import { getUser } from '../../services/users';
import { say } from './support/say';

/** Sessions that ended longer ago than this are deleted. */
export const SESSION_GRACE_MS = 24 * 3600 * 1000;
/** One-time links that expired longer ago than this are deleted. */
export const LINK_GRACE_MS = 7 * 24 * 3600 * 1000;

const M = {
  synced: text(
    'Menus and permission codes written again: %{menus} menus, %{permissions} permission codes',
    '已重新写入菜单与权限编码：%{menus} 个菜单，%{permissions} 个权限编码',
  ),
  purged: text(
    'Deleted %{tokens} ended sessions and %{links} expired one-time links',
    '已删除 %{tokens} 个已结束的会话和 %{links} 个过期的一次性链接',
  ),
  counted: text(
    '%{tables} tables, %{rows} rows in all; the largest: %{largest}',
    '共 %{tables} 张表，%{rows} 行；行数最多：%{largest}',
  ),
  healthy: text(
    'The database is sound (integrity check passed): %{size} MB in %{pages} pages',
    '数据库完好（完整性检查通过）：%{size} MB，%{pages} 页',
  ),
  damaged: text(
    'The integrity check found problems: %{problems}',
    '完整性检查发现问题：%{problems}',
  ),
};

type Tool = (context: HookContext) => { message: string; data?: unknown };

function count(context: HookContext, sql: string): number {
  return (context.app.db.prepare(sql).get() as { n: number }).n;
}

const TOOLS: Readonly<Record<(typeof SYS_TOOLS)[number]['key'], Tool>> = {
  'sync-menus': (context) => {
    syncMenus(context.app.db, context.scope.now, context.engine.resources.values());
    const menus = count(context, 'SELECT COUNT(*) AS n FROM menus');
    const permissions = count(context, 'SELECT COUNT(*) AS n FROM permissions');
    return {
      message: say(context, M.synced, { menus, permissions }),
      data: { menus, permissions },
    };
  },
  'purge-sessions': (context) => {
    const { db } = context.app;
    const sessionsBefore = context.scope.now - SESSION_GRACE_MS;
    const tokens = db
      .prepare(
        'DELETE FROM tokens WHERE expires_at < ? OR (revoked_at IS NOT NULL AND revoked_at < ?)',
      )
      .run(sessionsBefore, sessionsBefore).changes;
    const links = db
      .prepare('DELETE FROM one_time_tokens WHERE expires_at < ?')
      .run(context.scope.now - LINK_GRACE_MS).changes;
    return { message: say(context, M.purged, { tokens, links }), data: { tokens, links } };
  },
  'table-counts': (context) => {
    const { db } = context.app;
    const names = (
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
    const tables = names.map((name) => ({
      table: name,
      rows: (
        db.prepare(`SELECT COUNT(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }
      ).n,
    }));
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    const largest = [...tables]
      .sort((a, b) => b.rows - a.rows)
      .slice(0, 3)
      .map((table) => `${table.table} (${table.rows})`)
      .join(', ');
    return {
      message: say(context, M.counted, { tables: tables.length, rows, largest }),
      data: tables,
    };
  },
  'check-database': (context) => {
    const { db } = context.app;
    const problems = (db.prepare('PRAGMA quick_check').all() as { quick_check: string }[]).map(
      (row) => row.quick_check,
    );
    const pages = Number(db.pragma('page_count', { simple: true }));
    const pageSize = Number(db.pragma('page_size', { simple: true }));
    const size = ((pages * pageSize) / 1024 / 1024).toFixed(1);
    const ok = problems.length === 1 && problems[0] === 'ok';
    return {
      message: ok
        ? say(context, M.healthy, { size, pages })
        : say(context, M.damaged, { problems: problems.slice(0, 5).join('; ') }),
      data: { ok, pages, pageSize, problems: ok ? [] : problems },
    };
  },
};

/** Runs a tool and records the run; answers the run as its row, with the tool's message. */
function run(key: keyof typeof TOOLS): (context: HookContext) => ActionResult {
  return (context) => {
    const started = Date.now();
    const { message, data } = TOOLS[key](context);
    const user =
      context.scope.userId === null ? undefined : getUser(context.app.db, context.scope.userId);
    const { engine, resource, scope } = context;
    const id = engine.store.insert(
      resource,
      scope,
      {
        toolCode: key,
        outcome: message.slice(0, 2000),
        runBy: user?.login_name ?? null,
        elapsedMs: Date.now() - started,
        runDate: scope.now,
      },
      null,
      scope.now,
    );
    return { message, data, row: engine.get(resource, scope, id) };
  };
}

const hooks: ResourceHooks = {
  actions: Object.fromEntries(SYS_TOOLS.map((tool) => [tool.key, run(tool.key)])),
};

export default hooks;
