/**
 * `npm run size`: what an import costs a portal that installs the published package, in min+gzip bytes of
 * JavaScript beyond React. The script packs the tarball (`npm pack`, so exactly the files `files` publishes; run
 * `npm run build` first), unpacks it as `node_modules/damtherm` of a fresh directory, and bundles each import the
 * way an app bundler does — ESM, tree-shaken by the package's `sideEffects`, minified, for production — with
 * react, react-dom and react/jsx-runtime left out as the portal's own. The package's dependencies resolve to
 * this repository's installed versions (the lockfile's), so the check runs offline.
 *
 * Every component the package exports (each PascalCase runtime export of `damtherm` and `damtherm/charts`, read
 * from the packed entries) is measured on its own, `import { X } from …`, against `componentBudgets`: a new
 * component without a budget fails the check. `import * from 'damtherm'` must not reach i18next, which only
 * `damtherm/i18next` brings.
 *
 * Fails (exit 1) when an import, or the stylesheet, is past its budget, or a component has none. `--json` prints
 * one machine-readable line per budget; `--markdown` prints the table of every budget (import, budget, measured)
 * for the README.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

interface Budget {
  name: string;
  /** What the portal writes. */
  code: string;
  limit: number;
  /** A package the bundle must not contain. */
  without?: string;
}

const budgets: Budget[] = [
  {
    name: "import { Chart, Line, YAxis } from 'damtherm/charts'",
    code: "export { Chart, Line, YAxis } from 'damtherm/charts';",
    // The frame with a line and axes, d3 included: what a portal's own chart costs at least.
    limit: 25 * KB,
  },
  {
    name: "import * from 'damtherm/charts'",
    code: "export * from 'damtherm/charts';",
    // Every part: the candles, step curves and areas (d3-shape, whose one-file build keeps all its curves'
    // prototypes: 4.3 KB) on top of the frame. 29.9 KB when it was made.
    limit: 32 * KB,
  },
  {
    name: "import { createDamClient } from 'damtherm/client'",
    code: "export { createDamClient } from 'damtherm/client';",
    // 8 KB until the client read a JSON answer once, as it arrives, instead of twice (8.0 → 8.4 KB).
    limit: 9 * KB,
  },
  {
    name: "import * from 'damtherm'",
    code: "export * from 'damtherm';",
    // Every component, hook and helper at once (the lazy parts left out), without i18next: 294.9 KB.
    limit: 310 * KB,
    without: 'i18next',
  },
  {
    name: "import { createDamI18n } from 'damtherm/i18next'",
    code: "export { createDamI18n } from 'damtherm/i18next';",
    // i18next itself and every message of every language, which `damtherm` loads per component: 41.2 KB.
    limit: 44 * KB,
  },
];

/**
 * Every exported component's budget in KB, min+gzip beyond React, each measured alone as
 * `import { X } from 'damtherm'` (or `'damtherm/charts'`, for the chart parts); components of one budget share a
 * row. Each budget is the component's size when it was set plus 5 %, rounded up to the KB.
 */
