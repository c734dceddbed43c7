import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStoryNote } from '../../../../.storybook/StoryNote';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { PendingEntries } from './PendingEntries';
import { refusedEntry, waitingEntries } from './PendingEntries.fixtures';

const meta = {
  title: 'Entries/PendingEntries 待录入',
  id: 'entries-pendingentries',
  component: PendingEntries,
  args: { pending: waitingEntries, onDiscard: fn(), onSendNow: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PendingEntries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three entries typed without network: kept on the phone, with Send now. */
export const Waiting: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('pending.title', { count: 3 }) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('pending.sendNow') }));
    await expect(args.onSendNow).toHaveBeenCalledTimes(1);
  },
};

/** Being sent now. */
export const Sending: Story = { args: { sending: true } };

/** One waiting, one the server refused later: why, in the reader's language. */
export const WithRefused: Story = { args: { pending: [waitingEntries[0]!, refusedEntry] } };

/** Only refused entries left: read why, then discard. */
export const OnlyRefused: Story = {
  args: { pending: [refusedEntry] },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('pending.discard') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('pending.discard') }));
    await expect(args.onDiscard).toHaveBeenCalledWith('k-4');
  },
};

/** Nothing waits: nothing is shown. */
export const Empty: Story = {
  args: { pending: [] },
  decorators: [
    withStoryNote({
      zh: '没有待发送的录入时，本组件不显示任何内容（页面可始终把它放在列表上方）。',
      en: 'With no entry waiting, this component renders nothing (a screen can always place it above its list).',
    }),
  ],
};

/** Twenty entries after a long day without network. */
export const Many: Story = {
  args: {
    pending: Array.from({ length: 20 }, (_, i) => ({
      ...waitingEntries[i % 3]!,
      key: `many-${i}`,
      savedAt: i,
    })),
  },
};

export const Phone: Story = {
  args: { pending: [...waitingEntries, refusedEntry] },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
};
export const English: Story = { globals: { language: 'en' } };
export const EnglishWithRefused: Story = { ...WithRefused, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
