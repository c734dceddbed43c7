import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { DepartmentTree, type DepartmentTreeProps } from './DepartmentTree';
import { manyDepartments, siteDepartments } from './DepartmentTree.fixtures';

/** Holds the selection so the story is interactive. */
function Controlled(props: Partial<DepartmentTreeProps>) {
  const [selected, setSelected] = useState<string | null>(props.value ?? null);
  return (
    <div style={{ maxWidth: 420 }}>
      <DepartmentTree
        departments={siteDepartments}
        isRequired
        {...props}
        value={selected}
        onChange={setSelected}
      />
    </div>
  );
}

const meta = {
  title: 'Accounts/DepartmentTree 部门树',
  id: 'accounts-departmenttree',
  component: DepartmentTree,
  args: { departments: siteDepartments, value: null, onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DepartmentTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('温控作业队'));
    await expect(
      canvas.getByText(t('account.register.departmentSelected', { name: '施工局 / 大坝工区 / 温控作业队' })),
    ).toBeVisible();
    // Single choice: choosing another replaces it.
    await userEvent.click(canvas.getByText('监理中心'));
    await expect(
      canvas.getByText(t('account.register.departmentSelected', { name: '监理中心' })),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(1);
  },
};

export const Selected: Story = { args: { value: '21' } };
/** Uncontrolled: the tree keeps the choice itself, starting from `defaultValue`. */
export const Uncontrolled: Story = {
  render: () => <DepartmentTree departments={siteDepartments} defaultValue="311" />,
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('account.register.departmentSelected', { name: '施工局 / 大坝工区 / 温控作业队' })),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('监理中心'));
    await expect(
      canvas.getByText(t('account.register.departmentSelected', { name: '监理中心' })),
    ).toBeVisible();
  },
};
export const Collapsed: Story = { args: { defaultExpanded: 'none' } };
export const Loading: Story = { args: { departments: [], loading: true } };
export const Empty: Story = { args: { departments: [] } };
export const LoadError: Story = { args: { departments: [], error: '部门加载失败', onRetry: () => {} } };
export const Invalid: Story = { args: { errorMessage: '请选择部门' } };
export const ManyLongNames: Story = { args: { departments: manyDepartments, value: '3-2-4' } };
export const English: Story = {
  args: { errorMessage: 'Please choose a department' },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose one department')).toBeVisible();
  },
};
export const Dark: Story = { args: { value: '311' }, globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { value: '311' }, globals: { theme: 'sunlight' } };
