/*
 * What a read and a paged list share once declared: the hook that runs a declaration carries it as
 * `hook.read` (the contract tests find every declaration that way), and a family is one declaration per
 * kind over paths that take and answer alike.
 */

/** A declared hook: call it with the declaration's arguments; its declaration is `hook.read`. */
export type DeclaredHook<Args extends unknown[], Result, Definition> = ((...args: Args) => Result) & {
  readonly read: Definition;
};

/** The hook that runs `read` (through `run`, e.g. `useRead`) with the caller's arguments. */
export function declaredHook<Definition, Args extends unknown[], Result>(
  read: Definition,
  run: (read: Definition, ...args: Args) => Result,
): DeclaredHook<Args, Result, Definition> {
  return Object.assign((...args: Args) => run(read, ...args), { read });
}

/** One declaration per kind: `declare` turns each kind's path into its declaration. */
export function familyOf<Paths extends Record<string, string>, Definition>(
  paths: Paths,
  declare: (path: Paths[keyof Paths]) => Definition,
): { readonly [Kind in keyof Paths]: Definition } {
  const members = Object.entries(paths).map(([kind, path]) => [kind, declare(path as Paths[keyof Paths])]);
  return Object.fromEntries(members) as { readonly [Kind in keyof Paths]: Definition };
}
