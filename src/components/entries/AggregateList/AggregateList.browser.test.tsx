import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import type { Language } from '../../../i18n/language';
import { AggregateList } from './AggregateList';
import { aggregates, mixedAggregates } from './AggregateList.fixtures';

const inProvider = (node: ReactNode, language: Language = 'zh') => (
  <DamProvider language={language}>{node}</DamProvider>
);

/** Each stage's label with what it shows, by card. */
function stagesOf(card: Element): string[] {
  return [...card.querySelectorAll('[data-stage]')].map((stage) =>
    [...stage.children].map((child) => child.textContent).join(' | '),
  );
}

describe('AggregateList', () => {
  it('shows each aggregate with its latest temperature per cooling stage, linking to its detail', async () => {
    const onOpen = vi.fn();
    const screen = await render(
      inProvider(
        <AggregateList
          aggregates={aggregates}
          hrefOf={(a) => `#/areas/aggregateDetail?id=${a.id}`}
          onOpen={onOpen}
        />,
      ),
    );
    await expect.element(screen.getByText('共 7 种骨料')).toBeVisible();
    const cards = [...screen.container.querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      '1#料仓特大石',
      '1#料仓大石',
      '2#料仓中石',
      '2#料仓小石',
      '3#料仓砂',
      '风冷料仓A',
      '风冷料仓B',
    ]);
    // Time in the site zone (Asia/Shanghai): FIXTURE_NOW is 10:00 there.
    expect(stagesOf(cards[0] as Element)).toEqual([
      '一次冷却 | 8.7 °C | 2026-11-20 10:00',
      '二次冷却 | 3.9 °C | 2026-11-20 10:00',
    ]);
    const link = screen.getByRole('link', { name: '查看2#料仓小石' });
    await expect.element(link).toHaveAttribute('href', '#/areas/aggregateDetail?id=4');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(aggregates[3]);
  });

  it("says 'No data' for a stage without a reading, in English, one decimal even for whole degrees", async () => {
    const screen = await render(inProvider(<AggregateList aggregates={mixedAggregates} />, 'en'));
    await expect.element(screen.getByText('4 aggregates')).toBeVisible();
    const cards = [...screen.container.querySelectorAll('article')];
    expect(cards[0]?.hasAttribute('data-empty')).toBe(true);
    expect(stagesOf(cards[0] as Element)).toEqual(['First cooling | No data', 'Second cooling | No data']);
    expect(stagesOf(cards[1] as Element)).toEqual([
      'First cooling | 11.2 °C | 2026-11-19 08:00',
      'Second cooling | No data',
    ]);
    expect(cards[1]?.querySelector('[data-stage="2"] [data-missing="true"]')).not.toBeNull();
    expect(stagesOf(cards[3] as Element)[1]).toBe('Second cooling | -3.6 °C | 2026-11-20 08:00');
    // Without href or onOpen the cards are static.
    expect(screen.container.querySelector('a')).toBeNull();
    await expect.element(screen.getByRole('list', { name: 'Aggregates' })).toBeVisible();
  });

  it('has loading, error with Retry and empty states', async () => {
    const onRetry = vi.fn();
    const failed = await render(inProvider(<AggregateList aggregates={undefined} error onRetry={onRetry} />));
    await expect.element(failed.getByRole('alert').getByText('骨料加载失败')).toBeVisible();
    await userEvent.click(failed.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
    failed.unmount();

    const loading = await render(inProvider(<AggregateList aggregates={undefined} />));
    expect(loading.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    loading.unmount();

    const empty = await render(
      inProvider(<AggregateList aggregates={[]} emptyText="没有名称包含“碎石”的骨料" />),
    );
    await expect.element(empty.getByText('没有名称包含“碎石”的骨料')).toBeVisible();
  });
});
