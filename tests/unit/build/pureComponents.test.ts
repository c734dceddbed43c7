import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `export const X = forwardRef(…)` is a call: a portal's bundler keeps it — and everything its module imports
 * (react-aria for a Button beside the buttonLook a native button uses) — unless the call is marked
 * `/* @__PURE__ *\/`, which the build passes on. Without the mark, `import { BayCurve }` grew from 23.9 to
 * 37.2 KB. Every wrapped component in src/ is marked.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name);
    if (d.isDirectory()) return sources(file);
    return /\.tsx?$/.test(d.name) && !/\.(test|stories|fixtures)\./.test(d.name) ? [file] : [];
  });
}

describe('components a bundler can drop', () => {
  it('marks every forwardRef and memo call pure', () => {
    const unmarked = sources(src).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/=\s*(forwardRef|genericForwardRef|memo)\s*(<[^()]*?>)?\(/g),
      ].map((m) => `${path.relative(src, file)}: ${m[0]}`),
    );
    expect(unmarked).toEqual([]);
  });
});