const componentBudgets: readonly { limit: number; components: readonly string[] }[] = [
  {
    limit: 1,
    components: [
      'Card',
      'ChartTooltip',
      'CountBadge',
      'CountBadgeLabel',
      'DialogActions',
      'Entry',
      'EntryList',
    ],
  },
  { limit: 1, components: ['Fact', 'Facts', 'FormMessage', 'Layer', 'Line', 'Markers', 'SiteTime', 'YAxis'] },
  { limit: 2, components: ['Alert', 'Icon'] },
  // StatusMessage: 1.8 KB until it said a DamError's reason in the reader's language (the error texts: 2.7 KB).
  { limit: 3, components: ['StatusMessage'] },
  { limit: 4, components: ['ChartCard'] },
  { limit: 4, components: ['Key', 'Legend', 'ReadOnlyNotice', 'Step'] },
  { limit: 5, components: ['Annotation', 'ReversalSummary', 'TargetLine', 'Threshold'] },
  { limit: 6, components: ['Area', 'Band', 'Candles', 'DamMap3DFrame', 'LatestReadings', 'MapLegend'] },
  { limit: 7, components: ['CheckboxTileGroup', 'CoolingForecast', 'DialogTrigger'] },
  { limit: 8, components: ['RecordTable'] },
  { limit: 9, components: ['DamProvider'] },
  { limit: 11, components: ['BayFacts', 'TabPanel'] },
  { limit: 12, components: ['Navigator', 'SegmentedControl'] },
  { limit: 13, components: ['CardLink', 'LinkButton'] },
  { limit: 14, components: ['Button', 'Segment'] },
  { limit: 15, components: ['CabinetCard', 'SendForm', 'TabBar', 'Tabs'] },
  { limit: 16, components: ['CheckboxTile', 'Pager'] },
  // HomeGrid: an empty section says so with StatusMessage (16.3 KB).
  { limit: 17, components: ['CardList', 'HomeGrid', 'Tab', 'TabList'] },
  { limit: 18, components: ['PageHeader'] },
  { limit: 19, components: ['TimeValueTable', 'UnitField'] },
  { limit: 20, components: ['ExportProgress', 'GradientMeterList'] },
  { limit: 21, components: ['Chart', 'PasswordField', 'PressureMeterList', 'ReportTable', 'TextField'] },
  { limit: 22, components: ['BlockPicker'] },
  { limit: 23, components: ['BaySensorTable', 'HandlingRecordList', 'WeatherList'] },
  {
    limit: 24,
    components: ['AggregateList', 'AggregateRecordList', 'SearchField', 'ThermometerPicker', 'ToastRegion'],
  },
  { limit: 25, components: ['BayHandlingList', 'TimeSeriesChart'] },
  // BayCurve: 23.7 KB when it became a composition of the chart parts with d3's ticks (d3-scale's scaleLinear
  // and scaleUtc would have made it 36.4 KB).
  { limit: 26, components: ['BayCurve', 'BlockAgeChart'] },
  { limit: 27, components: ['GradientComparisonChart', 'WarningList'] },
  // Candlestick: 100 KB until its date range field loaded on first use (26.4 KB then). DamMap: 19.9 KB when its
  // buttons became native ones and react-aria left the import; 26.1 KB with d3-scale's axis and legends and
  // custom overlays, layers and tooltips.
  { limit: 28, components: ['Candlestick', 'ChangePasswordForm', 'DamMap', 'FeedbackForm', 'ReportChart'] },
  { limit: 29, components: ['HandlingRecordForm'] },
  { limit: 30, components: ['Dialog'] },
  { limit: 31, components: ['ReadingList'] },
  { limit: 34, components: ['CabinetMenu', 'PendingEntries'] },
  { limit: 35, components: ['AutoReversalPanel'] },
  // EntryDialog: 123 KB until its fields loaded when it opens (36.7 KB then).
  { limit: 39, components: ['EntryDialog', 'FileTable'] },
  { limit: 41, components: ['LoopNumberDialog'] },
  { limit: 42, components: ['ChangePasswordDialog'] },
  { limit: 48, components: ['LoopList', 'ThermometerList'] },
  { limit: 51, components: ['LoginForm'] },
  { limit: 52, components: ['LoopControlPanel'] },
  { limit: 57, components: ['DepartmentTree', 'LanguageSwitch'] },
  { limit: 66, components: ['ReportTypePicker'] },
  { limit: 67, components: ['RegisterForm'] },
  { limit: 72, components: ['BayPicker', 'HivePicker'] },
  // react-aria's date pickers and calendars: loaded when the entry dialog opens, or a candlestick's field is used.
  { limit: 85, components: ['DateTimeField'] },
  { limit: 88, components: ['DateRangeField'] },
  { limit: 97, components: ['AggregateEntryForm'] },
];

/**
 * `damtherm/styles.css`, all components' CSS, gzipped: a portal that links the file gets all of it. 48 KB
 * until the build dropped esbuild's file comments, which named each vanilla-extract file by its CSS in base64.
 */
const CSS_LIMIT = 16 * KB;

const reactExternals = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

