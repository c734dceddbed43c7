/**
 * The contract, read from `openapi/damtherm.yaml` itself: the route table (method + path → operation), the
 * security of each operation, and Ajv validators for its query parameters and request body. The server
 * routes and validates with what this module builds, so spec and server cannot drift.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';

export const SPEC_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../openapi/damtherm.yaml',
);

type Json = Record<string, unknown>;

export interface ParamSpec {
  name: string;
  required: boolean;
  schema: Json;
  /** deepObject parameters arrive as name[key]=value. */
  deepObject: boolean;
}

/**
 * What a body field's schema failure answers (`x-damtherm-invalid`): by failed schema keyword (`type`,
 * `minimum`, `required` …) the key of a validation rule's message, so a missing or absurd temperature gets
 * the seed's words rather than the schema's.
 */
export interface InvalidRule {
  /** The field the client names (the domain's, e.g. `value` for `c_value`). */
  field: string;
  keys: Record<string, string>;
}

/** The contract's exactly-once header (components.parameters.IdempotencyKey). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface OperationSpec {
  operationId: string;
  method: string;
  path: string;
  /** 'public' (security: []), 'optional' (a token or none), 'token' (a valid token needed). */
  security: 'public' | 'optional' | 'token';
  params: ParamSpec[];
  bodyTypes: string[];
  bodyRequired: boolean;
  /** Statuses the operation may answer. */
  responses: string[];
  raw: Json;
  validateQuery: ValidateFunction;
  /** One validator per body content type. */
  validateBody: Map<string, ValidateFunction>;
  /** Top-level body fields whose schema failure answers a validation rule (`x-damtherm-invalid`). */
  invalidRules: Map<string, InvalidRule>;
  /** Header parameters (lower-case names) and their validator over `{ name: value }`. */
  headers: ParamSpec[];
  validateHeaders: ValidateFunction;
  /** The operation declares the Idempotency-Key header: a repeated write is answered, not run, again. */
  idempotent: boolean;
}

export interface Contract {
  document: Json;
  operations: Map<string, OperationSpec>;
  byRoute: Map<string, OperationSpec>;
  /** Names served under /myapi.php/NAME. */
  myapiNames: Set<string>;
}

function resolveRef<T>(document: Json, value: T): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && '$ref' in (current as Json)) {
    const ref = String((current as Json).$ref);
    if (seen.has(ref) || !ref.startsWith('#/')) break;
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Json | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        document,
      );
  }
  return current as T;
}

/** What a number parameter may look like in a query string: plain decimals of at most 15 digits (exact). */
const PLAIN_DECIMAL: Record<string, RegExp> = {
  integer: /^-?\d{1,15}$/,
  number: /^-?\d{1,15}(?:\.\d{1,15})?$/,
};

/**
 * Most values one list may name (a comma list such as `blocks=6,7,8`, or a JSON array) once its repeats are
 * dropped, unless its schema says fewer (`x-damtherm-max-items`). A list's cost grows with its length, and
 * SQLite refuses a statement with more than 32,766 parameters.
 */
export const LIST_LIMIT = 1000;

/** A field of a query or body as the wire checks see it. */
interface WireField {
  name: string;
  schema: Json;
}

/** A comma list (`^[0-9]+(,[0-9]+)*$`): a text schema whose pattern repeats a comma-led group. */
function isCommaList(schema: Json): boolean {
  return typeof schema.pattern === 'string' && schema.pattern.includes('(,');
}

function listLimit(schema: Json): number {
  return Number(schema['x-damtherm-max-items'] ?? LIST_LIMIT);
}

/** The type error of a value the wire checks refuse, in Ajv's shape so `describeErrors` names the field. */
function wireError(name: string, keyword: string, params: Json, message: string): ErrorObject {
  return { keyword, instancePath: `/${name}`, schemaPath: `#/${keyword}`, params, message };
}

