/**
 * Error bodies of the HZERO contract and the Fastify error handler that produces them.
 * - Validation: HTTP 400 `{failed, code: 'error.validation', message naming the field, type}`.
 * - 401 / 403 / 404: `error.unauthorized`, `error.forbidden`, `error.not_found`.
 * - Business failures: HTTP 200 `{failed: true, code, message, type}`.
 * - Anything unexpected: 500 `error.internal`, logged with its stack.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Message severity the client shows. */
export type MessageType = 'info' | 'warn' | 'error';

/** Body of every failure answer. */
export interface FailureBody {
  /** Always true. */
  failed: true;
  /** Machine-readable code, e.g. `error.validation`. */
  code: string;
  /** Human-readable message. */
  message: string;
  /** Severity. */
  type: MessageType;
}

/** Builds a failure body. */
export function failure(code: string, message: string, type: MessageType = 'error'): FailureBody {
  return { failed: true, code, message, type };
}

/** An error answered with a given HTTP status and failure body. */
export class HttpError extends Error {
  /** HTTP status code. */
  readonly statusCode: number;
  /** Failure code. */
  readonly code: string;
  /** Severity. */
  readonly type: MessageType;

  /** Creates an HTTP error. */
  constructor(statusCode: number, code: string, message: string, type: MessageType = 'error') {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.type = type;
  }
}

/** A business rule refused the request: answered as HTTP 200 with `failed: true`. */
export class BusinessError extends HttpError {
  /** Creates a business failure. */
  constructor(code: string, message: string, type: MessageType = 'error') {
    super(200, code, message, type);
    this.name = 'BusinessError';
  }
}

/** 400 error.validation. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, 'error.validation', message);
}

/**
 * 400 error.validation naming every refused value: the body carries `fields`, a message per
 * path (`countryCode`, `values.2.value`), so that a form can show each beside its input.
 */
export class FieldsError extends HttpError {
  /** Message per refused path, in the caller's language. */
  readonly fields: Readonly<Record<string, string>>;

  /** Creates the error; its message is the first field's. */
  constructor(problems: readonly { path: string; message: string }[]) {
    super(400, 'error.validation', problems[0]?.message ?? 'The request is invalid');
    this.name = 'FieldsError';
    this.fields = Object.fromEntries(problems.map((problem) => [problem.path, problem.message]));
  }
}

/** 401 error.unauthorized. */
export function unauthorized(message: string): HttpError {
  return new HttpError(401, 'error.unauthorized', message);
}

/** 403 error.forbidden. */
export function forbidden(message: string): HttpError {
  return new HttpError(403, 'error.forbidden', message);
}

/** 404 error.not_found. */
export function notFound(message: string): HttpError {
  return new HttpError(404, 'error.not_found', message);
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const CONTEXT_LABELS: Record<string, string> = {
  body: 'Field',
  querystring: 'Query parameter',
  params: 'Path parameter',
  headers: 'Header',
};

function fieldName(issue: AjvIssue): string {
  const parts = issue.instancePath
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    parts.push(issue.params.missingProperty);
  }
  return parts.join('.');
}

function describe(issue: AjvIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return p.type === 'integer'
        ? 'must be a whole number'
        : `must be of type ${String(p.type).split(',').join(' or ')}`;
    case 'enum':
      return `must be one of: ${Array.isArray(p.allowedValues) ? p.allowedValues.join(', ') : ''}`;
    case 'format':
      return p.format === 'email'
        ? 'must be a valid e-mail address'
        : `must be a valid ${String(p.format)}`;
    case 'minLength':
      return Number(p.limit) === 1
        ? 'must not be empty'
        : `must be at least ${String(p.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters long`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    case 'pattern':
      return 'has an invalid format';
    case 'additionalProperties':
      return `must not contain '${String(p.additionalProperty)}'`;
    default:
      return issue.message ?? 'is invalid';
  }
}

/** Turns Fastify's ajv validation errors into one clear sentence naming the field. */
export function validationMessage(
  issues: readonly AjvIssue[],
  context: string | undefined,
): string {
  const issue = issues[0];
  if (!issue) return 'The request is invalid';
  const field = fieldName(issue);
  if (field === '') {
    return context === 'body'
      ? `The request body ${describe(issue)}`
      : `The request ${context ?? ''} ${describe(issue)}`.replace(/\s+/g, ' ');
  }
  const label = CONTEXT_LABELS[context ?? ''] ?? 'Field';
  return `${label} '${field}' ${describe(issue)}`;
}

function isFastifyValidation(
  error: unknown,
): error is FastifyError & { validation: AjvIssue[]; validationContext?: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as { validation?: unknown }).validation)
  );
}

const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'error.validation',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.not_found',
  405: 'error.method_not_allowed',
  406: 'error.not_acceptable',
  413: 'error.payload_too_large',
  415: 'error.unsupported_media_type',
  429: 'error.too_many_requests',
};

/** Fastify error handler producing the contract's failure bodies. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof HttpError) {
    if (error.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer');
    // A refusal for being busy says when to try again (a second unless the error says).
    if (error.statusCode === 429) {
      const seconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds ?? 1;
      reply.header('Retry-After', String(seconds));
    }
    const body = failure(error.code, error.message, error.type);
    void reply
      .status(error.statusCode)
      .send(error instanceof FieldsError ? { ...body, fields: error.fields } : body);
    return;
  }
  if (isFastifyValidation(error)) {
    void reply
      .status(400)
      .send(
        failure('error.validation', validationMessage(error.validation, error.validationContext)),
      );
    return;
  }
  const status =
    typeof error === 'object' && error !== null
      ? Number((error as { statusCode?: unknown }).statusCode)
      : NaN;
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    const message =
      status === 400 && (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'The request body is not valid JSON'
        : (error as Error).message;
    void reply
      .status(status)
      .send(failure(CLIENT_ERROR_CODES[status] ?? 'error.bad_request', message));
    return;
  }
  request.log.error({ err: error }, 'Unexpected error');
  void reply.status(500).send(failure('error.internal', 'Internal server error'));
}
