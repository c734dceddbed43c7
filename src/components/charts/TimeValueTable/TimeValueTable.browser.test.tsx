import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { TimeValueTable } from './TimeValueTable';
import { inletPressure, none, withGaps } from './TimeValueTable.fixtures';

describe('TimeValueTable', () => {
  it('shows readings newest first, in the site zone, with the unit and fixed decimals', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <TimeValueTable series={withGaps} unit="MPa" decimals={3} caption="进口压力记录" />
      </DamProvider>,
    );
    const table = screen.getByRole('table', { name: /进口压力记录/ });
    await expect.element(table).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: /进口压力\s*MPa/ })).toBeVisible();
    const rows = table.getByRole('row').all();
    expect(rows).toHaveLength(6);
    // FIXTURE_NOW is 2026-11-20 10:00 in Shanghai.
    await expect.element(rows[1]!).toHaveTextContent('2026-11-2010:000.415');
    await expect.element(rows[5]!).toHaveTextContent('2026-11-2009:200.412');
    await expect.element(rows[3]!.getByRole('cell')).toHaveAttribute('data-missing', 'true');
    await expect.element(rows[3]!.getByRole('cell')).toHaveTextContent('未采集');
  });

  it('shows a first part of the rows and more on request', async () => {
    const screen = await render(
      <DamProvider language="en">
        <TimeValueTable series={inletPressure} unit="MPa" decimals={3} valueLabel="Inlet" initialRows={50} />
      </DamProvider>,
    );
    const count = inletPressure.time.length;
    const rows = () => screen.container.querySelectorAll('tbody tr').length;
    await expect.element(screen.getByText(`Newest 50 of ${count} readings`)).toBeVisible();
    expect(rows()).toBe(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more' }));
    await expect.poll(rows).toBe(100);
    await userEvent.click(screen.getByRole('button', { name: `Show ${count - 100} more` }));
    await expect.poll(rows).toBe(count);
    await expect.element(screen.getByText(`${count} readings`)).toBeVisible();
    expect(screen.getByRole('button').query()).toBeNull();
  });

  it('shows loading, empty with the footer, and an error with retry', async () => {
    const onRetry = vi.fn();
    const view = (node: ReactNode) => <DamProvider language="en">{node}</DamProvider>;
    const screen = await render(view(<TimeValueTable series={undefined} unit="W/m²" />));
    await expect.element(screen.getByText('Loading...')).toBeVisible();
    await screen.rerender(
      view(<TimeValueTable series={none} unit="W/m²" footer={<p>No more</p>} emptyText="Nothing today" />),
    );
    await expect.element(screen.getByText('Nothing today')).toBeVisible();
    await expect.element(screen.getByText('No more')).toBeVisible();
    await screen.rerender(view(<TimeValueTable series={undefined} unit="W/m²" error onRetry={onRetry} />));
    await expect.element(screen.getByRole('alert')).toMatchTextContent(/The readings could not be loaded/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
