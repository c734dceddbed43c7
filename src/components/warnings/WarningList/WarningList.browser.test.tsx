import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { WarningVariant } from '../../../domain';
import { DamProvider } from '../../../hooks/DamProvider';
import type { Language } from '../../../i18n/language';
import { WarningList } from './WarningList';
import {
  entryWarnings,
  FIXTURE_NOW,
  FLOW_TOTAL,
  flowPage,
  longNames,
  warningsByVariant,
} from './WarningList.fixtures';

const inProvider = (node: ReactNode, language: Language = 'zh') => (
  <DamProvider language={language}>{node}</DamProvider>
);

/** The facts of a card by their label: { '温度': '31.2 °C', … } (values grid and the time line). */
function factsOf(card: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const term of card.querySelectorAll('dt')) {
    out[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return out;
}

function cards(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('article')];
}

/** The first card of each variant: its subject, what went wrong, its severity and its facts in zh. */
const FIRST_CARD: Record<
  WarningVariant,
  { subject: string; condition: string; severity: string; facts: Record<string, string> }
> = {
  valve: {
    subject: '2#-014 冷却水管1',
    condition: '四通阀换向中断',
    severity: '重要',
    facts: { 智能柜: '1 号柜', 回路: '3 号回路', 发生时间: '2026-11-20 07:00' },
  },
  computer: {
    subject: '右岸02号智能柜',
    condition: '工控机离线',
    severity: '严重',
    facts: { 站点: '右岸', 最后心跳: '2026-11-20 06:40', 已离线: '3 小时 20 分' },
  },
  maxTemperature: {
    subject: '3#-014',
    condition: '最高温度超标',
    severity: '严重',
    facts: {
      温度: '31.2 °C',
      上限: '29.0 °C',
      测点: '3#-014 温度计2',
      智能柜: '2 号柜',
      测量时间: '2026-11-20 09:50',
    },
  },
  stageTemperature: {
    subject: '4#-010',
    condition: '阶段温度偏离目标',
    severity: '严重',
    facts: {
      温度: '11.8 °C',
      目标温度: '15.5 °C',
      允许偏差: '±1.5 °C',
      智能柜: '左岸01号智能柜',
      测量时间: '2026-11-20 09:40',
    },
  },
  flow: {
    subject: '9#-013 冷却水管2',
    condition: '停水',
    severity: '严重',
    facts: {
      流量: '停水',
      智能柜: '4 号柜',
      回路: '16 号回路',
      仓号: '9#-013',
      测量时间: '2026-11-20 09:55',
    },
  },
  outlet: {
    subject: '3#拌和楼出机口',
    condition: '出机口温度超标',
    severity: '严重',
    facts: { 温度: '12.4 °C', 上限: '10.0 °C', 采集时间: '2026-11-20 08:00' },
  },
  entry: {
    subject: '入仓温度测点',
    condition: '入仓温度超标',
    severity: '重要',
    facts: { 温度: '13.1 °C', 上限: '12.0 °C', 仓号: '7#-020', 采集时间: '2026-11-20 08:30' },
  },
  pouring: {
    subject: '浇筑温度测点',
    condition: '浇筑温度超标',
    severity: '重要',
    facts: { 温度: '14.2 °C', 上限: '14.0 °C', 仓号: '7#-020', 采集时间: '2026-11-20 07:00' },
  },
  dailyDrop: {
    subject: '9#-017',
    condition: '日降温超标',
    severity: '严重',
    facts: {
      日降温: '1.1 °C/d',
      允许日降温: '0.5 °C/d',
      当前温度: '13.8 °C',
      智能柜: '河床01号智能柜',
      测量时间: '2026-11-20 09:20',
    },
  },
  dailyDropTarget: {
    subject: '9#-017',
    condition: '日降温超标',
    severity: '严重',
    facts: {
      当前温度: '13.8 °C',
      目标温度: '15.2 °C',
      日降温: '1.1 °C/d',
      智能柜: '河床01号智能柜',
      测量时间: '2026-11-20 09:20',
    },
  },
  temperatureUnknown: {
    subject: '9#-015 温度计1',
    condition: '温度未采集',
    severity: '一般',
    facts: { 仓号: '9#-015', 智能柜: '3 号柜', 回路: '39 号回路', 发生时间: '2026-11-19 17:00' },
  },
  temperatureTimeout: {
    subject: '13#-021 温度计1',
    condition: '温度超时未上报',
    severity: '一般',
    facts: { 仓号: '13#-021', 智能柜: '3 号柜', 回路: '57 号回路', 发生时间: '2026-11-20 08:45' },
  },
  changeRange: {
    subject: '3#-013 冷却水管3',
    condition: '温控变幅超限',
    severity: '重要',
    facts: {
      温控变幅: '10.2 °C',
      允许变幅: '7.0 °C',
      进水温度: '8.9 °C',
      仓号: '3#-013',
      测量时间: '2026-11-20 09:54',
    },
  },
  inletAboveBay: {
    subject: '1#-009 冷却水管2',
    condition: '进水温度高于仓内温度',
    severity: '重要',
    facts: { 进水温度: '10.3 °C', 仓内温度: '9.9 °C', 仓号: '1#-009', 测量时间: '2026-11-20 09:57' },
  },
  inletRange: {
    subject: '4#-014 冷却水管1',
    condition: '进水温度超出范围',
    severity: '一般',
    facts: {
      进水温度: '12.8 °C',
      额定进水温度: '9.0 °C',
      允许范围: '±2.5 °C',
      仓号: '4#-014',
      测量时间: '2026-11-20 09:57',
    },
  },
};

