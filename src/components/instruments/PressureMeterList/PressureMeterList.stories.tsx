import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { PressureMeterList } from './PressureMeterList';
import { extreme, FIXTURE_NOW, meters } from './PressureMeterList.fixtures';

const meta = {
  title: 'Instruments/PressureMeterList 压力计',
  id: 'instruments-pressuremeterlist',
  component: PressureMeterList,
  args: { meters, now: FIXTURE_NOW, hrefFor: (m) => `#/tab/pressureDetails?c_id=${m.id}` },
} satisfies Meta<typeof PressureMeterList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^0\.404/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('instruments.pressure.open', { name: '左岸02号智能柜主管压力' }) }),
    ).toHaveAttribute('href', '#/tab/pressureDetails?c_id=2');
    await expect(canvas.getAllByText(t('instruments.pressure.stale'))).toHaveLength(2);
  },
};
export const Loading: Story = { args: { meters: undefined } };
export const Empty: Story = { args: { meters: [] } };
export const LoadError: Story = { args: { meters: undefined, error: '网络错误', onRetry: fn() } };
export const Extreme: Story = { args: { meters: extreme } };
export const English: Story = { globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const DarkEnglishDesktop: Story = {
  globals: { theme: 'dark', language: 'en', viewport: { value: 'desktop', isRotated: false } },
};
