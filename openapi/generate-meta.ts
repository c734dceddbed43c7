/**
 * Generates `src/client/operations.gen.ts` from `openapi/damtherm.yaml`: for every operation its id, its
 * success rule (`x-damtherm-success`), the fields the client hashes (`x-damtherm-hashed`), its body
 * encoding, its legacy URL and whether the project defined it. The client reads this map at run time.
 *
 * Run: `node openapi/generate-meta.ts` (after `npm run generate`). `--check` exits 1 when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface RawOperation {
  operationId?: string;
  requestBody?: { content?: Record<string, unknown> };
  'x-damtherm-success'?: string;
  'x-damtherm-hashed'?: string[];
  'x-damtherm-legacy-url'?: string;
  'x-damtherm-defined'?: boolean;
  'x-damtherm-defined-part'?: string;
}

const ENCODINGS: Record<string, string> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The TypeScript source of the operation map for a spec text. */
export function renderOperationMeta(specText: string): string {
  const spec = load(specText) as { paths: Record<string, Record<string, RawOperation>> };
  const entries: string[] = [];
  for (const [p, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${p} has no operationId`);
      const lines = [`    operationId: ${quote(op.operationId)},`];
      const success = op['x-damtherm-success'] ?? 'http';
      if (!['http', 'code200', 'code200msg'].includes(success)) {
        throw new Error(`${op.operationId}: unknown x-damtherm-success ${success}`);
      }
      lines.push(`    success: ${quote(success)},`);
      const content = Object.keys(op.requestBody?.content ?? {});
      if (content.length > 0) {
        const body = ENCODINGS[content[0] ?? ''];
        if (!body) throw new Error(`${op.operationId}: unsupported body ${content[0]}`);
        lines.push(`    body: ${quote(body)},`);
      }
      const hashed = op['x-damtherm-hashed'];
      if (hashed?.length) lines.push(`    hashed: [${hashed.map(quote).join(', ')}],`);
      const legacy = op['x-damtherm-legacy-url'];
      if (p.startsWith('/myapi.php/')) {
        const name = p.slice('/myapi.php/'.length);
        if (legacy !== `/myapi.php?api=${name}`) {
          throw new Error(`${op.operationId}: x-damtherm-legacy-url must be /myapi.php?api=${name}`);
        }
      }
      if (legacy) lines.push(`    legacyUrl: ${quote(legacy)},`);
      if (op['x-damtherm-defined']) {
        lines.push(`    defined: ${quote(op['x-damtherm-defined-part'] ?? 'path')},`);
      }
      entries.push(`  ${quote(`${method.toUpperCase()} ${p}`)}: {\n${lines.join('\n')}\n  },`);
    }
  }
  return `// Generated from openapi/damtherm.yaml by \`node openapi/generate-meta.ts\`. Do not edit.
import type { OperationMeta } from './meta.ts';

/** Every operation of the contract, keyed by \`METHOD path\` (virtual /myapi.php/NAME paths included). */
export const operationMeta = {
${entries.join('\n')}
} as const satisfies Record<string, OperationMeta>;

/** Number of operations in the contract. */
export const operationCount = ${entries.length};
`;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC_PATH = path.join(root, 'openapi/damtherm.yaml');
export const META_PATH = path.join(root, 'src/client/operations.gen.ts');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = renderOperationMeta(readFileSync(SPEC_PATH, 'utf8'));
  if (process.argv.includes('--check')) {
    const current = readFileSync(META_PATH, 'utf8');
    if (current !== text) {
      console.error('src/client/operations.gen.ts is stale: run node openapi/generate-meta.ts');
      process.exit(1);
    }
  } else {
    writeFileSync(META_PATH, text);
    console.log(`wrote ${path.relative(root, META_PATH)}`);
  }
}
