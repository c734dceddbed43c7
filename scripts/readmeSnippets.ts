/**
 * The README's TypeScript blocks as files of a portal app. Every ```ts and ```tsx block starts with a comment
 * line naming its file (`// src/Cabinets.tsx`); `npm run examples` writes them into the `portal` example, which
 * type-checks, builds and renders them against the packed tarball, so a README example that does not compile
 * or does not work fails CI.
 */

export interface ReadmeSnippet {
  /** The file it becomes, relative to the portal app (`src/…`). */
  file: string;
  /** The block as written, its file line included. */
  code: string;
  /** The README line the block starts on (its fence). */
  line: number;
}

const FENCE = /^```(\w*)\s*$/;
const FILE_LINE = /^\/\/ (src\/[\w./-]+\.tsx?)$/;

/** The TypeScript blocks of a README; throws on a block without its file line, or two blocks for one file. */
export function readmeSnippets(readme: string): ReadmeSnippet[] {
  const lines = readme.split('\n');
  const snippets: ReadmeSnippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.startsWith('```'));
    if (end < 0) throw new Error(`README.md:${i + 1}: a code block that is never closed`);
    const body = lines.slice(i + 1, end);
    if (open[1] === 'ts' || open[1] === 'tsx') {
      const file = FILE_LINE.exec(body[0] ?? '')?.[1];
      if (!file) {
        throw new Error(
          `README.md:${i + 1}: a ${open[1]} block must start with its file, e.g. "// src/App.tsx"`,
        );
      }
      if (snippets.some((s) => s.file === file))
        throw new Error(`README.md:${i + 1}: a second block for ${file}`);
      snippets.push({ file, code: `${body.join('\n')}\n`, line: i + 1 });
    }
    i = end;
  }
  return snippets;
}