/**
 * Checks made on the wire values before the schema's own (and before its coercion):
 *
 * - a number written otherwise than as a plain decimal is refused. Ajv's coercion takes whatever
 *   JavaScript's `+text` takes: `0x10`, ` 7 `, `1e300`, `Infinity`; a site's client writes plain decimals, so
 *   a query or form number written otherwise gets a 400 naming the field, and no handler ever sees a number
 *   it did not expect;
 * - a list (a comma list or an array) loses its repeats (`7,7,7` is `7`), and one that still names more
 *   than its limit is refused: no request may make the server repeat a query thousands of times.
 */
function wireChecksFirst(
  fields: readonly WireField[],
  validate: ValidateFunction,
  { numbers }: { numbers: boolean },
): ValidateFunction {
  const numeric = numbers
    ? fields.flatMap((f) => {
        const pattern = PLAIN_DECIMAL[String(f.schema.type)];
        return pattern ? [{ name: f.name, type: String(f.schema.type), pattern }] : [];
      })
    : [];
  const lists = fields.filter((f) => f.schema.type === 'array' || isCommaList(f.schema));
  const check = ((data: Record<string, unknown>) => {
    const errors: ErrorObject[] = numeric
      .filter(({ name, pattern }) => typeof data[name] === 'string' && !pattern.test(data[name]))
      .map(({ name, type }) =>
        wireError(name, 'type', { type }, `must be a plain decimal ${type} (digits only)`),
      );
    for (const { name, schema } of lists) {
      const value = data[name];
      const items = Array.isArray(value)
        ? value
        : typeof value === 'string' && value !== ''
          ? value.split(',')
          : undefined;
      if (!items) continue;
      const distinct = [...new Set(items.map((v) => (typeof v === 'string' ? v.trim() : v)))];
      const limit = listLimit(schema);
      if (distinct.length > limit) {
        errors.push(
          wireError(
            name,
            'maxItems',
            { limit },
            `must name at most ${limit} values (${distinct.length} given)`,
          ),
        );
        continue;
      }
      // Objects in an array keep their repeats (no list of the contract holds any).
      if (distinct.every((v) => v === null || typeof v !== 'object')) {
        data[name] = Array.isArray(value) ? distinct : distinct.join(',');
      }
    }
    if (errors.length > 0) {
      check.errors = errors;
      return false;
    }
    const valid = validate(data);
    check.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return check;
}

/** The top-level fields of a body schema (its properties, those of an `allOf` too), references resolved. */
function bodyFieldsOf(document: Json, schema: Json): WireField[] {
  const parts = [schema, ...((schema.allOf as Json[] | undefined) ?? [])].map((s) =>
    resolveRef<Json>(document, s),
  );
  return parts.flatMap((part) =>
    Object.entries((part.properties as Json | undefined) ?? {}).map(([name, property]) => ({
      name,
      schema: resolveRef<Json>(document, property as Json),
    })),
  );
}

/** An Ajv for the contract's schemas; `coerce` turns query and form strings into the declared types. */
export function createAjv(document: Json, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
    validateFormats: true,
  });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: 'damtherm', components: (document.components as Json) ?? {} });
  return ajv;
}

/** Rewrites the document's local refs (#/components/…) to the Ajv schema id 'damtherm'. */
export function withBase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withBase);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema as Json)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `damtherm${v}` : withBase(v);
  }
  return out;
}

