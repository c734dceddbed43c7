import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { META_PATH, renderOperationMeta, SPEC_PATH } from '../../../openapi/generate-meta.ts';
import { operationCount, operationMeta } from '../../../src/client/index.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('generated client files', () => {
  it('src/client/schema.d.ts is fresh (npm run generate)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'damtherm-schema-'));
    try {
      const out = path.join(dir, 'schema.d.ts');
      execFileSync(
        path.join(root, 'node_modules/.bin/openapi-typescript'),
        ['openapi/damtherm.yaml', '-o', out],
        { cwd: root, stdio: 'pipe' },
      );
      const fresh = readFileSync(out, 'utf8');
      const committed = readFileSync(path.join(root, 'src/client/schema.d.ts'), 'utf8');
      expect(committed === fresh, 'src/client/schema.d.ts is stale: run npm run generate').toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('src/client/operations.gen.ts is fresh (node openapi/generate-meta.ts)', () => {
    const fresh = renderOperationMeta(readFileSync(SPEC_PATH, 'utf8'));
    const committed = readFileSync(META_PATH, 'utf8');
    expect(
      committed === fresh,
      'src/client/operations.gen.ts is stale: run node openapi/generate-meta.ts',
    ).toBe(true);
  });

  it('every operation has an id, and /myapi.php paths their legacy URL', () => {
    expect(operationCount).toBe(Object.keys(operationMeta).length);
    expect(operationCount).toBeGreaterThanOrEqual(130);
    const ids = new Set<string>();
    for (const [key, meta] of Object.entries(operationMeta)) {
      expect(ids.has(meta.operationId), `duplicate ${meta.operationId}`).toBe(false);
      ids.add(meta.operationId);
      const [, p] = key.split(' ') as [string, string];
      if (p.startsWith('/myapi.php/')) {
        expect('legacyUrl' in meta && meta.legacyUrl).toBe(`/myapi.php?api=${p.slice(11)}`);
      }
    }
  });

  it('hashes passwords on login, registration and both password changes', () => {
    const hashing = Object.values(operationMeta)
      .filter((m) => 'hashed' in m)
      .map((m) => m.operationId)
      .sort();
    expect(hashing).toEqual([
      'changeOwnPassword',
      'changeOwnPasswordMyapi',
      'changePassword',
      'login',
      'loginLegacy',
      'registerUser',
    ]);
  });
});
