import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { BayFacts } from './BayFacts';
import { bareBay, closedBay, oldBay, pouringBay } from './BayFacts.fixtures';
import { BAY_LOOP_DETAIL_FACTS } from './facts';

const meta = {
  title: 'Bays/BayFacts 仓信息',
  id: 'bays-bayfacts',
  component: BayFacts,
  args: { bay: closedBay },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BayFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bay 4#-014, closed 14 days ago, with two loops: every label of the bay detail (part 1 §3). */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('bay.facts.title') })).toBeVisible();
    await expect(canvas.getByText('24.8 °C')).toBeVisible();
    await expect(canvas.getByText('675 m')).toBeVisible();
    await expect(canvas.getByText(t('stage.s1'))).toBeVisible();
    await expect(canvas.getByText('13.0 / 19.0 °C')).toBeVisible();
    await expect(
      canvas.getByText(
        t('bay.unit.range', { min: t('loop.opening.closed'), max: t('loop.opening.percent', { value: 50 }) }),
      ),
    ).toBeVisible();
  },
};

/** The temperature loop details page's facts (part 2 §2.11). */
export const LoopDetails: Story = { args: { facts: BAY_LOOP_DETAIL_FACTS } };

/** A bay being poured: no age, stage or peak yet — 'Not collected'. */
export const Pouring: Story = { args: { bay: pouringBay } };

/** A bay closed 260 days ago, water stopped, its sensors taken off. */
export const OldBay: Story = { args: { bay: oldBay } };

/** Nothing known but the bay number. */
export const NothingKnown: Story = {
  args: { bay: bareBay },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(within(canvasElement).getAllByText(t('common.notCollected'))).toHaveLength(13);
  },
};

export const Loading: Story = { args: { bay: undefined } };
export const LoadError: Story = { args: { bay: undefined, error: true, onRetry: fn() } };
export const ServerMessage: Story = { args: { bay: undefined, error: 'no such bay', onRetry: fn() } };

/** A phone: two columns that do not overflow at 360 px. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const NoTitle: Story = { args: { title: null } };
export const English: Story = { globals: { language: 'en' } };
export const EnglishPhone: Story = { ...Phone, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = { globals: { theme: 'sunlight', language: 'en' } };
