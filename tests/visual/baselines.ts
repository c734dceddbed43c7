/**
 * Where the visual project's pictures live, in a module the browser side can read too (artifacts.ts, which
 * uses node:fs, is the config's).
 */

/** Where a picture that differs leaves its evidence for CI to keep (see artifacts.ts). */
export const ARTIFACTS = '.ci-results/visual';

/**
 * The test file whose committed pictures a test file compares with: its own, but the token-change proof
 * compares a key story with the key stories' own picture (and takes none of its own).
 */
const COMPARED_WITH: Readonly<Record<string, string>> = {
  'tokenChange.visual.browser.test.tsx': 'stories.visual.browser.test.tsx',
};

export function baselineFileOf(testFileName: string): string {
  return COMPARED_WITH[testFileName] ?? testFileName;
}
