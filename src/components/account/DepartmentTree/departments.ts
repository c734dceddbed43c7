/** A department of the users' department tree (part 1 §3 Group), as domain values. */
export interface Department {
  /** c_id. */
  id: string;
  /** c_name. */
  name: string;
  /** p_id: the parent's id; null (or an unknown id) for a root. */
  parentId: string | null;
}

/** A department with its children, as the tree shows it. */
export interface DepartmentNode extends Department {
  children: DepartmentNode[];
}

/**
 * Builds the tree from the flat list: roots are departments without a parent or whose parent is not in the
 * list; order is kept; a cycle in bad data cannot loop (a department is placed once).
 */
export function buildDepartmentTree(departments: readonly Department[]): DepartmentNode[] {
  const nodes = new Map<string, DepartmentNode>();
  for (const d of departments) if (!nodes.has(d.id)) nodes.set(d.id, { ...d, children: [] });
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== null && node.parentId !== node.id ? nodes.get(node.parentId) : undefined;
    if (parent && !isAncestor(node, parent, nodes)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Whether `node` is an ancestor of `candidate` (so attaching would close a cycle). */
function isAncestor(
  node: DepartmentNode,
  candidate: DepartmentNode,
  nodes: Map<string, DepartmentNode>,
): boolean {
  const seen = new Set<string>();
  let current: DepartmentNode | undefined = candidate;
  while (current && !seen.has(current.id)) {
    if (current.id === node.id) return true;
    seen.add(current.id);
    current = current.parentId === null ? undefined : nodes.get(current.parentId);
  }
  return false;
}

/** The ids of every department that has children (to expand the whole tree). */
export function parentIds(roots: readonly DepartmentNode[]): string[] {
  const out: string[] = [];
  const walk = (list: readonly DepartmentNode[]) => {
    for (const node of list) {
      if (node.children.length > 0) {
        out.push(node.id);
        walk(node.children);
      }
    }
  };
  walk(roots);
  return out;
}

/** The path of names from the root to a department ("Site / Lab / Team"), or null when unknown. */
export function departmentPath(departments: readonly Department[], id: string | null): string | null {
  if (id === null) return null;
  const byId = new Map(departments.map((d) => [d.id, d]));
  const names: string[] = [];
  const seen = new Set<string>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    names.unshift(current.name);
    seen.add(current.id);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return names.length > 0 ? names.join(' / ') : null;
}
