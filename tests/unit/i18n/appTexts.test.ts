/** The demo's own `app` area (route titles, the shell's words) is complete in both languages. */
import { describe, expect, it } from 'vitest';
import { app } from '../../../demo/app/texts/app';

function leaves(node: unknown, path = ''): [string, unknown][] {
  if (node === null || typeof node !== 'object') return [[path, node]];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

describe("the demo's app texts", () => {
  it('have the same keys in zh and en', () => {
    expect(leaves(app.en).map(([path]) => path)).toEqual(leaves(app.zh).map(([path]) => path));
  });

  it('have no empty message', () => {
    for (const [path, text] of [...leaves(app.zh), ...leaves(app.en)]) {
      expect(typeof text === 'string' && text.trim().length > 0, path).toBe(true);
    }
  });
});
