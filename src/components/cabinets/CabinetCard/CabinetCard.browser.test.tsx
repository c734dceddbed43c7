import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { CabinetCard } from './CabinetCard';
import { FIXTURE_NOW, offlineCabinet, onlineCabinet, unknownCabinet } from './CabinetCard.fixtures';

describe('CabinetCard', () => {
  it('shows online, the update times in the site time zone and the counts', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <CabinetCard cabinet={onlineCabinet} now={FIXTURE_NOW} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('在线')).toBeVisible();
    // 2026-11-20 01:56 UTC is 09:56 in Shanghai.
    await expect.element(screen.getByText('2026-11-20 09:56')).toBeVisible();
    await expect.element(screen.getByText('24 个，无异常')).toBeVisible();
    await expect.element(screen.getByRole('article')).toHaveAttribute('data-state', 'online');
  });

  it('is offline when the heartbeat is older than 2 minutes, in English too', async () => {
    const rack = { ...onlineCabinet, heartbeatAt: FIXTURE_NOW - 120_001 };
    const screen = await render(
      <DamProvider language="en">
        <CabinetCard cabinet={rack} now={FIXTURE_NOW} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Offline')).toBeVisible();
    await expect.element(screen.getByRole('article')).toHaveAttribute('data-state', 'offline');
  });

  it('is unknown without a heartbeat and says "never" for missing times', async () => {
    const screen = await render(
      <DamProvider language="en">
        <CabinetCard cabinet={unknownCabinet} now={FIXTURE_NOW} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('State unknown')).toBeVisible();
    expect(screen.getByText('never').elements()).toHaveLength(2);
  });

  it('flags error counts', async () => {
    const screen = await render(
      <DamProvider language="en">
        <CabinetCard cabinet={offlineCabinet} now={FIXTURE_NOW} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('24, 3 in error')).toHaveAttribute('data-errors', 'true');
    await expect.element(screen.getByText('36, 1 in error')).toHaveAttribute('data-errors', 'true');
  });

  it('is one large touch target that calls onPress, by touch and by keyboard', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <DamProvider language="zh">
        <CabinetCard cabinet={onlineCabinet} now={FIXTURE_NOW} onPress={onPress} />
      </DamProvider>,
    );
    const card = screen.getByRole('article').element().getBoundingClientRect();
    expect(card.height).toBeGreaterThanOrEqual(44);
    // A tap on the lower part of the card, far from the name, still activates it.
    await userEvent.click(screen.getByText('24 个，无异常'), { force: true });
    expect(onPress).toHaveBeenCalledTimes(1);
    (screen.getByRole('link').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('fits a 360 px phone without horizontal overflow', async () => {
    await page.viewport(360, 740);
    const screen = await render(
      <DamProvider language="zh">
        <div style={{ width: 360, padding: 8, boxSizing: 'border-box' }}>
          <CabinetCard
            cabinet={{
              ...onlineCabinet,
              name: '白鹤滩水电站左岸坝段第二十三号至第二十六号浇筑仓智能通水温控柜',
            }}
            now={FIXTURE_NOW}
          />
        </div>
      </DamProvider>,
    );
    const article = screen.getByRole('article').element();
    expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  });
});
