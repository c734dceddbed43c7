import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogActions } from './Dialog';

/** The buttons at the foot of a dialog or a confirmation: equal widths, the safe one first, the main one last. */
const meta = {
  title: 'UI/DialogActions 对话框按钮',
  id: 'ui-dialogactions',
  component: DialogActions,
  args: { children: null },
  render: (args) => (
    <div style={{ maxWidth: 420, padding: 16 }}>
      <DialogActions {...args}>
        <Button variant="secondary">取消</Button>
        <Button>确定</Button>
      </DialogActions>
    </div>
  ),
} satisfies Meta<typeof DialogActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['取消', '确定']);
  },
};
/** A command's confirmation: the main action says what it does. */
export const Confirmation: Story = {
  render: (args) => (
    <div style={{ maxWidth: 420, padding: 16 }}>
      <DialogActions {...args}>
        <Button variant="secondary">返回修改</Button>
        <Button variant="danger">确认下发</Button>
      </DialogActions>
    </div>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
