/**
 * Service configuration as applied: the YAML of a service's configuration, checked on save and
 * applied on refresh. The reference server uses `logging.level` (the log level of the service's
 * requests) and, for `oauth`, `token.accessTokenTtlSeconds` (the lifetime of the access tokens
 * issued from then on); other keys are kept and named as unused.
 */
import { isMap, parseDocument } from 'yaml';
import { fill, text, type Language, type Text } from '../../domain/engine/text';
import type { Db } from '../db/database';
import { inEveryLanguage, RefreshRecorder } from './refreshRecord';

/** The log levels of pino. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** Bounds of the access-token lifetime (as TOKEN_TTL_SECONDS). */
export const TOKEN_TTL_BOUNDS = { min: 60, max: 2_592_000 } as const;

/** What a configuration sets on the server. */
export interface ConfigSettings {
  logLevel?: string;
  tokenTtlSeconds?: number;
  /** Keys the server does not use, as dotted paths. */
  unused: string[];
}

const T = {
  syntax: text(
    'The YAML is not valid at line %{line}, column %{column}: %{problem}',
    'YAML 在第 %{line} 行第 %{column} 列无效：%{problem}',
  ),
  mapping: text(
    'The configuration must be a YAML mapping of keys to values',
    '配置必须是由键和值组成的 YAML 映射',
  ),
  level: text(
    'logging.level must be one of %{levels}, not “%{value}”',
    'logging.level 必须是 %{levels} 之一，而不是“%{value}”',
  ),
  ttl: text(
    'token.accessTokenTtlSeconds must be a whole number from %{min} to %{max}',
    'token.accessTokenTtlSeconds 必须是 %{min} 到 %{max} 之间的整数',
  ),
  ttlService: text(
    'token.accessTokenTtlSeconds applies to the oauth service only',
    'token.accessTokenTtlSeconds 仅适用于 oauth 服务',
  ),
  applied: text('Applied: %{what}', '已生效：%{what}'),
  nothing: text('Applied: nothing this server uses', '已生效：没有本服务器使用的设置'),
  unused: text('; not used by this server: %{keys}', '；本服务器不使用：%{keys}'),
  replaced: text('Replaced by version %{version}', '已被版本 %{version} 取代'),
  levelSet: text('log level %{level}', '日志级别 %{level}'),
  ttlSet: text('access tokens last %{seconds} s', '访问令牌有效期 %{seconds} 秒'),
};

/** A configuration's settings, or why it is refused (in `lang`). */
export function checkConfig(
  source: string,
  serviceCode: string,
  lang: Language,
): { ok: true; settings: ConfigSettings } | { ok: false; message: string } {
  const say = (message: Text, vars: Record<string, string | number> = {}) =>
    fill(message[lang], vars);
  const document = parseDocument(source, { prettyErrors: false });
  const [error] = document.errors;
  if (error) {
    const [position] = error.linePos ?? [];
    return {
      ok: false,
      message: say(T.syntax, {
        line: position?.line ?? 1,
        column: position?.col ?? 1,
        problem: error.message.split('\n')[0] ?? error.code,
      }),
    };
  }
  if (!isMap(document.contents)) return { ok: false, message: say(T.mapping) };
  const value = document.toJS() as Record<string, unknown>;
  const settings: ConfigSettings = { unused: [] };
  const walk = (node: unknown, path: string): void => {
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
      return;
    }
    if (path === 'logging.level') {
      const level = String(node).toLowerCase();
      if (!(LOG_LEVELS as readonly string[]).includes(level)) {
        throw new Refusal(say(T.level, { levels: LOG_LEVELS.join(', '), value: String(node) }));
      }
      settings.logLevel = level;
    } else if (path === 'token.accessTokenTtlSeconds') {
      if (serviceCode !== 'oauth') throw new Refusal(say(T.ttlService));
      if (
        typeof node !== 'number' ||
        !Number.isInteger(node) ||
        node < TOKEN_TTL_BOUNDS.min ||
        node > TOKEN_TTL_BOUNDS.max
      ) {
        throw new Refusal(say(T.ttl, TOKEN_TTL_BOUNDS));
      }
      settings.tokenTtlSeconds = node;
    } else settings.unused.push(path);
  };
  try {
    walk(value, '');
  } catch (refusal) {
    if (refusal instanceof Refusal) return { ok: false, message: refusal.message };
    throw refusal;
  }
  return { ok: true, settings };
}

