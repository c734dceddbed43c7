import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { RecordTable } from './RecordTable';
import { FIXTURE_NOW, loopRecords, thermometerRecords } from './RecordTable.fixtures';

describe('RecordTable', () => {
  it('shows only the newest 50 records, newest first, whatever the order given', async () => {
    const records = loopRecords(80).reverse();
    const screen = await render(
      <DamProvider language="zh">
        <RecordTable kind="loop" records={records} />
      </DamProvider>,
    );
    const rows = screen.getByRole('row');
    await expect.element(rows.nth(50)).toBeInTheDocument();
    expect(rows.elements()).toHaveLength(51); // head + 50
    // FIXTURE_NOW is 10:00 in Shanghai; the newest record is 47 s before it.
    await expect.element(rows.nth(1)).toMatchTextContent(/^2026-11-2009:59/);
    await expect.element(rows.nth(50)).toMatchTextContent(/^2026-11-2001:49/);
  });

  it('puts units in the heads and says not collected, unknown and water stopped', async () => {
    const screen = await render(
      <DamProvider language="en">
        <RecordTable kind="loop" records={loopRecords(14)} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('columnheader', { name: 'Flow L/min' })).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: 'Inlet temp. °C' })).toBeVisible();
    await expect.element(screen.getByText('Not collected')).toBeVisible();
    await expect.element(screen.getByText('Water stopped')).toBeVisible();
    await expect.element(screen.getByText('Unknown')).toBeVisible();
    // The newest record: fully open.
    await expect.element(screen.getByRole('row').nth(1)).toMatchTextContent(/Fully open$/);
  });

  it('shows a thermometer record with its temperature', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <RecordTable
          kind="thermometer"
          records={[
            { at: FIXTURE_NOW, temp: { kind: 'value', celsius: 28.45 } },
            { at: FIXTURE_NOW - 1, temp: { kind: 'notCollected' } },
          ]}
        />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('columnheader', { name: '温度 °C' })).toBeVisible();
    await expect.element(screen.getByText('28.45')).toBeVisible();
    await expect.element(screen.getByText('未采集')).toBeVisible();
    expect(thermometerRecords(3)).toHaveLength(3);
  });

  it('shows loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <RecordTable kind="loop" records={undefined} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Loading...')).toBeVisible();
    await screen.rerender(
      <DamProvider language="en">
        <RecordTable kind="loop" records={[]} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('No records')).toBeVisible();
    await screen.rerender(
      <DamProvider language="en">
        <RecordTable kind="loop" records={undefined} error onRetry={onRetry} />
      </DamProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('scrolls inside its frame on a 360 px phone instead of widening the page', async () => {
    await page.viewport(360, 740);
    const screen = await render(
      <DamProvider language="zh" theme="sunlight">
        <div style={{ width: 344 }} data-testid="frame">
          <RecordTable kind="loop" records={loopRecords(10)} />
        </div>
      </DamProvider>,
    );
    const frame = screen.getByTestId('frame').element();
    expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  });
});
