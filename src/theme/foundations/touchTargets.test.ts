import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { touchTargetUsers } from './touchTargets';

const components = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../components');

/** The folder that names a style file's component; the shared files of a folder get their own names. */
const SHARED: Record<string, string> = {
  'charts/core/chart.css.ts': 'charts (core)',
  'ui/choice.css.ts': 'choices (SegmentedControl, CheckboxTiles)',
};

it('lists every component whose styles use the touch-target token', () => {
  const users = new Set<string>();
  for (const file of readdirSync(components, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.css.ts')) continue;
    if (!readFileSync(path.join(components, file), 'utf8').includes('vars.size.touchTarget')) continue;
    const relative = file.split(path.sep).join('/');
    users.add(SHARED[relative] ?? path.basename(path.dirname(relative)));
  }
  expect([...users].sort()).toEqual([...touchTargetUsers].sort());
});