function packInto(dir: string): string {
  if (!existsSync(path.join(root, 'dist/index.js'))) {
    throw new Error('dist/ is missing: run `npm run build` before `npm run size`.');
  }
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], {
    cwd: root,
    encoding: 'utf8',
  });
  const tarball = path.join(dir, out.trim().split('\n').pop()!);
  const pkg = path.join(dir, 'node_modules/damtherm');
  mkdirSync(pkg, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', pkg, '--strip-components=1']);
  return tarball;
}

interface Measured {
  min: number;
  gzip: number;
  /** Each input file's minified bytes in the bundle. */
  inputs: { file: string; bytes: number }[];
  /** The package's modules the bundle imports with `import()`: loaded on first use, not counted. */
  later: string[];
}

/**
 * Bundles every snippet at once — one esbuild run parses each module once, then writes one bundle per snippet,
 * each tree-shaken on its own (no splitting), as if built alone. A module of the package loaded with
 * `import()` stays out, as an app bundler's lazy chunk; with `withLater` it is bundled in (what the import
 * weighs once that part has loaded).
 */
async function measureAll(dir: string, codes: readonly string[], withLater = false): Promise<Measured[]> {
  const entries = codes.map((code, i) => {
    const file = path.join(dir, `entry-${withLater ? 'later-' : ''}${i}.js`);
    writeFileSync(file, code);
    return file;
  });
  const result = await build({
    entryPoints: entries,
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    outdir: path.join(dir, 'out'),
    external: reactExternals,
    nodePaths: [path.join(root, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    // As Vite writes an app's bundle: UTF-8 text, not \uXXXX escapes.
    charset: 'utf8',
    absWorkingDir: dir,
    logLevel: 'error',
    plugins: withLater ? [] : [lazyModulesStayOut],
  });
  const outputs = Object.entries(result.metafile.outputs);
  return entries.map((entry) => {
    const [file, output] = outputs.find(
      ([, o]) => o.entryPoint && path.resolve(dir, o.entryPoint) === entry,
    )!;
    const js = result.outputFiles.find((f) => f.path === path.resolve(dir, file))!.contents;
    return {
      min: js.length,
      gzip: gzipSync(js, { level: 9 }).length,
      inputs: Object.entries(output.inputs).map(([input, info]) => ({
        file: input,
        bytes: info.bytesInOutput,
      })),
      later: output.imports.filter((i) => i.kind === 'dynamic-import' && i.external).map((i) => i.path),
    };
  });
}

/** The package's `import()`s stay imports: what they load is not part of the first import. */
const lazyModulesStayOut: Plugin = {
  name: 'lazy-modules-stay-out',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\./ }, (args) =>
      args.kind === 'dynamic-import' && args.importer.includes('node_modules/damtherm/')
        ? { path: path.join(path.dirname(args.importer), args.path), external: true }
        : undefined,
    );
  },
};

function group(file: string): string {
  const own = /node_modules\/damtherm\/dist\/(?:_chunks\/)?(.*)$/.exec(file);
  if (own) return 'damtherm';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return m ? m[1]! : file;
}

/** The entries whose components have budgets, by their import name and built file. */
const componentEntries = [
  { from: 'damtherm', file: 'dist/index.js' },
  { from: 'damtherm/charts', file: 'dist/charts/index.js' },
];

/**
 * The components an entry exports: its PascalCase runtime exports (not its SCREAMING_CASE constants) that
 * React can render — functions, forwardRef or memo objects. The built entry is imported, so a new export
 * shows up without being listed anywhere.
 */
async function componentsOf(file: string): Promise<string[]> {
  const exports: Record<string, unknown> = await import(pathToFileURL(path.join(root, file)).href);
  return Object.keys(exports).filter((name) => {
    const value = exports[name];
    if (!/^[A-Z]/.test(name) || !/[a-z]/.test(name)) return false;
    if (typeof value === 'function') return true;
    const type = (value as { $$typeof?: symbol } | null)?.$$typeof;
    return type === Symbol.for('react.forward_ref') || type === Symbol.for('react.memo');
  });
}

