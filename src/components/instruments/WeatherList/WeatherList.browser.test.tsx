import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { WeatherList, weatherStationSegment } from './WeatherList';
import { FIXTURE_NOW, stations } from './WeatherList.fixtures';

describe('WeatherList', () => {
  it('lists stations with temperature, time in the site zone, and links to {loop} or {loop}-{dtu}', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <WeatherList
          stations={stations}
          now={FIXTURE_NOW}
          hrefFor={(s) => `/tempsData/racksId/${s.cabinetId}/temps/${weatherStationSegment(s)}`}
        />
      </DamProvider>,
    );
    await expect.element(screen.getByText('共 4 个测站')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: '左岸坝顶气温站' }))
      .toHaveAttribute('href', '/tempsData/racksId/12/temps/71');
    await expect
      .element(screen.getByRole('link', { name: '右岸 1480 m 平台气温站' }))
      .toHaveAttribute('href', '/tempsData/racksId/7/temps/72-3');
    await expect.element(screen.getByText('-2.3 °C')).toBeVisible();
    await expect.element(screen.getByText('未采集')).toBeVisible();
    await expect.element(screen.getByText('2026-11-20 09:57')).toBeVisible();
    await expect.element(screen.getByRole('article').nth(2)).toHaveAttribute('data-health', 'error');
  });

  it('shows nothing at all when no station data is returned', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <div data-testid="frame">
          <WeatherList stations={[]} now={FIXTURE_NOW} />
        </div>
      </DamProvider>,
    );
    expect(screen.getByTestId('frame').element().childElementCount).toBe(0);
  });

  it('shows loading and an error with retry', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <WeatherList stations={undefined} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Loading...')).toBeVisible();
    await screen.rerender(
      <DamProvider language="en">
        <WeatherList stations={undefined} error onRetry={onRetry} />
      </DamProvider>,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toMatchTextContent(/The station data could not be loaded/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('opens a station by press', async () => {
    const onOpenStation = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <WeatherList stations={stations} now={FIXTURE_NOW} onOpenStation={onOpenStation} />
      </DamProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: '高线拌和楼气温站' }));
    expect(onOpenStation).toHaveBeenCalledWith(stations[2]);
  });
});