export function loadContract(specPath = SPEC_PATH): Contract {
  const document = load(readFileSync(specPath, 'utf8')) as Json;
  const coercing = createAjv(document, true);
  const strict = createAjv(document, false);
  const operations = new Map<string, OperationSpec>();
  const byRoute = new Map<string, OperationSpec>();
  const myapiNames = new Set<string>();
  const globalSecurity = (document.security as unknown[] | undefined) ?? [];
  for (const [route, item] of Object.entries((document.paths as Json) ?? {})) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
      const op = (item as Json)[method] as Json | undefined;
      if (!op) continue;
      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      const level =
        security.length === 0
          ? 'public'
          : security.some((s) => s && typeof s === 'object' && Object.keys(s as Json).length === 0)
            ? 'optional'
            : 'token';
      const params: ParamSpec[] = [];
      const headers: ParamSpec[] = [];
      for (const raw of (op.parameters as unknown[] | undefined) ?? []) {
        const p = resolveRef<Json>(document, raw as Json);
        if (p.in === 'header') {
          headers.push({
            name: String(p.name).toLowerCase(),
            required: Boolean(p.required),
            schema: (p.schema as Json) ?? {},
            deepObject: false,
          });
          continue;
        }
        if (p.in !== 'query') continue;
        params.push({
          name: String(p.name),
          required: Boolean(p.required),
          schema: (p.schema as Json) ?? {},
          deepObject: p.style === 'deepObject',
        });
      }
      const querySchema = {
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, withBase(p.schema)])),
        required: params.filter((p) => p.required).map((p) => p.name),
      };
      const body = resolveRef<Json | undefined>(document, op.requestBody as Json | undefined);
      const content = (body?.content as Json | undefined) ?? {};
      const validateBody = new Map<string, ValidateFunction>();
      const invalidRules = new Map<string, InvalidRule>();
      for (const [type, media] of Object.entries(content)) {
        const bodySchema = resolveRef<Json>(document, ((media as Json).schema as Json) ?? {});
        for (const [name, property] of Object.entries((bodySchema.properties as Json | undefined) ?? {})) {
          const rule = (property as Json)['x-damtherm-invalid'] as InvalidRule | undefined;
          if (rule) invalidRules.set(name, rule);
        }
        const schema = withBase(((media as Json).schema as Json) ?? {});
        // JSON bodies keep their types; form and multipart fields are strings and get coerced.
        const json = type === 'application/json';
        validateBody.set(
          type,
          wireChecksFirst(
            bodyFieldsOf(document, bodySchema),
            (json ? strict : coercing).compile(schema as Json),
            {
              numbers: !json,
            },
          ),
        );
      }
      const spec: OperationSpec = {
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path: route,
        security: level,
        params,
        bodyTypes: Object.keys(content),
        bodyRequired: Boolean(body?.required),
        responses: Object.keys((op.responses as Json) ?? {}),
        raw: op,
        validateQuery: wireChecksFirst(
          params
            .filter((p) => !p.deepObject)
            .map((p) => ({ name: p.name, schema: resolveRef<Json>(document, p.schema) })),
          coercing.compile(querySchema),
          { numbers: true },
        ),
        validateBody,
        invalidRules,
        headers,
        validateHeaders: strict.compile({
          type: 'object',
          properties: Object.fromEntries(headers.map((h) => [h.name, withBase(h.schema)])),
          required: headers.filter((h) => h.required).map((h) => h.name),
        }),
        idempotent: headers.some((h) => h.name === IDEMPOTENCY_HEADER.toLowerCase()),
      };
      operations.set(spec.operationId, spec);
      byRoute.set(`${spec.method} ${route}`, spec);
      if (route.startsWith('/myapi.php/')) myapiNames.add(route.slice('/myapi.php/'.length));
    }
  }
  return { document, operations, byRoute, myapiNames };
}

/** A readable one-line message for Ajv errors, naming the field. */
export function describeErrors(errors: ErrorObject[] | null | undefined, where: string): string {
  if (!errors || errors.length === 0) return `invalid ${where}`;
  const parts = errors.slice(0, 4).map((e) => {
    const field =
      e.keyword === 'required'
        ? String((e.params as { missingProperty?: string }).missingProperty)
        : e.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (e.keyword === 'required') return `${where} ${field} is required`;
    if (e.keyword === 'additionalProperties') {
      return `${where} has an unexpected field ${(e.params as { additionalProperty?: string }).additionalProperty}`;
    }
    return `${where}${field ? ` ${field}` : ''} ${e.message ?? 'is invalid'}`;
  });
  return [...new Set(parts)].join('; ');
}
