import { load } from 'js-yaml';
import specText from '../../../openapi/damtherm.yaml?raw';

/** One operation of the contract as the mocked backend answers it. */
export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST';
  /** The contract path (a virtual `/myapi.php/NAME` path included). */
  path: string;
  /** Changes something on the site: every POST, and the legacy GETs that act (see GET_WRITES). */
  write: boolean;
  /** The captured 200 answer (`examples.<operationId>`, else the first example of its answer), if any. */
  example?: unknown;
  /** The 200 answer is a file (CSV, download), not JSON. */
  file: boolean;
}

/** The legacy backend's GETs that change something: a loop command, a restart, an approval, a password. */
const GET_WRITES = new Set([
  'issueLoopCommand',
  'issueLoopCommandMyapi',
  'restartRack',
  'approveUser',
  'changeOwnPassword',
  'changeOwnPasswordMyapi',
]);

interface RawMedia {
  examples?: Record<string, { value?: unknown }>;
}
interface RawResponse {
  $ref?: string;
  content?: Record<string, RawMedia>;
}
interface RawOperation {
  operationId?: string;
  responses?: Record<string, RawResponse>;
}
interface RawSpec {
  paths: Record<string, Record<string, RawOperation>>;
  components: { responses: Record<string, RawResponse> };
}

function answerOf(spec: RawSpec, response: RawResponse | undefined): RawResponse | undefined {
  const ref = response?.$ref?.split('/').pop();
  return ref ? spec.components.responses[ref] : response;
}

function exampleOf(media: RawMedia | undefined, operationId: string): unknown {
  const examples = media?.examples;
  if (!examples) return undefined;
  return (examples[operationId] ?? Object.values(examples)[0])?.value;
}

/** Every GET and POST of `openapi/damtherm.yaml`, with its captured example. */
export function readContractOperations(text: string = specText): ContractOperation[] {
  const spec = load(text) as RawSpec;
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of ['get', 'post'] as const) {
      const op = item[method];
      if (!op?.operationId) continue;
      const answer = answerOf(spec, op.responses?.['200']);
      const json = answer?.content?.['application/json'];
      operations.push({
        operationId: op.operationId,
        method: method === 'get' ? 'GET' : 'POST',
        path,
        write: method !== 'get' || GET_WRITES.has(op.operationId),
        example: exampleOf(json, op.operationId),
        file: !json && Boolean(answer?.content),
      });
    }
  }
  return operations;
}

/** The contract's operations, read once. */
export const contractOperations: readonly ContractOperation[] = readContractOperations();
