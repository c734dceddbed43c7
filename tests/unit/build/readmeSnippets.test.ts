import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readmeSnippets } from '../../../scripts/readmeSnippets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('readmeSnippets', () => {
  it('takes every ts and tsx block by the file its first line names, and leaves the others', () => {
    const readme = [
      '```sh',
      'npm install',
      '```',
      '```tsx',
      '// src/App.tsx',
      'export const App = () => null;',
      '```',
      '```ts',
      '// src/session.ts',
      'export const session = {};',
      '```',
    ].join('\n');
    expect(readmeSnippets(readme)).toEqual([
      { file: 'src/App.tsx', code: '// src/App.tsx\nexport const App = () => null;\n', line: 4 },
      { file: 'src/session.ts', code: '// src/session.ts\nexport const session = {};\n', line: 8 },
    ]);
  });

  it('refuses a block without its file, and two blocks for one file', () => {
    expect(() => readmeSnippets('```ts\nconst a = 1;\n```')).toThrow(
      /README.md:1: a ts block must start with its file/,
    );
    const twice = '```ts\n// src/a.ts\n```\n```ts\n// src/a.ts\n```';
    expect(() => readmeSnippets(twice)).toThrow(/README.md:4: a second block for src\/a.ts/);
  });

  it("finds the README's blocks: the portal's entry and every file they import", () => {
    const snippets = readmeSnippets(readFileSync(path.join(root, 'README.md'), 'utf8'));
    const files = new Set(snippets.map((s) => s.file));
    expect(files).toContain('src/main.tsx');
    for (const snippet of snippets) {
      for (const [, local] of snippet.code.matchAll(/from '\.\/([\w/]+)'/g)) {
        expect(
          files.has(`src/${local}.ts`) || files.has(`src/${local}.tsx`),
          `${snippet.file} imports ./${local}`,
        ).toBe(true);
      }
    }
  });
});
