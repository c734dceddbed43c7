import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The package's public entry points resolved to their sources, so the demo and its tests import `damtherm`,
 * `damtherm/client`, `damtherm/domain`, `damtherm/charts` and `damtherm/i18next` by name, as a portal does, without a build in between.
 */
export const packageAliases = [
  { find: /^damtherm$/, replacement: path.join(root, 'src/index.ts') },
  { find: /^damtherm\/client$/, replacement: path.join(root, 'src/client/index.ts') },
  { find: /^damtherm\/domain$/, replacement: path.join(root, 'src/domain/index.ts') },
  { find: /^damtherm\/charts$/, replacement: path.join(root, 'src/charts/index.ts') },
  { find: /^damtherm\/i18next$/, replacement: path.join(root, 'src/i18next/index.ts') },
];
