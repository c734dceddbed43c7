import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { batchProgress, IDLE_BATCH } from '../../../domain';
import { DamProvider } from '../../../hooks/DamProvider';
import type { Language } from '../../../i18n/language';
import { ExportProgress } from './ExportProgress';
import {
  allFailed,
  cancelled,
  empty,
  FIXTURE_NOW,
  finished,
  finishedWithFailures,
  running,
  thousand,
  waiting,
} from './ExportProgress.fixtures';

const inProvider = (node: ReactNode, language: Language = 'zh') => (
  <DamProvider language={language}>{node}</DamProvider>
);

describe('ExportProgress', () => {
  it('shows done / total, the bay in flight and the time left while running, with Cancel', async () => {
    const onCancel = vi.fn();
    const screen = await render(inProvider(<ExportProgress progress={running} onCancel={onCancel} />));
    const bar = screen.getByRole('progressbar', { name: '导出进度' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '5');
    await expect.element(bar).toHaveAttribute('aria-valuemin', '0');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '14');
    await expect.element(bar).toHaveAttribute('aria-valuetext', '5 / 14');
    const root = screen.container.querySelector('section') as HTMLElement;
    expect(root.dataset.phase).toBe('running');
    expect(root.querySelector('[data-current]')?.textContent).toBe('2#-006');
    // 9 bays after the one in flight: about 45 s, said in words.
    expect(root.querySelector('[data-time-left]')?.textContent).toMatch(/^约 4\d 秒$/);
    await expect.element(screen.getByText('每 5 秒导出一个仓位')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '取消导出' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says which bay comes next, and when, between two bays', async () => {
    const screen = await render(inProvider(<ExportProgress progress={waiting} />));
    expect(screen.container.querySelector('[data-current]')?.textContent).toMatch(
      /^2#-004（[1-5] 秒后开始）$/,
    );
    await expect.element(screen.getByText('下一个仓位')).toBeVisible();
    // No Cancel without onCancel.
    expect(screen.container.querySelector('button')).toBeNull();
  });

  it('sums up a finished run', async () => {
    const screen = await render(inProvider(<ExportProgress progress={finished} onRetryFailures={vi.fn()} />));
    await expect.element(screen.getByRole('status')).toHaveTextContent('导出完成：全部仓位已导出（14 个）');
    await expect
      .element(screen.getByRole('progressbar', { name: '导出进度' }))
      .toHaveAttribute('aria-valuenow', '14');
    // Nothing to retry.
    expect(screen.container.querySelector('button')).toBeNull();
    expect(screen.container.querySelector('[data-failed]')).toBeNull();
  });

  it('lists the bays that failed with why, and retries them', async () => {
    const onRetryFailures = vi.fn();
    const screen = await render(
      inProvider(<ExportProgress progress={finishedWithFailures} onRetryFailures={onRetryFailures} />, 'en'),
    );
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Export finished: 11 exported, 3 failed');
    const items = [...screen.container.querySelectorAll('[data-reason]')].map((li) => [
      li.firstElementChild?.textContent,
      li.getAttribute('data-reason'),
      li.textContent,
    ]);
    expect(items).toEqual([
      ['2#-004', 'network', '2#-004Network error'],
      ['2#-009', 'refused', '2#-009Refused by the serverno such bay'],
      ['2#-012', 'timeout', '2#-012The request timed out'],
    ]);
    await expect.element(screen.getByRole('list', { name: 'Failed bays (3)' })).toBeVisible();
    expect(screen.container.querySelector('section')?.hasAttribute('data-failed')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Retry the failed bays (3)' }));
    expect(onRetryFailures).toHaveBeenCalledOnce();
  });

  it('says how far a cancelled run went', async () => {
    const screen = await render(inProvider(<ExportProgress progress={cancelled} onCancel={vi.fn()} />));
    const root = screen.container.querySelector('section') as HTMLElement;
    expect(root.dataset.phase).toBe('cancelled');
    await expect.element(screen.getByRole('status')).toHaveTextContent('已取消：已导出 5 / 14 个仓位');
    // The failure before the cancel is still listed; Cancel is gone.
    expect(root.querySelectorAll('[data-reason]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '取消导出' }).query()).toBeNull();
  });

  it('has an empty state and shows nothing before a run', async () => {
    const screen = await render(inProvider(<ExportProgress progress={empty} />, 'en'));
    await expect.element(screen.getByText('No bays to export')).toBeVisible();
    expect(screen.getByRole('progressbar').query()).toBeNull();
    const idle = await render(
      inProvider(<ExportProgress progress={batchProgress(IDLE_BATCH, FIXTURE_NOW)} className="x" />),
    );
    expect(idle.container.querySelector('section')).toBeNull();
  });

  it('states hours for a long run and keeps long names inside a phone screen', async () => {
    const screen = await render(inProvider(<ExportProgress progress={thousand} />));
    expect(screen.container.querySelector('[data-time-left]')?.textContent).toBe('约 1 小时 23 分');
    const long = await render(
      inProvider(<ExportProgress progress={allFailed} onRetryFailures={vi.fn()} style={{ width: 360 }} />),
    );
    const section = long.container.querySelector('section') as HTMLElement;
    expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
    expect(section.querySelectorAll('[data-reason="unauthorized"]')).toHaveLength(1);
  });
});
