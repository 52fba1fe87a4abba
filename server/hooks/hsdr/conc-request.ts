/**
 * Concurrent requests, made by two actions: `submit` (HZERO's create, POST
 * `concurrent-requests`) and `rerun` (a new request of a row's program with the row's values,
 * so that each request stays as it ran). Each checks the program (one the caller reads,
 * enabled) and the parameters against its definitions, each refusal naming the parameter: none
 * the program lacks, every required one given (a default fills one left out), each value of
 * its type. The request is then stored with the values it runs with and its program's
 * executable is run at once through the scheduler's handlers: RUNNING from its start, then
 * SUCCESS with the handler's message or FAILURE with why.
 */
import { ENGINE_MESSAGES } from '../../../domain/engine/messages';
import { fill, text, type Text } from '../../../domain/engine/text';
import { REQUEST_PARAM_MAX, type RequestStatus } from '../../../domain/resources/hsdr/conc-request';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/service';
import { BusinessError } from '../../http/errors';
import { blank, labelOf, refuse, say } from '../hpfm/support/say';
import { runExecutable, type ParamValue, type RunnableExecutable } from './support/jobs';
import {
  choicesOf,
  expectedOf,
  paramsOf,
  readParamValue,
  shownValue,
  type ParamDefinition,
} from './support/params';

const M = {
  notJson: text(
    '%{field} must be a JSON object of parameter codes to values, e.g. {"days": 30}',
    '%{field}须为参数编码到参数值的 JSON 对象，例如 {"days": 30}',
  ),
  programOff: text(
    '%{field}: the program %{name} is disabled; enable it before requesting it',
    '%{field}：程序 %{name} 已禁用，请先启用再提交请求',
  ),
  unknown: text(
    'The program %{name} has no parameter “%{code}”; its parameters: %{known}',
    '程序 %{name} 没有参数“%{code}”，其参数为：%{known}',
  ),
  none: text('none', '无'),
  missing: text(
    'The parameter “%{code}” (%{param}) is required',
    '参数“%{code}”（%{param}）不能为空',
  ),
  wrongType: text(
    'The parameter “%{code}” (%{param}) must be %{expected}: “%{value}” is not',
    '参数“%{code}”（%{param}）须为%{expected}，“%{value}”不符合',
  ),
  noChoices: text(
    'The parameter “%{code}” (%{param}) takes the values of the list %{lovCode}, which has none enabled here',
    '参数“%{code}”（%{param}）取值于值集 %{lovCode}，但该值集在此没有启用的值',
  ),
  tooLong: text(
    '%{field} come to more than %{max} characters with their default values',
    '%{field}连同默认值超过 %{max} 个字符',
  ),
  ran: text('Request %{id} ran: %{message}', '请求 %{id} 已运行：%{message}'),
  failed: text('Request %{id} failed: %{message}', '请求 %{id} 运行失败：%{message}'),
} as const;

/** What a run needs of a program's executable. */
function executableOf(context: HookContext, concurrentId: number): RunnableExecutable | undefined {
  return context.app.db
    .prepare(
      `SELECT x.executable_code AS executableCode, x.enabled_flag AS executableEnabled,
         x.job_handler AS jobHandler
       FROM hsdr_concurrent c JOIN hsdr_executable x ON x.executable_id = c.executable_id
       WHERE c.concurrent_id = ?`,
    )
    .get(concurrentId) as RunnableExecutable | undefined;
}

/**
 * The program a request names, read in the caller's scope (one of another tenant is not
 * there, as the engine says of a reference), enabled.
 */
function programOf(context: HookContext, concurrentId: number): Row {
  const programs = context.engine.resource('hsdr/concurrent');
  const program = context.engine.find(programs, context.scope, concurrentId);
  const lang = context.scope.lang;
  if (!program) {
    throw new BusinessError(
      'error.reference',
      fill(ENGINE_MESSAGES[lang].errors.reference, {
        field: labelOf(context, 'concurrentId'),
        entity: programs.entity[lang],
        id: String(concurrentId),
      }),
      'warn',
    );
  }
  if (program.enabledFlag !== 1) {
    throw refuse(context, 'concurrentId', M.programOff, { name: nameOf(program) });
  }
  return program;
}

/** A program as messages name it: its name in the caller's language. */
function nameOf(program: Row): string {
  return String(program.concName ?? program.concCode ?? program.concurrentId);
}

/** The JSON object a request gives, or a refusal naming the field. */
function givenObject(context: HookContext, given: unknown): Record<string, unknown> {
  if (blank(given)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(given));
  } catch {
    throw refuse(context, 'requestParam', M.notJson);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw refuse(context, 'requestParam', M.notJson);
  }
  return parsed as Record<string, unknown>;
}

/**
 * The values a request runs with, in the program's order: each given one read as its type, a
 * default for one left out; refusals name the parameter, in the caller's language.
 */
