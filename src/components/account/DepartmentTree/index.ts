export { DepartmentTree, type DepartmentTreeProps } from './DepartmentTree';
export {
  buildDepartmentTree,
  type Department,
  type DepartmentNode,
  departmentPath,
  parentIds,
} from './departments';
