import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { containing, storyTexts } from '../../../../.storybook/storyTexts';
import type { BaySensor } from '../../../domain';
import { BaySensorTable } from './BaySensorTable';
import { baySensors, closedBay, FIXTURE_NOW, largeBaySensors, oldBay } from './BaySensorTable.fixtures';

const cabinetHref = (s: BaySensor) =>
  s.loop === null
    ? undefined
    : `#/tab/racksId/${s.cabinetId}/${s.kind === 'loop' ? 'loops' : 'temps'}/${s.loop}`;

const meta = {
  title: 'Bays/BaySensorTable 仓内测温',
  id: 'bays-baysensortable',
  component: BaySensorTable,
  args: { sensors: baySensors, bayLocation: closedBay.location, now: FIXTURE_NOW, hrefFor: cabinetHref },
} satisfies Meta<typeof BaySensorTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two thermometers and two loops of bay 4#-014 on its detail page; one thermometer silent for 2 h. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^温度计1/ })).toHaveAttribute(
      'href',
      '#/tab/racksId/1/temps/42',
    );
    await expect(canvas.getByRole('link', { name: /^冷却水管2/ })).toHaveAttribute(
      'href',
      '#/tab/racksId/1/loops/2',
    );
    await expect(canvas.getByText(t('loop.health.staleHour'))).toBeVisible();
  },
};

/** The temperature loop details page (part 2 §2.11): first, max and current; flow, inlet and outlet. */
export const LoopDetails: Story = {
  args: { variant: 'loopDetails' },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('columnheader', { name: containing(t('bay.sensors.firstTemp')) }),
    ).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '23.8' })).toBeVisible();
  },
};

/** 12 thermometers and 8 loops, water stopped, an unknown flow, a thermometer never heard from. */
export const LargeBay: Story = { args: { sensors: largeBaySensors(), bayLocation: '12#-031' } };
export const LargeBayLoopDetails: Story = {
  args: { sensors: largeBaySensors(), bayLocation: '12#-031', variant: 'loopDetails' },
};

/** A bay whose sensors were all taken off. */
export const Disconnected: Story = { args: { sensors: oldBay.sensors, bayLocation: oldBay.location } };

/** Names shown in full, without links (a portal that only lists them). */
export const NoLinks: Story = { args: { hrefFor: undefined, bayLocation: undefined } };

export const Empty: Story = { args: { sensors: [] } };
export const Loading: Story = { args: { sensors: undefined } };
export const LoadError: Story = { args: { sensors: undefined, error: true, onRetry: fn() } };

/** A phone: the table stays inside 360 px. */
export const Phone: Story = {
  args: { sensors: largeBaySensors(), bayLocation: '12#-031' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const English: Story = { globals: { language: 'en' } };
export const EnglishPhone: Story = { ...Phone, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = { globals: { theme: 'sunlight', language: 'en' } };
