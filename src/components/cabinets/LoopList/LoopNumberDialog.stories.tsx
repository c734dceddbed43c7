import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { LoopNumberDialog } from './LoopNumberDialog';

const meta = {
  title: 'Cabinets/LoopNumberDialog 输入回路号',
  id: 'cabinets-loopnumberdialog',
  component: LoopNumberDialog,
  args: { onOpenLoop: fn(), max: 72 },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <LoopNumberDialog {...args} />
    </div>
  ),
} satisfies Meta<typeof LoopNumberDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button above a cabinet's loop list; it opens the dialog that takes a loop number typed by hand. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(within(canvasElement).getByRole('button', { name: t('loop.list.enterLoop') })).toBeVisible();
  },
};

/** A number out of range is refused with the range; a number in range opens that loop. */
export const TypeALoopNumber: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('loop.list.enterLoop') }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const field = dialog.getByRole('textbox', { name: t('loop.list.loopNumber') });
    await userEvent.type(field, '99');
    await userEvent.click(dialog.getByRole('button', { name: t('loop.list.open') }));
    await expect(dialog.getByText(t('loop.list.loopNumberInvalid', { max: 72 }))).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await userEvent.click(dialog.getByRole('button', { name: t('loop.list.open') }));
    await expect(args.onOpenLoop).toHaveBeenCalledWith(12);
  },
};

/** A cabinet with 24 loops: the hint and the check follow `max`. */
export const TwentyFourLoops: Story = { args: { max: 24 } };
