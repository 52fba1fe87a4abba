/**
 * How route schemas are checked: query strings and path parameters are text, so their numbers
 * are parsed (ajv's coercion, Fastify's default); a body is taken as sent, so that `12345`
 * where text belongs is a 400 naming the field, never stored as "12345".
 */
import AjvCompiler, { type BuildCompilerFromPool, type Options } from '@fastify/ajv-compiler';
import type {
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifyServerOptions,
} from 'fastify';

const VALIDATORS = AjvCompiler();

type Validate = ReturnType<FastifySchemaCompiler<unknown>>;

interface NumberSchema {
  properties?: Record<string, { minimum?: unknown; maximum?: unknown }>;
}

/**
 * A number made infinite by coercion (`Infinity`, `1e400`), which ajv lets past `minimum` and
 * `maximum`: refused as out of the parameter's range.
 */
function infinite(data: unknown, schema: unknown): FastifySchemaValidationError | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [name, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    const bad = values.find((item) => typeof item === 'number' && !Number.isFinite(item));
    if (bad === undefined) continue;
    const limits = (schema as NumberSchema | undefined)?.properties?.[name];
    const limit = Number(bad) > 0 ? limits?.maximum : limits?.minimum;
    const keyword = Number(bad) > 0 ? 'maximum' : 'minimum';
    const instancePath = `/${name}`;
    return typeof limit === 'number'
      ? {
          keyword,
          instancePath,
          schemaPath: '',
          params: { limit },
          message: `must be within ${limit}`,
        }
      : {
          keyword: 'type',
          instancePath,
          schemaPath: '',
          params: { type: 'number' },
          message: 'must be finite',
        };
  }
  return undefined;
}

/** `validate`, also refusing infinite numbers in what it coerced. */
function finite(validate: Validate, schema: unknown): Validate {
  // Fastify reads `schemaEnv` from the outer validator only (see onFirstCall).
  const checked: Validate = (...args: [unknown]) => {
    const ok = validate(...args);
    checked.errors = validate.errors;
    if (ok !== true) return ok;
    const problem = infinite(args[0], schema);
    if (!problem) return true;
    checked.errors = [problem];
    return false;
  };
  return checked;
}

/**
 * `compile()`'s validator, compiled at its first call: ajv compiling every route's schemas took
 * up to a second of CPU at each server's start, though a server (above all a test's) meets few
 * of its routes. Fastify gives the validator the value's parent, so that ajv can replace a
 * coerced root value, when it carries a `schemaEnv`; this one always does (an ajv validator
 * takes the parent whether it uses it or not). A schema ajv refuses fails its route's first
 * request instead of the server's start: the fuzz test sends requests to every route but the
 * two it skips.
 */
function onFirstCall(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate = Object.assign(
    (...args: [unknown]) => {
      compiled ??= compile();
      const ok = compiled(...args);
      validate.errors = compiled.errors;
      return ok;
    },
    { schemaEnv: true },
  ) as Validate;
  return validate;
}

/**
 * The validator factory of the server (`schemaController.compilersFactory.buildValidator`):
 * strict for bodies, coercing (with finite numbers) for the rest, each compiled at its first
 * use.
 */
export function buildValidator(
  externalSchemas: Parameters<BuildCompilerFromPool>[0],
  options: {
    customOptions?: Options;
    plugins?: NonNullable<FastifyServerOptions['ajv']>['plugins'];
  } = {},
): FastifySchemaCompiler<unknown> {
  // The pool's own typing says it takes a schema; Fastify gives it the route's definition.
  const compile = (customOptions: Options) =>
    VALIDATORS(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, ...customOptions },
    }) as unknown as FastifySchemaCompiler<unknown>;
  const coercing = compile({});
  const strict = compile({ coerceTypes: false });
  return (route) =>
    onFirstCall(() =>
      route.httpPart === 'body' ? strict(route) : finite(coercing(route), route.schema),
    );
}
