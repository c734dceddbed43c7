import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RackCard } from './RackCard';
import {
  FIXTURE_NOW,
  longNameRack,
  manyErrorsRack,
  offlineRack,
  onlineRack,
  unknownRack,
} from './RackCard.fixtures';

const meta = {
  title: 'Cabinets/RackCard',
  component: RackCard,
  args: { rack: onlineRack, now: FIXTURE_NOW, href: '#/tab/racksId/12' },
} satisfies Meta<typeof RackCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('在线')).toBeVisible();
  },
};

export const Offline: Story = {
  args: { rack: offlineRack },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('离线')).toBeVisible();
    await expect(within(canvasElement).getByText('24 个，3 个异常')).toBeVisible();
  },
};

export const Unknown: Story = { args: { rack: unknownRack } };
export const ManyErrors: Story = { args: { rack: manyErrorsRack } };
export const LongChineseName: Story = { args: { rack: longNameRack } };
export const Static: Story = { args: { href: undefined } };

export const English: Story = {
  args: { rack: offlineRack },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Offline')).toBeVisible();
    await expect(within(canvasElement).getByText('24, 3 in error')).toBeVisible();
  },
};

export const Dark: Story = { args: { rack: offlineRack }, globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { rack: offlineRack }, globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = {
  args: { rack: manyErrorsRack },
  globals: { theme: 'sunlight', language: 'en' },
};

/** The cabinet list as the screen lays it out: one column on a phone, a grid on a desktop. */
export const List: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {[onlineRack, offlineRack, unknownRack, manyErrorsRack, longNameRack].map((rack) => (
        <RackCard key={rack.id} {...args} rack={rack} href={`#/tab/racksId/${rack.id}`} />
      ))}
    </div>
  ),
};
