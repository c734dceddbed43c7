import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'UI/Dialog 对话框',
  id: 'ui-dialog',
  component: Dialog,
  subcomponents: { DialogTrigger },
  // Open from the start, so the canvas, the docs page and the picture show the dialog itself.
  args: { title: '重启智能柜', children: null, defaultOpen: true },
  // Each story in its own frame on the docs page: an open modal covers the page it renders in.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  render: ({ defaultOpen, ...args }) => (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>打开</Button>
      <Dialog {...args}>
        {(close) => (
          <div style={{ display: 'grid', gap: 12 }}>
            <p style={{ margin: 0 }}>确定重启智能柜吗？</p>
            <Button onPress={close}>确定</Button>
            <Button variant="secondary" onPress={close}>
              取消
            </Button>
          </div>
        )}
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '重启智能柜',
    });
    // Visible once its opening animation has begun.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
/** Closed: the trigger alone; it opens the dialog, and the close button closes it. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '重启智能柜' });
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.close') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
export const Confirmation: Story = { args: { role: 'alertdialog', isDismissable: false } };
export const English: Story = { args: { title: 'Restart the smart cabinet?' }, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
