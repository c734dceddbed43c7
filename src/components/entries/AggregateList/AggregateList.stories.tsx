import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { AggregateList } from './AggregateList';
import { aggregates, mixedAggregates, searchResults } from './AggregateList.fixtures';

const meta = {
  title: 'Aggregates/AggregateList 骨料列表',
  id: 'aggregates-aggregatelist',
  component: AggregateList,
  args: {
    aggregates,
    hrefOf: (aggregate) => `#/areas/aggregateDetail?id=${aggregate.id}`,
    onOpen: fn(),
  },
} satisfies Meta<typeof AggregateList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seven bins of the site, each with its latest first- and second-cooling temperature. */
export const List: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t('aggregate.list.label') });
    await expect(within(list).getAllByRole('article')).toHaveLength(7);
    await expect(canvas.getByText(t('aggregate.list.count', { count: 7 }))).toBeVisible();
    const link = canvas.getByRole('link', { name: t('aggregate.list.open', { name: '1#料仓特大石' }) });
    await expect(link).toHaveAttribute('href', '#/areas/aggregateDetail?id=1');
    const card = link.closest('article') as HTMLElement;
    await expect(card).toHaveTextContent(`${t('stage.aggregate.s1')}8.7 °C2026-11-20 10:00`);
    await expect(card).toHaveTextContent(`${t('stage.aggregate.s2')}3.9 °C`);
  },
};

/** A search that found the two air-cooling bins. */
export const Search: Story = { args: { aggregates: searchResults } };

/** Never measured ('No data' in both stages), one stage only, long names, below zero. */
export const Extreme: Story = {
  args: { aggregates: mixedAggregates },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const card = canvas
      .getByRole('link', { name: t('aggregate.list.open', { name: '4#料仓（新建，尚未投用）' }) })
      .closest('article');
    await expect(card).toHaveAttribute('data-empty');
    await expect(within(card as HTMLElement).getAllByText(t('common.noData'))).toHaveLength(2);
    await expect(canvas.getByText('-3.6 °C')).toBeVisible();
  },
};
export const Static: Story = { args: { hrefOf: undefined, onOpen: undefined } };
export const Loading: Story = { args: { aggregates: undefined } };
export const LoadError: Story = {
  args: { aggregates: undefined, error: true, onRetry: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('aggregate.list.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Empty: Story = { args: { aggregates: [] } };
export const NoMatch: Story = {
  args: { aggregates: [], emptyText: '没有名称包含“碎石”的骨料' },
};
export const English: Story = { args: { aggregates: mixedAggregates }, globals: { language: 'en' } };
export const EnglishEmpty: Story = { args: { aggregates: [] }, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkExtreme: Story = { args: { aggregates: mixedAggregates }, globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight', language: 'en' } };
export const SunlightError: Story = {
  args: { aggregates: undefined, error: '网络错误，请检查网络连接', onRetry: fn() },
  globals: { theme: 'sunlight' },
};
export const Desktop: Story = { parameters: { viewport: { defaultViewport: 'desktop' } } };
