/*
 * One archive at the end of a batch export (part 2 §7): the walk still fetches one bay every 5 s, but the
 * user gets one zip of the bays' CSV files instead of a download per bay, which a phone scatters over its
 * downloads folder (and a browser may drop when they come in a burst). fflate writes the zip: small, no
 * workers, UTF-8 names (Chinese bay names open as written).
 */
import { zipSync } from 'fflate';
import type { ExportFile } from './useBatchExport';

/** Characters a file system refuses in a name (Windows' set, the strictest). */
const UNSAFE_IN_NAME = /[\\/:*?"<>|]/g;

/** A file name without the characters a file system refuses ('2/3' → '2_3'), control characters included. */
export function safeFileName(name: string): string {
  const visible = [...name].map((c) => (c.charCodeAt(0) < 0x20 ? '_' : c)).join('');
  return visible.replace(UNSAFE_IN_NAME, '_').trim() || '_';
}

/** `names` with the second and later repeats numbered ('a.csv', 'a (2).csv'), so no file hides another. */
export function uniqueFileNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/** The zip of `files` (in their order, names made safe and unique) as one file named `fileName`. */
export async function zipExportFiles(files: readonly ExportFile[], fileName: string): Promise<ExportFile> {
  const names = uniqueFileNames(files.map((file) => safeFileName(file.fileName)));
  const contents = await Promise.all(
    files.map(async (file) => new Uint8Array(await file.blob.arrayBuffer())),
  );
  const entries = Object.fromEntries(names.map((name, i) => [name, contents[i] as Uint8Array]));
  const zipped = zipSync(entries, { level: 6 });
  return { blob: new Blob([zipped], { type: 'application/zip' }), fileName: safeFileName(fileName) };
}
