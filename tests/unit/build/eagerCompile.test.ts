import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { parse } from 'acorn';
import { build as esbuild } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileEagerly } from '../../../scripts/eagerCompile';

// Two source modules bundled as tsup builds a chunk (esbuild names each module in a comment): top-level code
// that calls a function declared further down (declarations are hoisted), methods, an IIFE, arrows, and a
// module of the API client.
const source = `import { request } from '../client/request';
export { request };
export const doubled = twice(21);
const unit = { label() { return '°C'; }, get sign() { return '+'; } };
const handlers = [1, 2].map((n) => n + 1);
const once = (function () { return 'once'; })();
export const read = function read(x: number) { return x / 10; };
export function twice(n: number): number {
  const inner = (m: number) => m * 2;
  return inner(n);
}
export const label = () => unit.label() + unit.sign + handlers.join(',') + once;
`;
const client = 'export function request(path: string) { return () => path; }\n';

async function build() {
  const dir = mkdtempSync(path.join(tmpdir(), 'eager-'));
  mkdirSync(path.join(dir, 'src/components'), { recursive: true });
  mkdirSync(path.join(dir, 'src/client'));
  writeFileSync(path.join(dir, 'src/components/Gauge.ts'), source);
  writeFileSync(path.join(dir, 'src/client/request.ts'), client);
  const file = path.join(dir, 'dist/chunk.js');
  await esbuild({
    absWorkingDir: dir,
    entryPoints: ['src/components/Gauge.ts'],
    bundle: true,
    format: 'esm',
    sourcemap: true,
    outfile: file,
    logLevel: 'silent',
  });
  const marked = compileEagerly(file);
  return { file, marked, code: readFileSync(file, 'utf8') };
}

describe('compileEagerly', () => {
  // One build for all three tests: none of them changes the files.
  let built: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    built = await build();
  });

  it('parenthesises functions, hoists declarations, and leaves methods and the API client alone', async () => {
    const { code, marked } = built;
    expect(() => parse(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
    expect(code).toMatch(/var twice = \(function twice\(n\) \{/);
    expect(code).toMatch(/\(\(m\) => m \* 2\)/);
    expect(code).toMatch(/map\(\(\(n\) => n \+ 1\)\)/);
    expect(code).toMatch(/var read = \(function read/);
    expect(code).toMatch(/label\(\) \{/);
    expect(code).toMatch(/get sign\(\) \{/);
    // Already in parentheses: not wrapped twice.
    expect(code).not.toMatch(/\(\(function ?\(\)/);
    expect(code).toMatch(/^function request\(path\)/m);
    expect(code).not.toMatch(/\(\(\) => path\)/);
    // twice, inner, the map callback, read and label; the IIFE was in parentheses already.
    expect(marked).toBe(5);
    expect(code.indexOf('var twice')).toBeLessThan(code.indexOf('var doubled'));
  });

  it('keeps what the module does: a declaration is defined before the code that calls it', async () => {
    const { file } = built;
    const module = await import(pathToFileURL(file).href);
    expect(module.doubled).toBe(42);
    expect(module.label()).toBe('°C+2,3once');
    expect(module.read(215)).toBe(21.5);
    expect(module.request('/bays')()).toBe('/bays');
  });

  it('carries the source map through: a moved declaration still points at its source line', async () => {
    const { file, code } = built;
    const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
    const lines = code.split('\n');
    const line = lines.findIndex((l) => l.startsWith('var twice = ('));
    const column = lines[line]!.indexOf('twice(n)');
    const original = originalPositionFor(map, { line: line + 1, column });
    expect(original.source).toMatch(/Gauge\.ts$/);
    expect(source.split('\n')[original.line! - 1]).toContain('export function twice');
  });
});
