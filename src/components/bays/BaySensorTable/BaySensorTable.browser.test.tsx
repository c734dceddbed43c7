import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { BaySensor } from '../../../domain';
import { DamProvider } from '../../../hooks/DamProvider';
import { BaySensorTable } from './BaySensorTable';
import { baySensors, closedBay, FIXTURE_NOW, largeBaySensors } from './BaySensorTable.fixtures';

const cabinetHref = (s: BaySensor) =>
  `/tab/racksId/${s.cabinetId}/${s.kind === 'loop' ? 'loops' : 'temps'}/${s.loop}`;

/** The rows of a table as their cells' texts. */
function rows(table: Element): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.children].map((cell) => cell.textContent ?? ''),
  );
}

describe('BaySensorTable', () => {
  it('lists thermometers and loops with their values, each linking to its cabinet detail', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <BaySensorTable
          sensors={baySensors}
          bayLocation={closedBay.location}
          now={FIXTURE_NOW}
          hrefFor={cabinetHref}
        />
      </DamProvider>,
    );
    const [thermometers, loops] = screen.container.querySelectorAll('table');
    expect(rows(thermometers!)).toEqual([
      ['温度计11 号柜 · 42 回路', '21.4', '11-20 09:56'],
      ['温度计21 号柜 · 43 回路超过 1 小时无数据上报', '17.3', '11-20 07:50'],
    ]);
    expect(rows(loops!)).toEqual([
      ['冷却水管11 号柜 · 1 回路', '21.36', '13.0', '16.7', '50%'],
      ['冷却水管21 号柜 · 2 回路', '0.66', '12.9', '21.3', '全关'],
    ]);
    await expect
      .element(screen.getByRole('link', { name: /^温度计1 / }))
      .toHaveAttribute('href', '/tab/racksId/1/temps/42');
    await expect
      .element(screen.getByRole('link', { name: /^冷却水管2 / }))
      .toHaveAttribute('href', '/tab/racksId/1/loops/2');
    expect(thermometers!.querySelectorAll('tbody tr')[1]).toHaveAttribute('data-health', 'error');
    await expect.element(screen.getByRole('table', { name: /温度计/ })).toBeVisible();
  });

  it('shows the loop details columns (part 2 §2.11) with units under the headers', async () => {
    const screen = await render(
      <DamProvider language="en">
        <BaySensorTable sensors={baySensors} variant="loopDetails" now={FIXTURE_NOW} />
      </DamProvider>,
    );
    const [thermometers, loops] = screen.container.querySelectorAll('table');
    expect([...thermometers!.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Name',
      'First (embedding)°C',
      'Max°C',
      'Current°C',
    ]);
    expect(rows(thermometers!)[0]).toEqual(['4#-014 温度计1Cabinet 1 · loop 42', '23.8', '24.0', '21.4']);
    expect([...loops!.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Name',
      'FlowL/min',
      'Inlet water°C',
      'Outlet water°C',
    ]);
    expect(rows(loops!)[1]).toEqual(['4#-014 冷却水管2Cabinet 1 · loop 2', '0.66', '12.9', '21.3']);
    expect(screen.container.querySelector('a')).toBeNull();
  });

  it('tells water stopped, unknown and not collected apart, and marks a sensor taken off the bay', async () => {
    const screen = await render(
      <DamProvider language="en">
        <BaySensorTable sensors={largeBaySensors()} bayLocation="12#-031" now={FIXTURE_NOW} />
      </DamProvider>,
    );
    const [thermometers, loops] = screen.container.querySelectorAll('table');
    const loopRows = loops!.querySelectorAll('tbody tr');
    expect(loopRows[2]!.querySelector('[data-state="stopped"]')).toHaveTextContent('Water stopped');
    expect(loopRows[5]!.querySelector('[data-state="unknown"]')).toHaveTextContent('Unknown');
    expect(loopRows[6]).toHaveAttribute('data-health', 'abnormal');
    const thermometerRows = thermometers!.querySelectorAll('tbody tr');
    expect(thermometerRows[4]!.querySelector('[data-missing="true"]')).toHaveTextContent('Not collected');
    expect(thermometerRows[4]).toHaveAttribute('data-health', 'error');
    // The thermometer taken off the bay comes last.
    expect(thermometerRows[11]).toHaveAttribute('data-health', 'ended');
    expect(thermometerRows[11]!.textContent).toMatch(/Disconnected 2026-11-18/);
  });

  it('stays inside a phone width', async () => {
    const screen = await render(
      <DamProvider language="en">
        <div style={{ width: 358 }}>
          <BaySensorTable sensors={largeBaySensors()} bayLocation="12#-031" now={FIXTURE_NOW} />
        </div>
      </DamProvider>,
    );
    for (const table of screen.container.querySelectorAll('table')) {
      expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(358);
    }
  });

  it('opens a sensor by press without hrefs, and shows empty, loading and error states', async () => {
    const onOpenSensor = vi.fn();
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <BaySensorTable
          sensors={baySensors}
          bayLocation="4#-014"
          now={FIXTURE_NOW}
          onOpenSensor={onOpenSensor}
        />
      </DamProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: /^冷却水管1 / }));
    expect(onOpenSensor).toHaveBeenCalledWith(baySensors[0]);

    await screen.rerender(
      <DamProvider language="en">
        <BaySensorTable sensors={[]} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('This bay has no thermometers or cooling loops')).toBeVisible();
    await screen.rerender(
      <DamProvider language="en">
        <BaySensorTable sensors={undefined} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Loading...')).toBeVisible();
    await screen.rerender(
      <DamProvider language="en">
        <BaySensorTable sensors={undefined} error onRetry={onRetry} />
      </DamProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
