/**
 * Every component the package exports has a docs page in Storybook — the `component` or one of the
 * `subcomponents` of a stories file — and the page says what it is (the component's TSDoc, or the file's
 * `docs.description.component`) and, from `.storybook/usage.ts`, when to use it, when not, and what it goes with.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentUsage } from '../../../.storybook/usage';
import * as root from '../../../src';
import * as charts from '../../../src/charts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file));
}

/** The exported components (PascalCase runtime exports), a name per component: an alias counts as its value. */
function exportedComponents(): Map<unknown, string[]> {
  const byValue = new Map<unknown, string[]>();
  for (const [name, value] of [...Object.entries(root), ...Object.entries(charts)]) {
    if (!/^[A-Z][a-z]/.test(name)) continue;
    const isComponent =
      typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
    if (!isComponent) continue;
    const names = byValue.get(value) ?? [];
    if (!names.includes(name)) names.push(name);
    byValue.set(value, names);
  }
  return byValue;
}

interface StoriesMeta {
  file: string;
  title: string | undefined;
  id: string | undefined;
  component: string | undefined;
  subcomponents: string[];
  hasDescription: boolean;
}

/** What the default export of a stories file says, read from its text (the meta is a literal). */
function storiesMeta(file: string): StoriesMeta {
  const text = readFileSync(path.join(repo, file), 'utf8');
  const meta = text.slice(text.search(/^const meta = \{/m));
  const subcomponents = meta.match(/subcomponents: \{([^}]*)\}/)?.[1] ?? '';
  return {
    file,
    title: meta.match(/\btitle: '([^']+)'/)?.[1],
    id: meta.match(/\bid: '([^']+)'/)?.[1],
    component: meta.match(/\bcomponent: (\w+)/)?.[1],
    subcomponents: [...subcomponents.matchAll(/(\w+)/g)].map((m) => m[1]!),
    hasDescription: /description: \{\s*component:/.test(meta),
  };
}

const storiesFiles = filesUnder('src', '.stories.tsx').map(storiesMeta);
const sources = filesUnder('src', '.tsx')
  .filter((file) => !/\.(stories|test|browser\.test)\.tsx$/.test(file))
  .map((file) => readFileSync(path.join(repo, file), 'utf8'));

/** The TSDoc right before the component's declaration (`export const X =` or `export function X`). */
function tsdocOf(name: string): string | undefined {
  const declaration = new RegExp(
    `/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export (?:const ${name} =|function ${name}\\b)`,
  );
  for (const source of sources) {
    const doc = source.match(declaration)?.[1];
    if (doc !== undefined) return doc.replace(/^\s*\* ?/gm, '').trim();
  }
  return undefined;
}

describe('component docs pages', () => {
  const components = exportedComponents();
  const documented = new Set(storiesFiles.flatMap((meta) => [meta.component, ...meta.subcomponents]));

  it('exist for every exported component', () => {
    const missing = [...components.values()].filter((names) => !names.some((name) => documented.has(name)));
    expect(missing.map((names) => names.join(' = '))).toEqual([]);
  });

  it('say what the component is', () => {
    const exported = new Set([...components.values()].flat());
    const pages = storiesFiles.filter((meta) => meta.component && exported.has(meta.component));
    expect(pages.length).toBeGreaterThan(50);
    const silent = pages.filter((meta) => !meta.hasDescription && !tsdocOf(meta.component!));
    expect(silent.map((meta) => `${meta.component} (${meta.file})`)).toEqual([]);
  });

  it('say when to use it, when not, and what is related', () => {
    const ids = new Set(storiesFiles.map((meta) => meta.id));
    const exported = new Set([...components.values()].flat());
    for (const meta of storiesFiles) {
      if (meta.component && exported.has(meta.component)) {
        // A component with more than one stories file (DamMap and its layers) has its usage on one of them.
        const pages = storiesFiles
          .filter((other) => other.component === meta.component)
          .map((other) => other.id);
        expect(pages, `${meta.file}: usage of ${meta.component}`).toContain(
          componentUsage[meta.component]?.docs,
        );
      }
    }
    for (const [name, usage] of Object.entries(componentUsage)) {
      expect(exported.has(name), `${name} is exported`).toBe(true);
      expect(ids.has(usage.docs), `${name}: docs page ${usage.docs}`).toBe(true);
      expect(usage.use.length && usage.avoid.length, `${name}: when to use and when not`).toBeGreaterThan(0);
      for (const related of usage.related)
        expect(componentUsage[related], `${name} → ${related}`).toBeDefined();
    }
  });

  it('carry an id and a Chinese name, which the sidebar search finds', () => {
    for (const meta of storiesFiles) {
      expect(meta.id, meta.file).toBeDefined();
      expect(meta.title, meta.file).toMatch(/\p{Script=Han}/u);
    }
  });
});
