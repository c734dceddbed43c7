/** The operations whose answer is a download: the paths a signed link may open. */
import type { Contract } from './spec.ts';

type Answer = { content?: Record<string, unknown>; $ref?: string };

/** Paths of the GETs whose success is not JSON (a file, a CSV export). */
export function downloadPaths(contract: Contract): Set<string> {
  const shared = (contract.document.components as { responses?: Record<string, Answer> } | undefined)
    ?.responses;
  return new Set(
    [...contract.operations.values()]
      .filter((op) => {
        let ok = (op.raw.responses as Record<string, Answer> | undefined)?.['200'];
        if (ok?.$ref) ok = shared?.[ok.$ref.split('/').pop() as string];
        return op.method === 'GET' && ok?.content !== undefined && !('application/json' in ok.content);
      })
      .map((op) => op.path),
  );
}