function checkedValues(
  context: HookContext,
  program: Row,
  definitions: readonly ParamDefinition[],
  given: Record<string, unknown>,
): [string, ParamValue][] {
  const lang = context.scope.lang;
  for (const code of Object.keys(given)) {
    if (definitions.some((item) => item.paramCode === code)) continue;
    const known = definitions.map((item) => item.paramCode).join(', ');
    throw refuse(context, 'requestParam', M.unknown, {
      name: nameOf(program),
      code: shownValue(code),
      known: known === '' ? say(context, M.none) : known,
    });
  }
  const values: [string, ParamValue][] = [];
  for (const definition of definitions) {
    const { paramCode: code, paramName: param, paramFormatCode: type, lovCode } = definition;
    let choices: readonly string[] = [];
    if (type === 'SELECT') {
      const found =
        lovCode === null ? undefined : choicesOf(context.engine, context.scope, lovCode);
      if (!found) {
        throw refuse(context, 'requestParam', M.noChoices, { code, param, lovCode: lovCode ?? '' });
      }
      choices = found;
    }
    const value = Object.hasOwn(given, code) ? given[code] : undefined;
    let read = readParamValue(type, value, choices);
    if (read.kind === 'wrong') {
      throw refuse(context, 'requestParam', M.wrongType, {
        code,
        param,
        expected: expectedOf(type, lovCode, lang),
        value: shownValue(value),
      });
    }
    if (read.kind === 'absent') read = readParamValue(type, definition.defaultValue, choices);
    if (read.kind === 'value') values.push([code, read.value]);
    else if (definition.notnullFlag === 1) {
      throw refuse(context, 'requestParam', M.missing, { code, param });
    }
  }
  return values;
}

/** Moves a request on, keeping the times and message not given. */
function setStatus(
  context: HookContext,
  id: number,
  status: RequestStatus,
  values: { startTime?: number; endTime?: number; message?: string },
): void {
  const now = context.app.now();
  context.app.db
    .prepare(
      `UPDATE hsdr_conc_request SET request_status = ?, start_time = COALESCE(?, start_time),
         end_time = COALESCE(?, end_time), message = COALESCE(?, message), last_update_date = ?
       WHERE request_id = ?`,
    )
    .run(status, values.startTime ?? null, values.endTime ?? null, values.message ?? null, now, id);
}

/** Runs a new request's program: RUNNING from its start, then SUCCESS or FAILURE. */
function run(
  context: HookContext,
  id: number,
  concurrentId: number,
  params: Readonly<Record<string, ParamValue>>,
): void {
  const executable = executableOf(context, concurrentId);
  if (!executable) throw new Error(`request ${id}: its program vanished while it was read`);
  const started = context.app.now();
  setStatus(context, id, 'RUNNING', { startTime: started });
  const outcome = runExecutable(executable, {
    ctx: context.app,
    tenantId: context.scope.tenantId,
    now: started,
    timeZone: context.scope.timeZone,
    lang: context.scope.lang,
    params,
  });
  setStatus(context, id, outcome.succeeded ? 'SUCCESS' : 'FAILURE', {
    endTime: Math.max(context.app.now(), started),
    message: outcome.message,
  });
}

/**
 * Makes a request of a program with the values given (checked, defaults filled in), runs it,
 * and answers it as it ran, with its outcome in words.
 */
function request(context: HookContext, concurrentId: number, requestParam: unknown) {
  const program = programOf(context, concurrentId);
  const given = givenObject(context, requestParam);
  const values = Object.fromEntries(
    checkedValues(context, program, paramsOf(context.app, concurrentId), given),
  );
  const stored = JSON.stringify(values);
  if (stored.length > REQUEST_PARAM_MAX) {
    throw refuse(context, 'requestParam', M.tooLong, { max: REQUEST_PARAM_MAX });
  }
  const now = context.app.now();
  const id = Number(
    context.app.db
      .prepare(
        `INSERT INTO hsdr_conc_request (tenant_id, concurrent_id, request_param, request_status,
           creation_date, last_update_date)
         VALUES (?, ?, ?, 'PENDING', ?, ?)`,
      )
      .run(context.scope.tenantId, concurrentId, stored, now, now).lastInsertRowid,
  );
  run(context, id, concurrentId, values);
  const row = context.engine.get(context.resource, context.scope, id);
  const outcome: Text = row.requestStatus === 'SUCCESS' ? M.ran : M.failed;
  return { row, message: say(context, outcome, { id, message: String(row.message ?? '') }) };
}

/** The values an action's body gives by name (none when it is no object). */
function bodyValue(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

const hooks: ResourceHooks = {
  actions: {
    submit: (context, _row, body) =>
      request(context, Number(bodyValue(body, 'concurrentId')), bodyValue(body, 'requestParam')),
    rerun: (context, row) => {
      if (!row) throw new Error('rerun is a row action');
      const { row: made, message } = request(context, Number(row.concurrentId), row.requestParam);
      return { message, data: made };
    },
  },
};

export default hooks;
