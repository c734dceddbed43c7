import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { CabinetCard } from './CabinetCard';
import {
  FIXTURE_NOW,
  longNameCabinet,
  manyErrorsCabinet,
  offlineCabinet,
  onlineCabinet,
  unknownCabinet,
} from './CabinetCard.fixtures';

const meta = {
  title: 'Cabinets/CabinetCard 智能柜卡片',
  id: 'cabinets-cabinetcard',
  component: CabinetCard,
  args: { cabinet: onlineCabinet, now: FIXTURE_NOW, href: '#/tab/racksId/12' },
} satisfies Meta<typeof CabinetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(within(canvasElement).getByText(t('rack.state.online'))).toBeVisible();
  },
};

export const Offline: Story = {
  args: { cabinet: offlineCabinet },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(within(canvasElement).getByText(t('rack.state.offline'))).toBeVisible();
    await expect(
      within(canvasElement).getByText(t('rack.countWithErrors', { count: 24, errors: 3 })),
    ).toBeVisible();
  },
};

export const Unknown: Story = { args: { cabinet: unknownCabinet } };
export const ManyErrors: Story = { args: { cabinet: manyErrorsCabinet } };
export const LongChineseName: Story = { args: { cabinet: longNameCabinet } };
export const Static: Story = { args: { href: undefined } };

export const English: Story = {
  args: { cabinet: offlineCabinet },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Offline')).toBeVisible();
    await expect(within(canvasElement).getByText('24, 3 in error')).toBeVisible();
  },
};

export const Dark: Story = { args: { cabinet: offlineCabinet }, globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { cabinet: offlineCabinet }, globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = {
  args: { cabinet: manyErrorsCabinet },
  globals: { theme: 'sunlight', language: 'en' },
};

/** The cabinet list as the screen lays it out: one column on a phone, a grid on a desktop. */
export const List: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {[onlineCabinet, offlineCabinet, unknownCabinet, manyErrorsCabinet, longNameCabinet].map((cabinet) => (
        <CabinetCard key={cabinet.id} {...args} cabinet={cabinet} href={`#/tab/racksId/${cabinet.id}`} />
      ))}
    </div>
  ),
};
