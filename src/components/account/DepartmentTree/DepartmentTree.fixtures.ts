import type { Department } from './departments';

/** The reference site's departments (as the simulator seeds them). */
export const siteDepartments: Department[] = [
  { id: '1', name: '建设管理局', parentId: null },
  { id: '11', name: '工程技术部', parentId: '1' },
  { id: '12', name: '安全质量部', parentId: '1' },
  { id: '2', name: '监理中心', parentId: null },
  { id: '21', name: '大坝监理部', parentId: '2' },
  { id: '3', name: '施工局', parentId: null },
  { id: '31', name: '大坝工区', parentId: '3' },
  { id: '311', name: '温控作业队', parentId: '31' },
  { id: '32', name: '试验检测中心', parentId: '3' },
];

/** A large organisation: 6 roots × 5 branches × 4 teams, with long names. */
export const manyDepartments: Department[] = (() => {
  const out: Department[] = [];
  for (let a = 1; a <= 6; a++) {
    out.push({ id: `${a}`, name: `第${a}标段施工联合体项目经理部`, parentId: null });
    for (let b = 1; b <= 5; b++) {
      out.push({ id: `${a}-${b}`, name: `${a}-${b} 大坝混凝土浇筑与温控作业分部`, parentId: `${a}` });
      for (let c = 1; c <= 4; c++) {
        out.push({ id: `${a}-${b}-${c}`, name: `温控班组 ${a}-${b}-${c}`, parentId: `${a}-${b}` });
      }
    }
  }
  return out;
})();