/** One budget per exported component; a component without one gets no limit, and fails. */
async function componentRows(): Promise<Array<Omit<Budget, 'limit'> & { limit: number | undefined }>> {
  const limits = new Map(componentBudgets.flatMap((row) => row.components.map((c) => [c, row.limit * KB])));
  const rows = [];
  for (const { from, file } of componentEntries) {
    for (const component of await componentsOf(file)) {
      rows.push({
        name: `import { ${component} } from '${from}'`,
        code: `export { ${component} } from '${from}';`,
        limit: limits.get(component),
      });
    }
  }
  return rows;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const json = process.argv.includes('--json');
const markdown = process.argv.includes('--markdown');
const dir = mkdtempSync(path.join(tmpdir(), 'damtherm-size-'));
let failed = false;
try {
  const tarball = packInto(dir);
  const cssFile = path.join(dir, 'node_modules/damtherm/dist/styles.css');
  const cssGzip = gzipSync(readFileSync(cssFile), { level: 9 }).length;
  const cssOk = cssGzip <= CSS_LIMIT;
  if (!cssOk) failed = true;
  const rows = [...budgets, ...(await componentRows())];
  const measured = await measureAll(
    dir,
    rows.map((b) => b.code),
  );
  // What the imports with lazy parts weigh once those have loaded too (not budgeted: said, for the README).
  const lazy = rows.filter((_, i) => measured[i]!.later.length > 0);
  const loaded = await measureAll(
    dir,
    lazy.map((b) => b.code),
    true,
  );
  const whenLoaded = new Map(lazy.map((b, i) => [b, loaded[i]!.gzip]));
  if (json) {
    console.log(JSON.stringify({ name: 'damtherm/styles.css', gzip: cssGzip, limit: CSS_LIMIT, ok: cssOk }));
  } else if (markdown) {
    console.log('| Import | Budget | Measured |');
    console.log('| --- | --: | --: |');
    console.log(`| \`damtherm/styles.css\` (gzip) | ${CSS_LIMIT / KB} KB | ${kb(cssGzip)} |`);
  } else {
    console.log(`packed ${path.basename(tarball)}: ${kb(statSync(tarball).size)}`);
    console.log(
      `${cssOk ? 'ok  ' : 'FAIL'} damtherm/styles.css: ${kb(cssGzip)} gzip (limit ${(CSS_LIMIT / KB).toFixed(0)} KB)`,
    );
  }
  rows.forEach((b, i) => {
    const r = measured[i]!;
    const leaked = b.without ? r.inputs.some((input) => group(input.file) === b.without) : false;
    const ok = b.limit !== undefined && r.gzip <= b.limit && !leaked;
    if (!ok) failed = true;
    if (json) {
      const gzipLoaded = whenLoaded.get(b) ?? null;
      console.log(
        JSON.stringify({ name: b.name, gzip: r.gzip, min: r.min, limit: b.limit ?? null, ok, gzipLoaded }),
      );
      return;
    }
    const later = whenLoaded.has(b) ? ` (${kb(whenLoaded.get(b)!)} with its lazy parts)` : '';
    if (markdown) {
      console.log(
        `| \`${b.name}\` | ${b.limit === undefined ? 'none' : `${b.limit / KB} KB`} | ${kb(r.gzip)}${later} |`,
      );
      return;
    }
    const limit = b.limit === undefined ? 'NO BUDGET: add it to componentBudgets' : `limit ${kb(b.limit)}`;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${b.name}: ${kb(r.gzip)} min+gzip JS beyond React (${limit}; ${kb(r.min)} minified)${later}`,
    );
    if (leaked) console.log(`     ${b.without} is in the bundle, and must not be`);
    const byGroup = new Map<string, number>();
    for (const input of r.inputs) {
      if (input.bytes === 0) continue;
      byGroup.set(group(input.file), (byGroup.get(group(input.file)) ?? 0) + input.bytes);
    }
    const top = [...byGroup.entries()].sort((x, y) => y[1] - x[1]).slice(0, 10);
    console.log(
      `     minified bytes by package: ${top.map(([g, n]) => `${g} ${(n / KB).toFixed(1)}K`).join(', ')}`,
    );
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
