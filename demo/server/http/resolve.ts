/**
 * Resolve stage: which operation of the contract a request calls, and its handler. `/myapi.php?api=NAME`
 * (the name in the query, or in a form body) is the spec's virtual path `/myapi.php/NAME`.
 */
import { type Handlers, handlerFor, type ParsedHandler } from './context.ts';
import { errorResponse } from './errorResponse.ts';
import type { Received } from './receive.ts';
import type { Contract, OperationSpec } from './spec.ts';

export interface Route {
  op: OperationSpec;
  handler: ParsedHandler;
}

/**
 * The operation and handler of a request, or the answer when there is none (400 without `api`, 404, 405,
 * 501). A legacy URL is rewritten in `received`: its virtual path, the `api` field gone from query and form.
 */
export function resolve(received: Received, contract: Contract, handlers: Handlers): Route | Response {
  const { method, query, form } = received;
  if (received.pathname === '/myapi.php') {
    const api = query.get('api') ?? form?.get('api') ?? '';
    if (!api) return errorResponse(400, 'the api parameter is required on /myapi.php');
    if (!contract.myapiNames.has(api)) return errorResponse(404, `unknown api ${api}`);
    query.delete('api');
    form?.delete('api');
    received.pathname = `/myapi.php/${api}`;
  }
  const { pathname } = received;
  const op = contract.byRoute.get(`${method} ${pathname}`);
  if (!op) {
    const other = [...contract.byRoute.values()].some((o) => o.path === pathname);
    return other
      ? errorResponse(405, `method ${method} is not allowed on ${pathname}`)
      : errorResponse(404, `no such path: ${pathname}`);
  }
  const handler = handlerFor(handlers, op.operationId);
  if (!handler) return errorResponse(501, `operation ${op.operationId} is not implemented`);
  return { op, handler };
}
