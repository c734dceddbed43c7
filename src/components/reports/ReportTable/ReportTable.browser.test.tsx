import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { ReportTable } from './ReportTable';
import {
  coolingReport,
  entryReport,
  extremeDamControlReport,
  maxTempReport,
  weekDropReport,
} from './ReportTable.fixtures';

describe('ReportTable', () => {
  it('shows the columns of the type with units, site-zone times and the bay as row header', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <ReportTable report={maxTempReport()} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('最高温度统计，共 6 行')).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: '最小流量 L/min' })).toBeVisible();
    const row = screen.getByRole('row').nth(2);
    // 1#-008: its pour completed 160 days before 2025-07-15 at 09:00 site time.
    await expect.element(row.getByRole('rowheader')).toHaveTextContent('1#-008');
    await expect.element(row).toMatchTextContent(/2025-02-05 09:00/);
    await expect.element(row).toMatchTextContent(/27\.8/);
    await expect.element(row).toMatchTextContent(/1\.96.*2\.04/);
    // The first bay has no water figures: empty cells, not zeros (the lowest flow is the 7th cell).
    const first = screen.getByRole('row').nth(1).getByRole('cell');
    expect(first.elements()[6]?.textContent).toBe('');
  });

  it('names stages and entry kinds in the language shown', async () => {
    const screen = await render(
      <DamProvider language="en">
        <ReportTable report={weekDropReport()} />
        <ReportTable report={entryReport()} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Weekly drop, 42 rows')).toBeVisible();
    await expect
      .element(screen.getByRole('cell', { name: 'Second-phase first control' }).first())
      .toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: 'Temperature °C' })).toBeVisible();
    await expect.element(screen.getByRole('cell', { name: 'Bin entry' }).first()).toBeVisible();
  });

  it('pages long reports 50 rows at a time', async () => {
    const onPageChange = vi.fn();
    const screen = await render(
      <DamProvider language="zh">
        <ReportTable report={extremeDamControlReport()} onPageChange={onPageChange} />
      </DamProvider>,
    );
    expect(screen.getByRole('row').elements()).toHaveLength(51);
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await expect.element(screen.getByText('第 101–150 行')).toBeVisible();
    // The broken sensor's reading stays as sent, with its decimals.
    await expect.element(screen.getByRole('cell', { name: '100.5' }).first()).toBeVisible();
  });

  it('shows loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="zh">
        <ReportTable report={undefined} type="cooling" />
        <ReportTable report={{ type: 'cooling', rows: [] }} />
        <ReportTable report={undefined} error onRetry={onRetry} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('报表加载中…')).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: '累计通水 m³' })).toBeVisible();
    await expect.element(screen.getByText('所选时间段内没有数据')).toBeVisible();
    await expect.element(screen.getByText('报表加载失败')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes className and style on its root, with the type as data-type', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <ReportTable report={coolingReport()} className="portal" style={{ maxWidth: 320 }} />
      </DamProvider>,
    );
    const root = screen.container.querySelector('.portal') as HTMLElement;
    expect(root.dataset.type).toBe('cooling');
    expect(root.style.maxWidth).toBe('320px');
  });
});
