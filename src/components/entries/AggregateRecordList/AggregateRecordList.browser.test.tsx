import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import type { Language } from '../../../i18n/language';
import { AggregateRecordList } from './AggregateRecordList';
import { aggregateTypes, fewRecords, records } from './AggregateRecordList.fixtures';

const inProvider = (node: ReactNode, language: Language = 'zh') => (
  <DamProvider language={language}>{node}</DamProvider>
);

describe('AggregateRecordList', () => {
  it('lists the records newest first, twenty at a time, with stage, category, time and who', async () => {
    const screen = await render(inProvider(<AggregateRecordList records={records} types={aggregateTypes} />));
    await expect.element(screen.getByText(`共 ${records.length} 条记录`)).toBeVisible();
    const items = () => [...screen.container.querySelectorAll('li')];
    expect(items()).toHaveLength(20);
    // The hand entry 40 minutes before FIXTURE_NOW (10:00 in Shanghai) comes after the two readings of 10:00.
    const manual = items()[2] as HTMLElement;
    expect(items().findIndex((item) => item.hasAttribute('data-manual'))).toBe(2);
    expect(manual.getAttribute('data-stage')).toBe('1');
    expect(manual.textContent).toContain('9.1 °C');
    expect(manual.textContent).toContain('一次冷却');
    expect(manual.textContent).toContain('类别 特大石 · 1#拌和楼');
    expect(manual.textContent).toContain('2026-11-20 09:20');
    expect(manual.textContent).toContain('录入人 engineer');
    expect(items()[0]?.textContent).toContain('自动采集');

    await userEvent.click(screen.getByRole('button', { name: '再显示 20 条' }));
    expect(items()).toHaveLength(40);
  });

  it('shows an unknown stage and category plainly, in English, and has no more button for a few', async () => {
    const screen = await render(
      inProvider(<AggregateRecordList records={fewRecords} types={aggregateTypes} />, 'en'),
    );
    await expect.element(screen.getByText('3 records')).toBeVisible();
    const items = [...screen.container.querySelectorAll('li')];
    expect(items[1]?.textContent).toContain('-1.2 °C');
    expect(items[1]?.textContent).toContain('Category Small stone · Mixing plant 2');
    expect(items[1]?.textContent).toContain('Automatic reading');
    expect(items[1]?.textContent).not.toContain('Entered by');
    expect(items[2]?.textContent).toContain('Unknown stage');
    expect(items[2]?.textContent).toContain('Category 99');
    expect(screen.container.querySelector('button')).toBeNull();
  });

  it('has loading, error with Retry and empty states', async () => {
    const onRetry = vi.fn();
    const failed = await render(
      inProvider(<AggregateRecordList records={undefined} error onRetry={onRetry} />),
    );
    await expect.element(failed.getByRole('alert').getByText('温度记录加载失败')).toBeVisible();
    await userEvent.click(failed.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
    failed.unmount();

    const loading = await render(inProvider(<AggregateRecordList records={undefined} />));
    expect(loading.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    loading.unmount();

    const empty = await render(inProvider(<AggregateRecordList records={[]} />));
    await expect.element(empty.getByText('这段时间没有温度记录')).toBeVisible();
  });
});
