import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import {
  damControlReport,
  entryReport,
  maxTempReport,
  weekDropReport,
} from '../ReportTable/ReportTable.fixtures';
import { ReportChart } from './ReportChart';

const seriesOf = (root: Element) => root.querySelector('[data-series]')?.getAttribute('data-series');

describe('ReportChart', () => {
  it('draws the weekly drop and the flow, the dam control means, the three kinds of reading', async () => {
    const screen = await render(
      <DamProvider language="en">
        <div data-testid="week">
          <ReportChart report={weekDropReport()} />
        </div>
        <div data-testid="dam">
          <ReportChart report={damControlReport()} />
        </div>
        <div data-testid="entry">
          <ReportChart report={entryReport()} />
        </div>
      </DamProvider>,
    );
    await expect
      .element(screen.getByRole('heading', { name: 'Daily drop and flow (mean of the bays)' }))
      .toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: 'Average flow' })).toBeVisible();
    await expect.poll(() => seriesOf(screen.getByTestId('week').element())).toBe('drop,flow');
    await expect.poll(() => seriesOf(screen.getByTestId('dam').element())).toBe('average,target,inlet');
    await expect.poll(() => seriesOf(screen.getByTestId('entry').element())).toBe('outlet,entry,pouring');
  });

  it('draws nothing for a type that lists bays, and says when there is no data', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <div data-testid="max">
          <ReportChart report={maxTempReport()} />
        </div>
        <ReportChart report={{ type: 'weekDrop', rows: [] }} />
      </DamProvider>,
    );
    expect(screen.getByTestId('max').element().childElementCount).toBe(0);
    await expect.element(screen.getByText('所选时间段内没有数据')).toBeVisible();
  });
});