class Refusal extends Error {}

/** What a configuration applies, said to the operator. */
export function describeSettings(settings: ConfigSettings, lang: Language): string {
  const parts = [
    ...(settings.logLevel ? [fill(T.levelSet[lang], { level: settings.logLevel })] : []),
    ...(settings.tokenTtlSeconds
      ? [fill(T.ttlSet[lang], { seconds: settings.tokenTtlSeconds })]
      : []),
  ];
  const head =
    parts.length === 0 ? T.nothing[lang] : fill(T.applied[lang], { what: parts.join(', ') });
  return settings.unused.length === 0
    ? head
    : head + fill(T.unused[lang], { keys: settings.unused.join(', ') });
}

interface ConfigRow {
  id: number;
  serviceCode: string;
  version: string;
  yaml: string;
}

const ROW_SQL = `SELECT c.service_config_id AS id, s.service_code AS serviceCode,
  c.config_version AS version, c.config_yaml AS yaml
  FROM hadm_service_config c JOIN hadm_service s ON s.service_id = c.service_id`;

/** The settings in force per service, and the server-wide ones they change. */
export class ServiceSettings {
  /** Log level per service code. */
  readonly logLevels = new Map<string, string>();

  constructor(
    private readonly config: { tokenTtlSeconds: number },
    private readonly defaultTtl = config.tokenTtlSeconds,
  ) {}

  /** Applies the configurations last applied (at start). */
  load(db: Db): void {
    const rows = db
      .prepare(`${ROW_SQL} WHERE c.refresh_status = 'S' ORDER BY c.refresh_time`)
      .all() as ConfigRow[];
    this.logLevels.clear();
    this.config.tokenTtlSeconds = this.defaultTtl;
    for (const row of rows) {
      const checked = checkConfig(row.yaml, row.serviceCode, 'en_US');
      if (checked.ok) this.apply(row.serviceCode, checked.settings);
    }
  }

  private apply(serviceCode: string, settings: ConfigSettings): void {
    if (settings.logLevel) this.logLevels.set(serviceCode, settings.logLevel);
    else this.logLevels.delete(serviceCode);
    if (serviceCode === 'oauth') {
      this.config.tokenTtlSeconds = settings.tokenTtlSeconds ?? this.defaultTtl;
    }
  }

  /**
   * Applies one configuration to its service (replacing the one in force for it), recording
   * the outcome in every language; answers it.
   */
  refresh(db: Db, rowSecret: Buffer, id: number, now: number): { ok: boolean; message: Text } {
    const row = db.prepare(`${ROW_SQL} WHERE c.service_config_id = ?`).get(id) as
      ConfigRow | undefined;
    if (!row) return { ok: false, message: text('', '') };
    const recorder = new RefreshRecorder(db, rowSecret, {
      entity: 'hadm/config',
      table: 'hadm_service_config',
      idColumn: 'service_config_id',
    });
    const checked = checkConfig(row.yaml, row.serviceCode, 'en_US');
    if (!checked.ok) {
      const message = inEveryLanguage((lang) => {
        const refusal = checkConfig(row.yaml, row.serviceCode, lang);
        return refusal.ok ? '' : refusal.message;
      });
      recorder.record(id, 'F', message, now);
      return { ok: false, message };
    }
    const message = inEveryLanguage((lang) => describeSettings(checked.settings, lang));
    db.transaction(() => {
      const others = db
        .prepare(
          `SELECT c.service_config_id AS id FROM hadm_service_config c
           JOIN hadm_service s ON s.service_id = c.service_id
           WHERE s.service_code = ? AND c.service_config_id <> ? AND c.refresh_status = 'S'`,
        )
        .all(row.serviceCode, id) as { id: number }[];
      for (const other of others) {
        recorder.record(
          other.id,
          'N',
          inEveryLanguage((lang) => fill(T.replaced[lang], { version: row.version })),
          now,
        );
      }
      recorder.record(id, 'S', message, now);
    })();
    this.apply(row.serviceCode, checked.settings);
    return { ok: true, message };
  }
}
