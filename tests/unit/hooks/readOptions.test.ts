/**
 * A declared hook takes its SWR options (a paged list: its list options) after the declaration's
 * arguments, found by how many parameters the query builder has (`Function.length`). A default value
 * (`page = 1`) would hide its parameter and every one after it from that count, so query builders write
 * optional parameters as `page?: number`.
 */
import { describe, expect, it } from 'vitest';
import { declaredReads } from './declaredReads';
import { READ_SAMPLES } from './readSamples';

/** The parameter list of a function's source: `a, b` of `(a, b) => …` or `function f(a, b) {…}`. */
function parameterSource(fn: (...args: never[]) => unknown): string {
  const source = String(fn);
  const open = source.indexOf('(');
  const arrow = source.indexOf('=>');
  if (open < 0 || (arrow >= 0 && arrow < open)) return source.slice(0, Math.max(arrow, 0));
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
}

describe('the options of a declared hook', () => {
  it.each(declaredReads().map((r) => [r.name, r] as const))(
    '%s come after all its arguments',
    (name, declared) => {
      const { query, arity } = declared.read;
      expect(parameterSource(query), 'no default parameter values').not.toMatch(/=/);
      expect(arity).toBe(query.length - (declared.paged ? 1 : 0));
      expect(READ_SAMPLES[name]?.args.length ?? 0).toBeLessThanOrEqual(arity);
    },
  );
});
