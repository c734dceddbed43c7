import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { ReadingList, type ReadingListProps } from './ReadingList';
import { binReadings, oddReadings, outletReadings } from './ReadingList.fixtures';

/** 30 a page, the next page when asked, as the screen's paged list does. */
function Paged(props: ReadingListProps) {
  const [pages, setPages] = useState(1);
  return (
    <ReadingList
      {...props}
      readings={props.readings?.slice(0, pages * 30)}
      onLoadMore={() => {
        props.onLoadMore?.();
        setPages((n) => n + 1);
      }}
    />
  );
}

const meta = {
  title: 'Entries/ReadingList 读数列表',
  id: 'entries-readinglist',
  component: ReadingList,
  args: {
    readings: outletReadings,
    total: outletReadings.length,
    onLoadMore: fn(),
    onSearch: fn(),
    infinite: false,
  },
  render: (args) => <Paged {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ReadingList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 95 readings: 30 at first, more on request, then 'No more'. */
export const Outlet: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('reading-count')).toHaveTextContent(
      t('entry.list.loaded', { shown: 30, count: 95 }),
    );
    for (const shown of [60, 90]) {
      await userEvent.click(canvas.getByRole('button', { name: t('warning.loadMore') }));
      await expect(canvas.getAllByTestId('reading')).toHaveLength(shown);
    }
    await userEvent.click(canvas.getByRole('button', { name: t('warning.loadMore') }));
    await expect(canvas.getByText(t('common.noMore'))).toBeVisible();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(3);
  },
};
/** Bin-entry readings, each with its bin. */
export const BinEntry: Story = { args: { readings: binReadings, total: binReadings.length } };
/** Searched by bin number. */
export const Searched: Story = {
  args: { readings: binReadings.slice(0, 4), total: 4, keyword: '12-03' },
};
export const Extreme: Story = { args: { readings: oddReadings, total: 3 } };
export const Loading: Story = { args: { readings: undefined, loading: true } };
export const LoadError: Story = {
  args: { readings: undefined, error: true, onRetry: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Empty: Story = { args: { readings: [], total: 0 } };
export const NoMatch: Story = { args: { readings: [], total: 0, keyword: '99-9' } };
export const English: Story = { args: { readings: binReadings, total: 64 }, globals: { language: 'en' } };
export const Dark: Story = { args: { readings: oddReadings, total: 3 }, globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