describe('WarningList', () => {
  for (const [variant, expected] of Object.entries(FIRST_CARD) as [
    WarningVariant,
    (typeof FIRST_CARD)[WarningVariant],
  ][]) {
    it(`shows the ${variant} card with its fields, units, severity and unread dot`, async () => {
      const screen = await render(
        inProvider(<WarningList variant={variant} warnings={warningsByVariant[variant]} now={FIXTURE_NOW} />),
      );
      const [first] = cards(screen.container);
      if (!first) throw new Error('no card');
      expect(first.querySelector('h3')?.textContent).toBe(`未读，${expected.subject}`);
      expect(first.textContent).toContain(expected.condition);
      expect(first.textContent).toContain(expected.severity);
      expect(factsOf(first)).toEqual(expected.facts);
      expect(first.dataset.unread).toBe('true');
      expect(first.dataset.variant).toBe(variant);
      // The dot is drawn, and hidden from screen readers, which hear 'unread' in the heading.
      expect(first.querySelector('[aria-hidden="true"]')).not.toBeNull();
      // Static: nothing to open without hrefOf / onOpen.
      expect(first.querySelector('a, [role="link"]')).toBeNull();
    });
  }

  it('names the list, shows read warnings without the dot, and severity in words on every card', async () => {
    const screen = await render(
      inProvider(<WarningList variant="flow" warnings={warningsByVariant.flow} now={FIXTURE_NOW} />),
    );
    await expect.element(screen.getByRole('list', { name: '流量预警' })).toBeVisible();
    const all = cards(screen.container);
    expect(all.map((card) => card.dataset.severity)).toEqual(['critical', 'critical', 'major', 'minor']);
    expect(all.map((card) => card.dataset.unread)).toEqual(['true', 'true', 'true', 'false']);
    expect(all.map((card) => card.dataset.category)).toEqual(['flow', 'flow', 'flow', 'flow']);
    const read = all[3] as HTMLElement;
    expect(read.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(read.querySelector('h3')?.textContent).toBe('3#-014 冷却水管3');
    expect(read.textContent).toContain('一般');
    expect(factsOf(all[1] as HTMLElement).流量).toBe('0.38 L/min');
    expect(factsOf(all[2] as HTMLElement).流量).toBe('35.12 L/min');
    expect(factsOf(read).流量).toBe('未知');
    await expect.element(screen.getByText('共 4 条')).toBeVisible();
  });

  it('opens a card by tap and by keyboard, with a link named by unread, severity, subject and condition', async () => {
    const onOpen = vi.fn();
    const screen = await render(
      inProvider(
        <WarningList
          variant="maxTemperature"
          warnings={warningsByVariant.maxTemperature}
          now={FIXTURE_NOW}
          onOpen={onOpen}
        />,
      ),
    );
    const first = screen.getByRole('link', { name: '未读，严重，3#-014，最高温度超标' });
    await userEvent.click(first);
    expect(onOpen).toHaveBeenLastCalledWith(warningsByVariant.maxTemperature[0]);
    // The read card's name says no 'unread'.
    const third = screen.getByRole('link', { name: '重要，7#-013，最高温度超标' });
    await expect.element(third).toBeVisible();
    (third.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(warningsByVariant.maxTemperature[2]);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(cards(screen.container)[0]?.dataset.interactive).toBe('true');
  });

  it('links a card to what hrefOf gives, and leaves a card static when it gives nothing', async () => {
    const warnings = [...warningsByVariant.maxTemperature, ...warningsByVariant.temperatureTimeout];
    const screen = await render(
      inProvider(
        <WarningList
          variant="maxTemperature"
          warnings={warnings}
          now={FIXTURE_NOW}
          hrefOf={(w) =>
            w.kind === 'maxTemperature'
              ? `/tab/racksId/${w.cabinetId}/temps/${w.loop}?from3=tempWarns`
              : undefined
          }
        />,
      ),
    );
    await expect
      .element(screen.getByRole('link', { name: '未读，严重，3#-014，最高温度超标' }))
      .toHaveAttribute('href', '/tab/racksId/2/temps/12?from3=tempWarns');
    // A timeout in the max-temperature list shows as a timeout and opens nothing.
    const timeout = cards(screen.container)[3] as HTMLElement;
    expect(timeout.dataset.variant).toBe('temperatureTimeout');
    expect(timeout.querySelector('a')).toBeNull();
    expect(screen.container.querySelectorAll('a')).toHaveLength(3);
  });

  it('shows each warning of a mixed list as its kind says', async () => {
    const screen = await render(inProvider(<WarningList warnings={entryWarnings} now={FIXTURE_NOW} />));
    await expect.element(screen.getByRole('list', { name: '预警消息' })).toBeVisible();
    const variants = new Set(cards(screen.container).map((card) => card.dataset.variant));
    expect(variants).toEqual(new Set(['outlet', 'entry', 'pouring']));
  });

  it('loads more until the total, then says no more', async () => {
    const onLoadMore = vi.fn();
    const screen = await render(
      inProvider(
        <WarningList
          variant="flow"
          warnings={flowPage(0)}
          total={FLOW_TOTAL}
          onLoadMore={onLoadMore}
          now={FIXTURE_NOW}
        />,
      ),
    );
    await expect.element(screen.getByText('已加载 10 / 47 条')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    expect(screen.container.textContent).not.toContain('没有更多了');

    // While the page loads, the button is busy and a second press does nothing.
    await screen.rerender(
      inProvider(
        <WarningList
          variant="flow"
          warnings={flowPage(0)}
          total={FLOW_TOTAL}
          onLoadMore={onLoadMore}
          loadingMore
          now={FIXTURE_NOW}
        />,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '加载中...' }), { force: true });
    expect(onLoadMore).toHaveBeenCalledOnce();

    await screen.rerender(
      inProvider(
        <WarningList
          variant="flow"
          warnings={flowPage(0, FLOW_TOTAL)}
          total={FLOW_TOTAL}
          onLoadMore={onLoadMore}
          now={FIXTURE_NOW}
        />,
      ),
    );
    await expect.element(screen.getByText('没有更多了')).toBeVisible();
    await expect.element(screen.getByText('共 47 条')).toBeVisible();
    expect(screen.container.querySelector('button')).toBeNull();
    expect(cards(screen.container)).toHaveLength(FLOW_TOTAL);
  });

  it('states the total of a paged history without offering more or saying no more', async () => {
    const screen = await render(
      inProvider(<WarningList variant="outlet" warnings={warningsByVariant.outlet} total={27} />),
    );
    await expect.element(screen.getByText('共 27 条')).toBeVisible();
    expect(screen.container.querySelector('button')).toBeNull();
    expect(screen.container.textContent).not.toContain('没有更多了');
  });

  it('loads the next page when the end of an infinite list scrolls into view', async () => {
    const onLoadMore = vi.fn();
    await render(
      inProvider(
        <WarningList
          variant="flow"
          warnings={flowPage(0, 2)}
          total={FLOW_TOTAL}
          onLoadMore={onLoadMore}
          infinite
          now={FIXTURE_NOW}
        />,
      ),
    );
    await vi.waitFor(() => expect(onLoadMore).toHaveBeenCalled());
  });

  it('shows loading, an error with Retry, and empty', async () => {
    const onRetry = vi.fn();
    const screen = await render(inProvider(<WarningList warnings={undefined} />));
    await expect.element(screen.getByRole('status')).toMatchTextContent(/加载中/);

    await screen.rerender(inProvider(<WarningList warnings={undefined} error onRetry={onRetry} />));
    await expect.element(screen.getByRole('alert')).toMatchTextContent(/预警加载失败/);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();

    await screen.rerender(inProvider(<WarningList warnings={[]} />));
    await expect.element(screen.getByText('没有更多了')).toBeVisible();

    await screen.rerender(inProvider(<WarningList warnings={[]} emptyText="当前没有流量预警" />));
    await expect.element(screen.getByText('当前没有流量预警')).toBeVisible();
  });

  it('keeps the warnings when a refresh fails, with the failure and Retry under them', async () => {
    const screen = await render(
      inProvider(
        <WarningList
          variant="valve"
          warnings={warningsByVariant.valve}
          error="网络连接失败"
          onRetry={() => {}}
        />,
      ),
    );
    expect(cards(screen.container)).toHaveLength(2);
    await expect.element(screen.getByRole('alert')).toMatchTextContent(/网络连接失败/);
  });

  it('speaks English with °C and L/min, and wraps long names inside the card', async () => {
    const screen = await render(
      inProvider(<WarningList warnings={longNames} now={FIXTURE_NOW} onOpen={() => {}} />, 'en'),
      {
        container: document.body.appendChild(
          Object.assign(document.createElement('div'), { style: 'width: 360px' }),
        ),
      },
    );
    await expect
      .element(
        screen.getByRole('link', {
          name: 'Unread, Critical, 白鹤滩水电站左岸 21# 坝段第三十七层浇筑仓 3 号冷却水管（高温季节加密）, Flow too low',
        }),
      )
      .toBeVisible();
    const [flowCard, computerCard] = cards(screen.container);
    expect(factsOf(flowCard as HTMLElement).Flow).toBe('0.12 L/min');
    expect(factsOf(computerCard as HTMLElement)['Offline for']).toBe('2 d 7 h');
    for (const card of cards(screen.container))
      expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);

    await screen.rerender(
      inProvider(<WarningList variant="maxTemperature" warnings={warningsByVariant.maxTemperature} />, 'en'),
    );
    expect(factsOf(cards(screen.container)[0] as HTMLElement).Temperature).toBe('31.2 °C');
  });
});
