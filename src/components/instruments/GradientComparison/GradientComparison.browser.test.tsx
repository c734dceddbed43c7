import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { chart } from '../../../i18n/messages/chart';
import { comparison as messages } from '../../../i18n/messages/comparison';
import { validation } from '../../../i18n/messages/validation';
import { plot, pointAt } from '../../charts/core/testing';
import { gradientCurve, METER_THERMOMETERS, surfaceAndCore } from './GradientComparison.fixtures';
import { GradientComparisonChart } from './GradientComparisonChart';
import { ThermometerPicker } from './ThermometerPicker';

function Comparison({ language = 'zh' as 'zh' | 'en' }) {
  const [chosen, setChosen] = useState<string[]>(['TD19-010-0.1m']);
  return (
    <DamProvider language={language}>
      <GradientComparisonChart
        curves={chosen.length === 2 ? chosen.map((n) => gradientCurve(n)) : []}
        controls={<ThermometerPicker thermometers={METER_THERMOMETERS} value={chosen} onChange={setChosen} />}
      />
    </DamProvider>
  );
}

describe('GradientComparisonChart with ThermometerPicker', () => {
  it('asks for a second thermometer, draws two with their difference, refuses a third and the last', async () => {
    const screen = await render(<Comparison />);
    const picker = screen.getByRole('group', { name: messages.zh.gradient.thermometers });
    await expect.element(screen.getByText(chart.zh.compare.chooseTwo)).toBeVisible();
    expect(document.querySelector('[role="application"]')).toBeNull();

    await picker.getByRole('checkbox', { name: 'TD19-010-2m' }).click({ force: true });
    expect(plot().dataset.series).toBe('gradient-TD19-010-0.1m,gradient-TD19-010-2m,difference');
    await expect
      .element(screen.getByRole('checkbox', { name: '温差（TD19-010-0.1m − TD19-010-2m）' }))
      .toBeChecked();

    await picker.getByRole('checkbox', { name: 'TD19-010-3m' }).click({ force: true });
    await expect.element(screen.getByText(validation.zh.gradient.max)).toBeVisible();
    await expect.element(picker.getByRole('checkbox', { name: 'TD19-010-3m' })).not.toBeChecked();
    expect(plot().dataset.series).toBe('gradient-TD19-010-0.1m,gradient-TD19-010-2m,difference');

    // Back to one, then the last one cannot go.
    await picker.getByRole('checkbox', { name: 'TD19-010-2m' }).click({ force: true });
    await expect.element(screen.getByText(chart.zh.compare.chooseTwo)).toBeVisible();
    await picker.getByRole('checkbox', { name: 'TD19-010-0.1m' }).click({ force: true });
    await expect.element(screen.getByText(validation.zh.gradient.min)).toBeVisible();
    await expect.element(picker.getByRole('checkbox', { name: 'TD19-010-0.1m' })).toBeChecked();
  });

  it('keeps the chosen in the meter order (shallow minus deep) and says how many, in English', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <ThermometerPicker
          thermometers={METER_THERMOMETERS}
          defaultValue={['TD19-010-3m']}
          onChange={onChange}
        />
      </DamProvider>,
    );
    await screen.getByRole('checkbox', { name: 'TD19-010-0.5m' }).click({ force: true });
    expect(onChange).toHaveBeenLastCalledWith(['TD19-010-0.5m', 'TD19-010-3m']);
    await expect.element(screen.getByText('2 of 2 chosen')).toBeVisible();
    await expect.element(screen.getByText(messages.en.gradient.thermometers)).toBeVisible();
  });

  it('shows the difference in the tooltip on the right axis', async () => {
    await render(
      <DamProvider language="en">
        <GradientComparisonChart curves={surfaceAndCore()} />
      </DamProvider>,
    );
    pointAt(0.5);
    await vi.waitFor(() =>
      expect(document.querySelector('[role="tooltip"]')?.textContent).toContain('Difference (TD19-010-0.1m'),
    );
  });

  it('shows loading, the error with Retry, and the empty and failed states of the picker', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <GradientComparisonChart curves={undefined} error="timeout" onRetry={onRetry} />
        <ThermometerPicker thermometers={[]} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('timeout')).toBeVisible();
    await screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalled();
    await expect.element(screen.getByText(messages.en.gradient.noThermometers)).toBeVisible();
    await screen.rerender(
      <DamProvider language="en">
        <GradientComparisonChart curves={undefined} />
        <ThermometerPicker thermometers={undefined} error />
      </DamProvider>,
    );
    expect(screen.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect.element(screen.getByText(messages.en.gradient.metersError)).toBeVisible();
  });
});
