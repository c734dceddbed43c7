import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { LoopNumberDialog } from './LoopNumberDialog';

const meta = {
  title: 'Cabinets/LoopNumberDialog 输入回路号',
  id: 'cabinets-loopnumberdialog',
  component: LoopNumberDialog,
  // Open from the start, so the canvas, the docs page and the picture show the dialog itself.
  args: { onOpenLoop: fn(), max: 72, defaultOpen: true },
  // Each story in its own frame on the docs page: an open modal covers the page it renders in.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <LoopNumberDialog {...args} />
    </div>
  ),
} satisfies Meta<typeof LoopNumberDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog that takes a loop number typed by hand, with the range it accepts. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    // Visible once its opening animation has begun.
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: t('loop.list.loopNumber') })).toBeVisible(),
    );
  },
};

/** The button above a cabinet's loop list, closed; it opens the dialog. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(within(canvasElement).getByRole('button', { name: t('loop.list.enterLoop') })).toBeVisible();
  },
};

/** A number out of range is refused with the range; a number in range opens that loop. */
export const TypeALoopNumber: Story = {
  args: { defaultOpen: false },
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
