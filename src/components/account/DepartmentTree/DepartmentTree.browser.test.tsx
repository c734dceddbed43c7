import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { DepartmentTree } from './DepartmentTree';
import { siteDepartments } from './DepartmentTree.fixtures';
import { buildDepartmentTree, departmentPath } from './departments';

function Harness({ onChange }: { onChange: (id: string | null) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <DepartmentTree
      departments={siteDepartments}
      value={selected}
      onChange={(id) => {
        setSelected(id);
        onChange(id);
      }}
    />
  );
}

describe('buildDepartmentTree', () => {
  it('nests by parent id, keeps order and survives cycles and unknown parents', () => {
    const roots = buildDepartmentTree(siteDepartments);
    expect(roots.map((r) => r.name)).toEqual(['建设管理局', '监理中心', '施工局']);
    expect(roots[2]?.children.map((c) => c.name)).toEqual(['大坝工区', '试验检测中心']);
    const odd = buildDepartmentTree([
      { id: 'a', name: 'A', parentId: 'b' },
      { id: 'b', name: 'B', parentId: 'a' },
      { id: 'c', name: 'C', parentId: 'missing' },
    ]);
    expect(odd.map((r) => r.id).sort()).toEqual(['a', 'b', 'c']);
    expect(departmentPath(siteDepartments, '311')).toBe('施工局 / 大坝工区 / 温控作业队');
    expect(departmentPath(siteDepartments, 'none')).toBeNull();
  });
});

describe('DepartmentTree', () => {
  it('is a single choice by touch and by keyboard', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DamProvider language="zh">
        <Harness onChange={onChange} />
      </DamProvider>,
    );
    await screen.getByText('温控作业队').click();
    expect(onChange).toHaveBeenLastCalledWith('311');
    await expect.element(screen.getByText('已选择：施工局 / 大坝工区 / 温控作业队')).toBeVisible();
    await screen.getByText('安全质量部').click();
    expect(onChange).toHaveBeenLastCalledWith('12');
    expect(screen.container.querySelectorAll('[aria-selected="true"]')).toHaveLength(1);
    // Keyboard: up to the previous row and choose it with Space.
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('11');
  });

  it('opens and closes a branch with its chevron without choosing it', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <Harness onChange={onChange} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('温控作业队')).toBeVisible();
    const chevron = screen.getByRole('row', { name: /^施工局$/ }).getByRole('button');
    await chevron.click();
    expect(screen.getByText('温控作业队').query()).toBeNull();
    await chevron.click();
    await expect.element(screen.getByText('大坝工区')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows loading, error and empty states and an error message', async () => {
    const screen = await render(
      <DamProvider language="en">
        <DepartmentTree departments={[]} value={null} onChange={() => {}} loading />
        <DepartmentTree departments={[]} value={null} onChange={() => {}} error="Could not load" />
        <DepartmentTree departments={[]} value={null} onChange={() => {}} />
        <DepartmentTree
          departments={siteDepartments}
          value={null}
          onChange={() => {}}
          errorMessage="Please choose a department"
        />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Loading departments...')).toBeVisible();
    await expect.element(screen.getByText('Could not load')).toBeVisible();
    await expect.element(screen.getByText('No departments')).toBeVisible();
    await expect.element(screen.getByText('Please choose a department')).toBeVisible();
    expect(screen.container.querySelector('[data-invalid] [role="treegrid"]')).not.toBeNull();
  });
});
