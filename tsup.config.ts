import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';
import { compileEagerly } from './scripts/eagerCompile';

/**
 * One ESM module per source module. Every source module is an entry and code splitting is on, so each module's
 * code sits in its own file (esbuild names the shared ones `chunk-*.js`) and an app's bundler keeps only what an
 * import reaches: `import { BayCurve } from 'damtherm'` no longer drags every message, the map and the client.
 * vanilla-extract files (`*.css.ts`) are not entries: they become their class names inside the modules that
 * use them, and their CSS goes to `dist/styles.css` (`damtherm/styles.css`).
 *
 * Every package the code imports stays an import (tsup leaves dependencies and peers out), so react-aria's
 * contexts are the portal's own. After the build, each JS file that imports React (or a library built on it)
 * starts with `'use client'` for React Server Components; the entry files that only re-export do not, so a
 * server page can import `damtherm` and render the components as client islands. Before that, every function
 * gets V8's compile hint (scripts/eagerCompile.ts), so a component's first mount runs compiled code.
 */
const source = /\.(ts|tsx)$/;
const notAModule = /(\.test|\.browser\.test|\.stories|\.fixtures|\.css|\.d)\.tsx?$|(^|\/)fixtures\.ts$/;

/** Every file under `dir`, as posix paths. */
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.posix.join(dir, d.name);
    return d.isDirectory() ? walk(file) : [file];
  });
}

/**
 * esbuild marks where each file's CSS starts with a comment naming the file; vanilla-extract's files are
 * virtual, named with their whole CSS in base64, so those comments were a third of `styles.css` (59 of 169 KB)
 * and, base64 compressing poorly, three quarters of it gzipped (35 of 48 KB). They go, with their (empty) lines
 * of the source map; the map's sources are named by the `.css.ts` file they come from, and the file points to
 * the map by its new name.
 */
function tidyStyles(cssFile: string) {
  const marker = /^\/\* vanilla-extract-css-ns:.*\*\/$/;
  const lines = readFileSync(cssFile, 'utf8').split('\n');
  const mapFile = `${cssFile}.map`;
  const map = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : null;
  const groups: string[] | null = map ? map.mappings.split(';') : null;
  const keep = lines.map((line) => !marker.test(line));
  keep.forEach((kept, i) => {
    // A line's mappings are deltas from the line before: only an empty group can be dropped as it is.
    if (!kept && groups?.[i]) throw new Error(`${cssFile}:${i + 1}: a marker line with mappings`);
  });
  // The file was renamed from index.css: so is the map it points to.
  const css = lines.filter((_, i) => keep[i]).join('\n');
  writeFileSync(
    cssFile,
    css.replace(/sourceMappingURL=index\.css\.map/, `sourceMappingURL=${path.basename(mapFile)}`),
  );
  if (!map || !groups) return;
  map.mappings = groups.filter((_, i) => keep[i] ?? true).join(';');
  map.sources = map.sources.map((source: string) =>
    source.replace(/^vanilla-extract-css-ns:(.*?)\.vanilla\.css\?source=.*$/, '../$1'),
  );
  writeFileSync(mapFile, JSON.stringify(map));
}

const modules = (dir: string) => walk(dir).filter((file) => source.test(file) && !notAModule.test(file));

const publicEntries = {
  index: 'src/index.ts',
  'client/index': 'src/client/index.ts',
  'domain/index': 'src/domain/index.ts',
  'charts/index': 'src/charts/index.ts',
  'i18next/index': 'src/i18next/index.ts',
};

/** Imports that make a module client React: hooks, context, components. */
const clientReact =
  /\bfrom\s*["'](react|react-dom|react\/jsx-runtime|react-aria-components|react-aria|react-stately|swr|swr\/[^"']+)["']/;

/** Starts a built JS file with `'use client'` when it imports React (or a library built on it). */
function markClientModule(file: string) {
  const code = readFileSync(file, 'utf8');
  if (!clientReact.test(code) || code.startsWith('"use client"')) return;
  writeFileSync(file, `"use client";\n${code}`);
  // The directive is one more line at the top: the source map's lines move down by one.
  const map = `${file}.map`;
  if (existsSync(map)) {
    const json = JSON.parse(readFileSync(map, 'utf8'));
    json.mappings = `;${json.mappings}`;
    writeFileSync(map, JSON.stringify(json));
  }
}

/**
 * Every module by its output name (its path under src/ without the extension), in a fixed order. tsup passes
 * an array of paths through a glob, whose order varies from run to run, and esbuild's chunk hashes and import
 * order with it: two builds of one tree gave different files.
 */
const entries = Object.fromEntries(
  modules('src')
    .sort()
    .map((file) => [file.replace(/^src\//, '').replace(source, ''), file]),
);

/** What both builds share: browser code for ES2022, split, React left to the app, types of the public entries. */
const shared: Options = {
  target: 'es2022',
  platform: 'browser',
  // Types for the public entry points only; a portal imports nothing else.
  dts: { entry: publicEntries },
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
};

/** The chunk names, and Chinese messages as UTF-8, not \uXXXX escapes (half the bytes). */
function chunksAndCharset(options: { chunkNames?: string; charset?: 'utf8' | 'ascii' }) {
  options.chunkNames = '_chunks/[name]-[hash]';
  options.charset = 'utf8';
}

const esm = defineConfig({
  entry: entries,
  outDir: 'dist',
  // Output paths follow the source tree under src/ (dist/components/BayCurve/BayCurve.js …).
  esbuildOptions(options) {
    options.outbase = 'src';
    chunksAndCharset(options);
  },
  format: ['esm'],
  ...shared,
  treeshake: false,
  sourcemap: true,
  // dist/cjs is the CommonJS build's, cleaned by it.
  clean: ['!cjs/**'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // Each entry gets the CSS it reaches; the package entry reaches all of it, in import order.
    for (const file of walk('dist')) {
      if (/\.css(\.map)?$/.test(file) && file !== 'dist/index.css' && file !== 'dist/index.css.map') {
        rmSync(file);
      }
    }
    if (existsSync('dist/index.css')) renameSync('dist/index.css', 'dist/styles.css');
    if (existsSync('dist/index.css.map')) renameSync('dist/index.css.map', 'dist/styles.css.map');
    if (existsSync('dist/styles.css')) tidyStyles('dist/styles.css');
    for (const file of walk('dist')) {
      if (!file.endsWith('.js')) continue;
      compileEagerly(file);
      markClientModule(file);
    }
  },
});

/**
 * CommonJS for the test runners that `require` (Jest by default): `dist/cjs/<entry>.cjs` with `.d.cts` types,
 * through the `require` condition. Split like the ESM build, so the entries share one copy of each module
 * and of each React context (DamProvider's messages reach `damtherm/charts`). d3's packages ship only ESM,
 * which `require` cannot load: they are bundled in; the other dependencies ship CommonJS and stay imports.
 * The class names are the ESM build's (same files, same identifiers); the CSS is `styles.css`, so none here.
 */
const cjs = defineConfig({
  entry: publicEntries,
  outDir: 'dist/cjs',
  esbuildOptions: chunksAndCharset,
  format: ['cjs'],
  ...shared,
  sourcemap: false,
  clean: true,
  noExternal: [/^d3-/, 'internmap'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short', outputCss: false })],
});

export default [esm, cjs];
