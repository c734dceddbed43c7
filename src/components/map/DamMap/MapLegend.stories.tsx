import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTexts } from '../../../../.storybook/storyTexts';
import { MapLegend } from './MapLegend';

const meta = {
  title: 'Map/MapLegend 地图图例',
  id: 'map-maplegend',
  component: MapLegend,
  args: {
    legend: {
      overlay: 'stage',
      scheme: 'stage',
      title: '控制阶段',
      entries: [
        { color: '#4e79a7', label: '一期冷却' },
        { color: '#f28e2b', label: '中期冷却' },
        { color: '#59a14f', label: '二期冷却' },
      ],
    },
    pending: [],
  },
  render: (args) => (
    <div style={{ padding: 16, maxWidth: 420 }}>
      <MapLegend {...args} />
    </div>
  ),
} satisfies Meta<typeof MapLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the colours of the overlay that is on mean. */
export const Stages: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '控制阶段' })).toBeVisible();
  },
};

/** Age: the segmented bar with its 100, 200 and 300-day ticks. */
export const Age: Story = {
  args: {
    legend: {
      overlay: 'age',
      scheme: 'age',
      title: '混凝土龄期',
      entries: [
        { color: '#d7f0d0', label: '0–100 天' },
        { color: '#8fce7e', label: '100–200 天' },
        { color: '#3f9b3a', label: '200–300 天' },
        { color: '#1d5e1b', label: '300 天以上' },
      ],
      ticks: [100, 200, 300],
    },
  },
};

/** An overlay still loading and one that failed, with Retry. */
export const LoadingAndFailed: Story = {
  args: {
    legend: null,
    pending: [
      { overlay: 'currentTemperature', name: '当前温度', error: false },
      { overlay: 'warningCount', name: '告警数量', error: true },
    ],
    retry: fn(),
  },
  play: async ({ canvasElement, args, globals }) => {
    const retry = containing(storyTexts(globals)('common.retry'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: retry }));
    await expect(args.retry).toHaveBeenCalledWith('warningCount');
  },
};
