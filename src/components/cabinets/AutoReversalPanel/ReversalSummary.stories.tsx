import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { reversal } from '../../../i18n/messages/reversal';
import { ReversalSummary } from './ReversalSummary';

/**
 * A loop's reversal setting as one line of words, for a list of loops or a log: the mode, then the interval
 * (automatic) or the direction (manual). It renders the words alone, so it fits in any element.
 */
const meta = {
  title: 'Cabinets/ReversalSummary 智能柜换向设置',
  id: 'cabinets-reversalsummary',
  component: ReversalSummary,
  args: { setting: { mode: 'auto', direction: null, intervalMinutes: 36 * 60 } },
  render: (args) => (
    <p style={{ padding: 16 }}>
      <ReversalSummary {...args} />
    </p>
  ),
} satisfies Meta<typeof ReversalSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = (language: unknown) => reversal[language === 'en' ? 'en' : 'zh'];

/** Automatic every 1 d 12 h. */
export const Automatic: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.textContent).toContain(words(globals.language).modeAuto);
  },
};
export const AutomaticEnglish: Story = { ...Automatic, tags: ['settings'], globals: { language: 'en' } };
export const Manual: Story = {
  args: { setting: { mode: 'manual', direction: 'reverse', intervalMinutes: null } },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.language);
    await expect(canvasElement.textContent).toContain(`${w.modeManual} · ${w.reverse}`);
  },
};
export const NotSetYet: Story = {
  args: { setting: { mode: null, direction: null, intervalMinutes: null } },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.textContent).toContain(words(globals.language).notSet);
  },
};
