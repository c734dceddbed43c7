import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteTime } from './SiteTime';

/** 2024-05-01 08:30 in Shanghai. */
const MOMENT = Date.UTC(2024, 4, 1, 0, 30);

const meta = {
  title: 'UI/SiteTime 现场时间',
  id: 'ui-sitetime',
  component: SiteTime,
  args: { value: MOMENT },
} satisfies Meta<typeof SiteTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time?.getAttribute('datetime')).toBe(new Date(MOMENT).toISOString());
    await expect(within(canvasElement).getByText(/08:30/)).toBeVisible();
  },
};
export const Seconds: Story = { args: { seconds: true } };
export const Missing: Story = { args: { value: null } };
export const English: Story = { globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
