/**
 * Compile hints for V8, applied to the built package: every function of dist/ is written as a parenthesised
 * function expression, which V8 compiles with the script (its "possibly invoked function expression" heuristic)
 * instead of on its first call. Chromium compiles a module script on a background thread while it streams in, so
 * the components' code is ready before a portal mounts them: measured on the bench pages, DamMap's first render
 * in a fresh page spent a third of its time compiling functions one by one on the main thread, half of that
 * ours. esbuild and Vite 8 keep these parentheses when an app bundles and minifies the package.
 *
 * - `function f() {}` at the top of a module (exported or not) becomes `var f = (function f() {});`, moved up
 *   to where a declaration is hoisted (after the imports), so it is defined as early as before.
 * - Function expressions and arrow functions are wrapped in parentheses where they stand.
 * - Methods, getters and setters, and functions declared inside other functions are left as they are.
 * - The API client (src/client/) is left lazy: each of its functions runs once per request, where compiling
 *   it is nothing beside the network, and a page calls few of its 130 operations.
 * The source map is carried through, so a stack trace still points into src/.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import remapping from '@jridgewell/remapping';
import { type Node, parse } from 'acorn';
import MagicString from 'magic-string';

type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The child nodes of `node`. */
function* children(node: AnyNode): Generator<AnyNode> {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield item;
    } else if (isNode(value)) yield value;
  }
}

/** A function expression that must keep its place in the syntax: a method, getter or setter. */
const isMethod = (parent: AnyNode | null) =>
  parent !== null &&
  (parent.type === 'MethodDefinition' ||
    (parent.type === 'Property' && (parent.method === true || parent.kind !== 'init')));

const lazyModules = /^src\/client\//;

/** Rewrites one built module (and its map); returns how many functions it marked. */
export function compileEagerly(file: string): number {
  const code = readFileSync(file, 'utf8');
  // esbuild starts each source module's code with a comment naming it: `// src/components/…`.
  const modules: { start: number; path: string }[] = [];
  const program = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    preserveParens: true,
    onComment: (block, text, start) => {
      if (!block && text.startsWith(' src/')) modules.push({ start, path: text.slice(1) });
    },
  }) as unknown as AnyNode;
  const lazy = (node: AnyNode) => {
    const module = modules.findLast((m) => m.start <= node.start);
    return module !== undefined && lazyModules.test(module.path);
  };
  const body = program.body as AnyNode[];
  const firstCode = body.findIndex((statement) => statement.type !== 'ImportDeclaration');
  if (firstCode < 0) return 0;
  // Hoisted declarations go right after the imports, before the comment naming the first module.
  const hoistTo = firstCode > 0 ? body[firstCode - 1]!.end : 0;
  const out = new MagicString(code);
  let marked = 0;

  /** `statement`: the top-level statement a declaration is (`function f…`) or is in (`export function f…`). */
  const visit = (node: AnyNode, parent: AnyNode | null, statement?: AnyNode) => {
    if (lazy(node)) return;
    if (node.type === 'FunctionDeclaration' && statement) {
      const name = (node.id as AnyNode & { name: string }).name;
      out.prependRight(node.start, `${hoistTo > 0 ? '\n' : ''}var ${name} = (`);
      out.appendLeft(node.end, ');\n');
      if (statement.start !== hoistTo) out.move(statement.start, statement.end, hoistTo);
      marked++;
    } else if (
      (node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') &&
      parent?.type !== 'ParenthesizedExpression' &&
      !isMethod(parent)
    ) {
      out.prependRight(node.start, '(');
      out.appendLeft(node.end, ')');
      marked++;
    }
    for (const child of children(node)) visit(child, node);
  };
  for (const statement of body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AnyNode | null) : null;
    if (declaration?.type === 'FunctionDeclaration') visit(declaration, statement, statement);
    else visit(statement, program, statement.type === 'FunctionDeclaration' ? statement : undefined);
  }
  if (marked === 0) return 0;

  writeFileSync(file, out.toString());
  const mapFile = `${file}.map`;
  if (existsSync(mapFile)) {
    const built = JSON.parse(readFileSync(mapFile, 'utf8'));
    const rewritten = out.generateMap({ hires: 'boundary', source: file, includeContent: false });
    // The rewrite's map points into the built file, whose own map points into src/.
    const map = remapping([rewritten.toString(), built], () => null);
    writeFileSync(mapFile, JSON.stringify({ ...map, file: built.file }));
  }
  return marked;
}
