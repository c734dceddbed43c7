import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTexts } from '../../../../.storybook/storyTexts';
import type { HandlingRecord } from '../../../domain';
import { baysToHandle, longRecords, mixedBays, recordsOf38 } from './BayHandling.fixtures';
import { BayHandlingList } from './BayHandlingList';
import { HandlingRecordForm } from './HandlingRecordForm';
import { HandlingRecordList } from './HandlingRecordList';

const meta = {
  title: 'Bays/BayHandling 仓处理记录',
  id: 'bays-bayhandling',
  component: BayHandlingList,
  subcomponents: { HandlingRecordForm, HandlingRecordList },
  args: { bays: baysToHandle, hrefOf: (entry) => `#/hivedeal?id=${entry.bay.id}`, onSelect: fn() },
} satisfies Meta<typeof BayHandlingList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bays needing handling, most open warnings first; each card opens the bay's records. */
export const List: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t('handling.list.label') });
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
    const link = canvas.getByRole('link', { name: t('handling.list.open', { bay: '3#-009' }) });
    await expect(link).toHaveAttribute('href', '#/hivedeal?id=38');
    await expect(canvas.getAllByText(t('handling.list.noRecord'))).toHaveLength(2);
    await expect(canvas.getByText(t('handling.list.warnings', { count: 7 }))).toBeVisible();
  },
};

/** The bay whose records are open beside the list is outlined. */
export const Selected: Story = { args: { selectedId: '38' } };
/** A bay whose warnings were cleared meanwhile, and a long location. */
export const Mixed: Story = { args: { bays: mixedBays } };
export const Loading: Story = { args: { bays: undefined } };
export const LoadError: Story = {
  args: { bays: undefined, error: true, onRetry: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Empty: Story = { args: { bays: [] } };

/** The records of bay 3#-009, newest first. */
export const Records: Story = {
  render: () => <HandlingRecordList records={recordsOf38} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: t('handling.records.title') })).getAllByRole(
      'listitem',
    );
    await expect(items[0]).toHaveTextContent('已现场巡查，温度回落，继续观察');
  },
};
/** A long record over several lines, a long user id. */
export const LongRecords: Story = { render: () => <HandlingRecordList records={longRecords} /> };
export const RecordsEmpty: Story = { render: () => <HandlingRecordList records={[]} /> };
export const RecordsLoading: Story = { render: () => <HandlingRecordList records={undefined} /> };
export const RecordsError: Story = {
  render: () => <HandlingRecordList records={undefined} error="网络错误，请检查网络连接" onRetry={fn()} />,
};

/** The add form: empty text is refused with its message and nothing is sent. */
export const AddForm: Story = {
  render: () => <HandlingRecordForm onSubmit={fn()} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('handling.form.submit') }));
    await expect(await canvas.findByText(t('handling.form.empty'))).toBeVisible();
  },
};

/** A bay opened: its records, and a record added through the form (a double tap adds one). */
function OneBay() {
  const [records, setRecords] = useState<HandlingRecord[]>(recordsOf38);
  const add = async (text: string) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    setRecords((list) => [
      { id: String(list.length + 10), what: text, who: 'engineer', at: Date.now() },
      ...list,
    ]);
  };
  return (
    <div style={{ display: 'grid', gap: 16, padding: 12 }}>
      <HandlingRecordForm onSubmit={add} />
      <HandlingRecordList records={records} />
    </div>
  );
}

export const AddRecord: Story = {
  render: () => <OneBay />,
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(t('handling.form.label')) }),
      '加大 2 号回路流量',
    );
    await userEvent.dblClick(canvas.getByRole('button', { name: t('handling.form.submit') }));
    await expect(await canvas.findByText(t('handling.form.success'))).toBeVisible();
    const items = within(canvas.getByRole('list', { name: t('handling.records.title') })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('加大 2 号回路流量');
  },
};

export const English: Story = { args: { selectedId: '43' }, globals: { language: 'en' } };
export const EnglishRecords: Story = { render: () => <OneBay />, globals: { language: 'en' } };
export const Dark: Story = { args: { selectedId: '38' }, globals: { theme: 'dark' } };
export const DarkRecords: Story = { render: () => <OneBay />, globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { bays: mixedBays }, globals: { theme: 'sunlight' } };
export const SunlightRecords: Story = {
  render: () => <OneBay />,
  globals: { theme: 'sunlight', language: 'en' },
};
export const Desktop: Story = { parameters: { viewport: { defaultViewport: 'desktop' } } };
