import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withStoryNote } from '../../../../.storybook/StoryNote';
import { WeatherList, weatherStationSegment } from './WeatherList';
import { FIXTURE_NOW, stations } from './WeatherList.fixtures';

const meta = {
  title: 'Weather/WeatherList 气象站',
  id: 'weather-weatherlist',
  component: WeatherList,
  args: {
    stations,
    now: FIXTURE_NOW,
    hrefFor: (s) => `#/tempsData/racksId/${s.cabinetId}/temps/${weatherStationSegment(s)}`,
  },
} satisfies Meta<typeof WeatherList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6.4 °C')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '右岸 1480 m 平台气温站' })).toHaveAttribute(
      'href',
      '#/tempsData/racksId/7/temps/72-3',
    );
  },
};

export const Loading: Story = { args: { stations: undefined } };

/** No station data: nothing is shown, on purpose (part 1 §2). */
export const NoStations: Story = {
  args: { stations: [] },
  decorators: [
    withStoryNote({
      zh: '没有气象站数据时，按规格本列表不显示任何内容。',
      en: 'With no station data, the list shows nothing, as the specification says.',
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const LoadError: Story = { args: { stations: undefined, error: true, onRetry: fn() } };

export const Extreme: Story = {
  args: {
    stations: Array.from({ length: 40 }, (_, i) => ({
      ...stations[i % stations.length]!,
      loop: i + 1,
      name: `白鹤滩水电站左岸 ${i + 1}# 坝段第二十三层浇筑仓顶面环境气温观测站`,
      temp: { kind: 'value' as const, celsius: i % 2 ? 41.7 : -18.6 },
    })),
  },
};

export const English: Story = { globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = { globals: { theme: 'sunlight', language: 'en' } };
