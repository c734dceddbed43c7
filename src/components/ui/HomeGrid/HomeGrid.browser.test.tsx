import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { HomeGrid } from './HomeGrid';
import { homeSections } from './HomeGrid.fixtures';

describe('HomeGrid', () => {
  it('says there is nothing in a section with no shortcut, in the reader language', async () => {
    const screen = await render(
      <DamProvider language="en">
        <HomeGrid sections={[{ id: 'empty', title: 'Bay apps', items: [] }]} />
      </DamProvider>,
    );
    const section = screen.getByRole('region', { name: 'Bay apps' });
    await expect.element(section.getByText('No data')).toBeVisible();
    expect(section.getByRole('list').query()).toBeNull();
  });

  it('renders each section as a titled region of links', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <HomeGrid sections={homeSections} />
      </DamProvider>,
    );
    const materials = screen.getByRole('region', { name: '材料与自动换向' });
    expect(
      materials
        .getByRole('link')
        .elements()
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '#/areas/aggregate',
      '#/temperature/temp_list?to=cjk_temp_id',
      '#/temperature/temp/rc_temp_id/2',
      '#/temperature/temp/jz_temp_id/4',
      '#/tab/coolercontrol/0',
      '#/temperature/solarRadiationMeter',
      '#/tab/temperatureGradient',
      '#/tab/pressure',
    ]);
    await expect.element(screen.getByRole('heading', { name: '仓位应用', level: 2 })).toBeVisible();
    await expect.element(screen.getByText('18.6 °C')).toBeVisible();
  });

  it('reads a badge with its meaning and hides a zero badge', async () => {
    const sections = [
      {
        id: 's',
        title: '监测与报表',
        items: [
          {
            id: 'a',
            label: '预警消息',
            href: '#/m',
            icon: 'bell' as const,
            badge: 3,
            badgeLabel: '3 条未处理预警',
          },
          { id: 'b', label: '报表分析', href: '#/r', icon: 'report' as const, badge: 0 },
        ],
      },
    ];
    const screen = await render(
      <DamProvider language="zh">
        <HomeGrid sections={sections} headingLevel={3} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('link', { name: /预警消息.*3 条未处理预警/ })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: '报表分析' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 3 })).toHaveTextContent('监测与报表');
  });

  it('puts four shortcuts on a 390 px row, each a touch target, without overflow at 360 px', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <HomeGrid sections={homeSections} />
      </DamProvider>,
    );
    const links = screen.getByRole('region', { name: '材料与自动换向' }).getByRole('link').elements();
    const tops = links.slice(0, 4).map((a) => Math.round(a.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    for (const link of links) expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await page.viewport(360, 740);
    const grid = screen.container.firstElementChild as HTMLElement;
    expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  });
});
