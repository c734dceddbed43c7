import { copyFileSync, existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, baselineFileOf } from './baselines';

/*
 * Where a picture that differs leaves its evidence for CI to keep: `.ci-results/visual/<test file>/<name>-`
 * `actual`, `-diff` (written by the matcher) and `-expected` (the committed picture, copied after the run),
 * so a reviewer sees the three side by side without a checkout.
 */

const ACTUAL = /-actual(-[^/]*\.png)$/;

/** The committed picture a `…-actual-<browser>-<platform>.png` stands beside, by Vitest's default layout. */
function referenceOf(root: string, actual: string): string {
  const relative = path.relative(path.join(root, ARTIFACTS), actual);
  const { directory, testFile, name } = splitTestFile(relative);
  return path.join(root, directory, '__screenshots__', baselineFileOf(testFile), name.replace(ACTUAL, '$1'));
}

/** `dir/x.test.tsx/name…`: the test file is the part with a test file's name. */
function splitTestFile(relative: string) {
  const parts = relative.split(path.sep);
  const at = parts.findIndex((part) => /\.test\.tsx?$/.test(part));
  return {
    directory: parts.slice(0, at).join(path.sep),
    testFile: parts[at] ?? '',
    name: parts.slice(at + 1).join(path.sep),
  };
}

function* files(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Removes the folders left empty (the token-change proof takes its evidence back), `dir` included. */
function pruneEmpty(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) pruneEmpty(path.join(dir, entry.name));
  }
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}

/** Vitest global setup of the visual project: a clean folder before the run, the expected pictures after it. */
export default function keepVisualDifferences({ config }: { config: { root: string } }) {
  const root = config.root;
  rmSync(path.join(root, ARTIFACTS), { recursive: true, force: true });
  return () => {
    for (const file of files(path.join(root, ARTIFACTS))) {
      if (!ACTUAL.test(file)) continue;
      const reference = referenceOf(root, file);
      if (existsSync(reference)) copyFileSync(reference, file.replace(ACTUAL, '-expected$1'));
    }
    pruneEmpty(path.join(root, ARTIFACTS));
  };
}
