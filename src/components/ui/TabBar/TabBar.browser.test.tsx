import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { TabBar } from './TabBar';
import { tabItems } from './TabBar.fixtures';

describe('TabBar', () => {
  it('is a navigation landmark marking the current tab', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <TabBar items={tabItems('zh')} currentId="mine" aria-label="主导航" />
      </DamProvider>,
    );
    const nav = screen.getByRole('navigation', { name: '主导航' });
    await expect.element(nav).toBeVisible();
    await expect.element(nav.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: '工作台' })).not.toHaveAttribute('aria-current');
    // Pinned to the bottom of the viewport, each tab a large touch target.
    const bar = nav.element().getBoundingClientRect();
    expect(Math.round(bar.bottom)).toBe(window.innerHeight);
    for (const link of nav.getByRole('link').elements()) {
      expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });

  it('announces a badge with its meaning and caps it at 99+', async () => {
    const items = tabItems('en').map((item) =>
      item.id === 'messages' ? { ...item, badge: 120, badgeLabel: '120 open warnings' } : item,
    );
    const screen = await render(
      <DamProvider language="en">
        <TabBar items={items} aria-label="Main navigation" placement="static" />
      </DamProvider>,
    );
    await expect.element(screen.getByText('99+')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: /Warning messages.*120 open warnings/ }))
      .toHaveAttribute('href', '#/message/main');
  });

  it('takes the label of a long English tab without overflowing 360 px', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <div style={{ width: 360 }}>
          <TabBar items={tabItems('en')} aria-label="Main navigation" placement="static" />
        </div>
      </DamProvider>,
    );
    const nav = screen.getByRole('navigation').element();
    expect(nav.scrollWidth).toBeLessThanOrEqual(360);
    expect(onPress).not.toHaveBeenCalled();
  });
});
