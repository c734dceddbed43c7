import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { AggregateRecordList } from './AggregateRecordList';
import { aggregateTypes, fewRecords, records } from './AggregateRecordList.fixtures';

const meta = {
  title: 'Aggregates/AggregateRecordList 骨料记录',
  id: 'aggregates-aggregaterecordlist',
  component: AggregateRecordList,
  args: { records, types: aggregateTypes },
} satisfies Meta<typeof AggregateRecordList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of records, newest first: twenty, then twenty more on request. */
export const Week: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('aggregate.records.count', { count: records.length }))).toBeVisible();
    const list = canvas.getByRole('list', { name: t('aggregate.records.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent(
      `${t('aggregate.records.by')} engineer`,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('aggregate.records.showMore', { count: 20 }) }),
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(40);
  },
};
/** A new bin: three records, one with an unknown stage and category, a long user name, below zero. */
export const Extreme: Story = { args: { records: fewRecords } };
/** The categories not loaded yet: their ids. */
export const WithoutTypes: Story = { args: { records: fewRecords, types: undefined } };
export const Loading: Story = { args: { records: undefined } };
export const LoadError: Story = {
  args: { records: undefined, error: true, onRetry: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Empty: Story = { args: { records: [] } };
export const English: Story = { globals: { language: 'en' } };
export const EnglishExtreme: Story = { args: { records: fewRecords }, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { records: fewRecords }, globals: { theme: 'sunlight' } };
export const Desktop: Story = { parameters: { viewport: { defaultViewport: 'desktop' } } };
