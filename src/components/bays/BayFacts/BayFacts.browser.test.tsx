import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { BayFacts } from './BayFacts';
import { bareBay, closedBay, pouringBay } from './BayFacts.fixtures';
import { BAY_LOOP_DETAIL_FACTS } from './facts';

/** The facts shown, as label → value. */
function facts(root: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const fact of root.querySelectorAll('[data-fact]')) {
    out[fact.querySelector('dt')!.textContent!] = fact.querySelector('dd')!.textContent!;
  }
  return out;
}

describe('BayFacts', () => {
  it('shows every label of the bay detail in the seed order, in the site zone and the seed units', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <BayFacts bay={closedBay} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('heading', { name: '仓位信息' })).toBeVisible();
    expect(facts(screen.container)).toEqual({
      仓号: '4#-014',
      高程: '675 m',
      龄期: '14 天',
      最高温度: '24.8 °C',
      灌区: '1-12',
      温控阶段: '一期控温',
      降温日期: '2026-11-11 07:00',
      日降温速率: '0.40 °C/d',
      日流量: '31203 L',
      开仓时间: '2026-11-05 16:00',
      收仓时间: '2026-11-06 10:00',
      通水结束时间: '未采集',
      '进/出水温度': '13.0 / 19.0 °C2 条回路平均',
      开度: '全关 – 50%',
    });
    expect(screen.container.querySelector('[data-fact="waterEnd"] dd')).toHaveAttribute(
      'data-missing',
      'true',
    );
  });

  it('shows the loop details facts in English, not collected where the bay is still poured', async () => {
    const screen = await render(
      <DamProvider language="en">
        <BayFacts bay={pouringBay} facts={BAY_LOOP_DETAIL_FACTS} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Bay facts' })).toBeVisible();
    expect(facts(screen.container)).toEqual({
      'Bay id': '112',
      'Bay number': '8#-021',
      Elevation: '636.7 m',
      Age: 'Not collected',
      'Grouting zone': '3-09',
      'Entry temperature': '9.7 °C',
      'Placing temperature': 'Not collected',
      'Max temperature': 'Not collected',
      'Pour start': '2026-11-20 01:00',
      'Pour complete': 'Not collected',
    });
  });

  it('counts days in the reader’s language and names itself without a title', async () => {
    const screen = await render(
      <DamProvider language="en">
        <BayFacts bay={{ ...bareBay, ageDays: 1 }} facts={['age']} title={null} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('region', { name: 'Facts of bay 21#-001' })).toBeVisible();
    expect(facts(screen.container)).toEqual({ Age: '1 day' });
  });

  it('keeps two columns inside a phone width', async () => {
    const screen = await render(
      <DamProvider language="en">
        <div style={{ width: 320 }}>
          <BayFacts bay={closedBay} />
        </div>
      </DamProvider>,
    );
    const grid = screen.container.querySelector('dl')!;
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
    expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  });

  it('shows loading, and an error with retry', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <BayFacts bay={undefined} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Loading...')).toBeVisible();
    expect(screen.container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await screen.rerender(
      <DamProvider language="en">
        <BayFacts bay={undefined} error onRetry={onRetry} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('alert')).toMatchTextContent(/The bay could not be loaded/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
