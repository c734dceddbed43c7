import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { CoolingForecast } from './CoolingForecast';
import {
  coolingBay,
  flatBay,
  gappyBay,
  nearBay,
  noTargetBay,
  reachedBay,
  retiredBay,
  silentBay,
  tooSlowBay,
  warmingBay,
} from './CoolingForecast.fixtures';

const meta = {
  title: 'Bays/CoolingForecast 冷却预测',
  id: 'bays-coolingforecast',
  component: CoolingForecast,
  args: { forecast: coolingBay },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoolingForecast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bay in first-phase cooling, 0.35 °C a day: the date it reaches today's target of 19.0 °C. */
export const Expected: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('forecast.title') })).toBeVisible();
    await expect(canvas.getByText('2026-11-23')).toBeVisible();
    await expect(canvas.getByText(t('forecast.inDays', { count: 3 }))).toBeVisible();
    await expect(canvas.getByText('19.0 °C')).toBeVisible();
    await expect(canvas.getByText('0.35 °C/d')).toBeVisible();
  },
};

/** 0.3 °C to go at 0.5 °C a day. */
export const WithinADay: Story = { args: { forecast: nearBay } };

/** Holding its target in a control stage. */
export const Reached: Story = { args: { forecast: reachedBay } };

/** Poured two days ago, still heating from cement hydration. */
export const Warming: Story = { args: { forecast: warmingBay } };

/** Held above its target by a manual loop with too little water. */
export const Flat: Story = { args: { forecast: flatBay } };

/** Cooling so slowly (air only) that the date lies more than a year ahead. */
export const TooSlow: Story = { args: { forecast: tooSlowBay } };

/** Two of the last three days without readings (cabinet offline). */
export const TooFewDays: Story = { args: { forecast: gappyBay } };

/** An old bay whose thermometers were retired months ago. */
export const Stale: Story = { args: { forecast: retiredBay } };

export const NoReadings: Story = { args: { forecast: silentBay } };
export const NoTarget: Story = { args: { forecast: noTargetBay } };
export const Loading: Story = { args: { forecast: undefined } };
export const LoadError: Story = { args: { forecast: undefined, error: true, onRetry: fn() } };
export const ServerMessage: Story = {
  args: { forecast: undefined, error: 'no such bay', onRetry: fn() },
};

/** A phone: the three facts stay in one row at 390 px. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
};

export const NoTitle: Story = { args: { title: null, headingLevel: 3 } };
export const English: Story = { globals: { language: 'en' } };
export const EnglishPhone: Story = { ...Phone, globals: { language: 'en' } };
export const EnglishTooFewDays: Story = { ...TooFewDays, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = {
  args: { forecast: warmingBay },
  globals: { theme: 'sunlight', language: 'en' },
};
