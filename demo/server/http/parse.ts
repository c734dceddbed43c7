/**
 * Parse stage: the query, body and headers of a request checked against its operation's schemas, and
 * converted to their types on the way (a number parameter becomes a number, once, here). A request that does
 * not match gets 400 with a clear message before any handler runs, so nothing is written. What this stage
 * hands over is what `OperationContext` promises a handler.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { type Fields, validationMessage } from './context.ts';
import { errorResponse } from './errorResponse.ts';
import type { Received } from './receive.ts';
import { describeErrors, IDEMPOTENCY_HEADER, type OperationSpec } from './spec.ts';

export interface Parsed {
  query: Fields;
  body: Fields;
  /** Files of a multipart body. */
  files: Record<string, File>;
  /** The `Idempotency-Key` sent to an operation that declares it. */
  idempotencyKey: string | undefined;
}

function schemaTypes(schema: Record<string, unknown> | undefined): string[] {
  const t = schema?.type;
  if (Array.isArray(t)) return t.map(String);
  return typeof t === 'string' ? [t] : [];
}

/** Query string → object, with deepObject parameters (mode[which]=…) gathered into objects. */
function queryFields(params: URLSearchParams, op: OperationSpec): Fields {
  const out: Fields = {};
  const deep = new Set(op.params.filter((p) => p.deepObject).map((p) => p.name));
  for (const [key, value] of params) {
    if (key === 'access_token' || key === 'dl') continue;
    const m = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (m && deep.has(m[1] as string)) {
      const obj = (out[m[1] as string] as Fields | undefined) ?? {};
      obj[m[2] as string] = value;
      out[m[1] as string] = obj;
      continue;
    }
    out[key] = value;
  }
  // An empty value of a non-text parameter is no value at all (legacy clients send `start=`).
  for (const p of op.params) {
    const types = schemaTypes(p.schema);
    if (out[p.name] === '' && types.length > 0 && !types.includes('string')) delete out[p.name];
  }
  return out;
}

function formToObject(form: URLSearchParams | FormData): { fields: Fields; files: Record<string, File> } {
  const fields: Fields = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form as Iterable<[string, string | File]>) {
    if (typeof value === 'string') fields[key] = value;
    else files[key] = value;
  }
  return { fields, files };
}

/**
 * Deepest nesting a JSON body may have. The contract's bodies are flat (an array of ids at most), and every
 * recursive walk of a body (the fingerprint of an exactly-once write, the schema check) must not meet a
 * value nested a hundred thousand deep, which would overflow the stack.
 */
export const JSON_MAX_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `limit` (walked without recursion). */
function nestsDeeper(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, depth] = top;
    if (!node || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The first body error the contract maps to a validation rule (`x-damtherm-invalid`): its key and field. */
function invalidRuleOf(op: OperationSpec, errors: ErrorObject[] | null | undefined) {
  for (const e of errors ?? []) {
    const name =
      e.keyword === 'required'
        ? String((e.params as { missingProperty?: string }).missingProperty)
        : (e.instancePath.split('/')[1] ?? '');
    const rule = op.invalidRules.get(name);
    const key = rule?.keys[e.keyword];
    if (rule && key) return { key, field: rule.field };
  }
  return undefined;
}

/** The body's fields and files, unchecked yet; or the 400 for a body that cannot be read. */
async function bodyFields(
  received: Received,
  op: OperationSpec,
): Promise<{ fields: Fields; files: Record<string, File> } | Response> {
  const { request, contentType, raw, form } = received;
  if (!op.bodyTypes.includes(contentType)) {
    return errorResponse(
      400,
      `content type ${contentType || 'none'} is not accepted; use ${op.bodyTypes.join(' or ')}`,
    );
  }
  if (contentType === 'application/json') {
    try {
      const parsed = JSON.parse(new TextDecoder().decode(raw));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return errorResponse(400, 'the JSON body must be an object');
      }
      if (nestsDeeper(parsed, JSON_MAX_DEPTH)) {
        return errorResponse(400, `the JSON body nests deeper than ${JSON_MAX_DEPTH} levels`);
      }
      return { fields: parsed as Fields, files: {} };
    } catch {
      return errorResponse(400, 'the body is not valid JSON');
    }
  }
  if (contentType === 'application/x-www-form-urlencoded' && form)
    return { fields: formToObject(form).fields, files: {} };
  if (contentType === 'multipart/form-data') {
    try {
      const parsed = await new Response(new Blob([raw as Uint8Array<ArrayBuffer>]), {
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      }).formData();
      const split = formToObject(parsed);
      const fields: Fields = { ...split.fields };
      // A file field holds its name, so the schema sees that it was sent.
      for (const [k, f] of Object.entries(split.files)) fields[k] = f.name;
      return { fields, files: split.files };
    } catch {
      return errorResponse(400, 'the multipart body cannot be read');
    }
  }
  return { fields: {}, files: {} };
}

/** The body checked against the operation's schema; a body where the contract has none is ignored. */
async function parseBody(
  received: Received,
  op: OperationSpec,
): Promise<{ fields: Fields; files: Record<string, File> } | Response> {
  if (op.bodyTypes.length === 0) return { fields: {}, files: {} };
  if (received.raw.byteLength === 0) {
    return op.bodyRequired ? errorResponse(400, 'a request body is required') : { fields: {}, files: {} };
  }
  const body = await bodyFields(received, op);
  if (body instanceof Response) return body;
  const validate = op.validateBody.get(received.contentType);
  if (validate && !validate(body.fields)) {
    // A field tied to a validation rule answers that rule's message (e.g. an absurd temperature).
    const rule = invalidRuleOf(op, validate.errors);
    if (rule) {
      return errorResponse(400, validationMessage(rule.key), {
        reason: 'validation',
        key: rule.key,
        field: rule.field,
      });
    }
    return errorResponse(400, describeErrors(validate.errors, 'body field'));
  }
  return body;
}

/** The request's query, body and key, checked and converted; or the 400 naming what does not match. */
export async function parse(received: Received, op: OperationSpec): Promise<Parsed | Response> {
  const query = queryFields(received.query, op);
  if (!op.validateQuery(query))
    return errorResponse(400, describeErrors(op.validateQuery.errors, 'query parameter'));
  const body = await parseBody(received, op);
  if (body instanceof Response) return body;
  // Header parameters (the Idempotency-Key): optional on the wire, but a key sent must be well formed.
  const headerValues: Record<string, string> = {};
  for (const h of op.headers) {
    const value = received.request.headers.get(h.name);
    if (value !== null) headerValues[h.name] = value;
  }
  if (!op.validateHeaders(headerValues))
    return errorResponse(400, describeErrors(op.validateHeaders.errors, 'header'));
  return {
    query,
    body: body.fields,
    files: body.files,
    idempotencyKey: op.idempotent ? headerValues[IDEMPOTENCY_HEADER.toLowerCase()] : undefined,
  };
}
