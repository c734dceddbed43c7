import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import type { BatchItem } from '../../../domain';
import { useBatchExport } from '../../../hooks/useBatchExport';
import { Button } from '../../ui/Button';
import { ExportProgress } from './ExportProgress';
import {
  allFailed,
  BLOCK2_BAYS,
  cancelled,
  empty,
  finished,
  finishedWithFailures,
  running,
  thousand,
  waiting,
} from './ExportProgress.fixtures';

const meta = {
  title: 'Export/ExportProgress 导出进度',
  id: 'export-exportprogress',
  component: ExportProgress,
  args: {
    progress: running,
    description: '平均温度 · 2 号坝段',
    onCancel: fn(),
    onRetryFailures: fn(),
  },
} satisfies Meta<typeof ExportProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five of fourteen bays done, 2#-006 downloading, about 45 s left; Cancel. */
export const Running: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: t('export.progress.label') });
    await expect(bar).toHaveAttribute('aria-valuenow', '5');
    await expect(bar).toHaveAttribute('aria-valuemax', '14');
    await expect(bar).toHaveAttribute('aria-valuetext', '5 / 14');
    await expect(canvas.getByText('2#-006')).toBeVisible();
    // The seconds left follow the clock: the words around them are the catalogue's.
    const [before, after] = t('export.progress.aboutTime', {
      time: t('export.duration.seconds', { seconds: '|' }),
    }).split('|');
    await expect(canvas.getByText(new RegExp(`^${before}\\d+${after}$`))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('export.progress.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Between two bays: waiting for the next start. */
export const Waiting: Story = { args: { progress: waiting } };

/** Every bay exported, saved as one zip. */
export const Finished: Story = {
  args: { progress: finished, saved: { fileName: '2号坝段-平均温度-2026-11-29.zip', files: 14 } },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('export.progress.finishedAll', { total: 14 }),
    );
    await expect(
      canvas.getByText(t('export.progress.saved', { name: '2号坝段-平均温度-2026-11-29.zip', count: 14 })),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Three bays failed: which and why, and a retry of those. */
export const WithFailures: Story = {
  args: { progress: finishedWithFailures },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('export.progress.finishedSome', { succeeded: 11, failed: 3 }),
    );
    const list = canvas.getByRole('list', { name: t('export.progress.failuresTitle', { count: 3 }) });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `2#-004${t('export.failure.network')}`,
      `2#-009${t('export.failure.refused')}no such bay`,
      `2#-012${t('export.failure.timeout')}`,
    ]);
    await userEvent.click(canvas.getByRole('button', { name: t('export.progress.retry', { count: 3 }) }));
    await expect(args.onRetryFailures).toHaveBeenCalledOnce();
  },
};

/** Cancelled after six bays. */
export const Cancelled: Story = { args: { progress: cancelled } };

/** A block without bays. */
export const Empty: Story = { args: { progress: empty, description: '流量数据 · 9 号坝段' } };

/** The most the seed lists: 1000 bays, 83 minutes left. */
export const ThousandBays: Story = { args: { progress: thousand, description: '仓位信息 · 全部坝段' } };

/** Every bay failed, long names and long server messages. */
export const AllFailed: Story = { args: { progress: allFailed } };

/** A walk played live at a story's pace (one bay every 0.6 s; every fifth download fails). */
function LiveWalk() {
  const batch = useBatchExport({
    intervalMs: 600,
    run: (item: BatchItem, signal) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => (Number(item.id) % 5 === 0 ? reject(new Error('no such bay')) : resolve(undefined)),
          200,
        );
        signal.addEventListener('abort', () => clearTimeout(timer));
      }),
  });
  return (
    <div style={{ display: 'grid', gap: 12, padding: 12 }}>
      <Button onPress={() => batch.start(BLOCK2_BAYS)}>导出</Button>
      <ExportProgress
        progress={batch.progress}
        description="平均温度 · 2 号坝段"
        intervalMs={600}
        onCancel={batch.cancel}
        onRetryFailures={batch.retryFailures}
      />
    </div>
  );
}

export const Live: Story = { render: () => <LiveWalk /> };

export const English: Story = {
  args: {
    progress: finishedWithFailures,
    description: 'Average temperature · block 2',
    saved: { fileName: 'block-2-average-temperature-2026-11-29.zip', files: 11 },
  },
  globals: { language: 'en' },
};
export const EnglishRunning: Story = {
  args: { description: 'Flow data · block 2' },
  globals: { language: 'en' },
};
export const Dark: Story = { args: { progress: finishedWithFailures }, globals: { theme: 'dark' } };
export const DarkRunning: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { progress: finishedWithFailures }, globals: { theme: 'sunlight' } };
export const SunlightRunning: Story = { globals: { theme: 'sunlight', language: 'en' } };
/** Desktop width. */
export const Desktop: Story = {
  args: { progress: finishedWithFailures },
  parameters: { viewport: { defaultViewport: 'desktop' } },
};
