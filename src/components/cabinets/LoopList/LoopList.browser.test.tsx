import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import type { Language } from '../../../i18n/language';
import { LoopList, type LoopRow } from './LoopList';
import { cabinetLoops, FIXTURE_NOW, fullCabinetLoops } from './LoopList.fixtures';

const base: LoopRow = {
  loop: 1,
  name: '21# 坝段 1452 m 仓 1 号管',
  reportedAt: FIXTURE_NOW - 60_000,
  flow: { kind: 'value', lpm: 20 },
  inTemp: { kind: 'value', celsius: 9.5 },
  outTemp: { kind: 'value', celsius: 15.25 },
  opening: 100,
};

function renderList(rows: LoopRow[] | undefined, language: Language = 'zh', extra = {}) {
  return render(
    <DamProvider language={language}>
      <LoopList rows={rows} now={FIXTURE_NOW} {...extra} />
    </DamProvider>,
  );
}

describe('LoopList', () => {
  it('shows flow, inlet and outlet temperature with units and the valve opening in %', async () => {
    const rows: LoopRow[] = [
      base,
      { ...base, loop: 2, name: 'B', opening: 30 },
      { ...base, loop: 3, name: 'C', opening: 10, flow: { kind: 'value', lpm: 10 } },
      { ...base, loop: 4, name: 'D', opening: 0, flow: { kind: 'value', lpm: 3 } },
      { ...base, loop: 5, name: 'E', opening: 0, flow: { kind: 'stopped' } },
    ];
    const screen = await renderList(rows);
    const first = screen.getByRole('article').nth(0);
    await expect.element(first.getByText('20.00 L/min')).toBeVisible();
    await expect.element(first.getByText('9.5 °C')).toBeVisible();
    await expect.element(first.getByText('15.25 °C')).toBeVisible();
    await expect.element(first.getByText('全开')).toBeVisible();
    await expect.element(screen.getByRole('article').nth(1).getByText('30%')).toBeVisible();
    await expect.element(screen.getByRole('article').nth(2).getByText('10%')).toBeVisible();
    await expect.element(screen.getByRole('article').nth(3).getByText('全关')).toBeVisible();
    await expect.element(screen.getByRole('article').nth(4).getByText('停水')).toBeVisible();
  });

  it("says 'Not collected' for a temperature of 0 and 'Unknown' for the sentinel", async () => {
    const screen = await renderList(
      [
        {
          ...base,
          inTemp: { kind: 'notCollected' },
          outTemp: { kind: 'unknown' },
          flow: { kind: 'unknown' },
        },
      ],
      'en',
    );
    await expect.element(screen.getByText('Not collected')).toBeVisible();
    await expect.element(screen.getByText('Unknown').first()).toBeVisible();
  });

  it('flags loops silent for half an hour as abnormal and for an hour (or never) as error', async () => {
    const screen = await renderList(
      [
        { ...base, loop: 1, reportedAt: FIXTURE_NOW - 30 * 60_000 },
        { ...base, loop: 2, reportedAt: FIXTURE_NOW - 30 * 60_000 - 1 },
        { ...base, loop: 3, reportedAt: FIXTURE_NOW - 3_600_001 },
        { ...base, loop: 4, reportedAt: null },
      ],
      'en',
    );
    const rows = screen.getByRole('article');
    await expect.element(rows.nth(0)).toHaveAttribute('data-health', 'ok');
    await expect.element(rows.nth(1)).toHaveAttribute('data-health', 'abnormal');
    await expect.element(rows.nth(1).getByText('No data report for more than half an hour')).toBeVisible();
    await expect.element(rows.nth(2)).toHaveAttribute('data-health', 'error');
    await expect.element(rows.nth(3)).toHaveAttribute('data-health', 'error');
    await expect.element(rows.nth(3).getByText(/Never reported/)).toBeVisible();
    await expect.element(screen.getByText('3 in error')).toBeVisible();
  });

  it('filters by name and by loop number', async () => {
    const screen = await renderList(cabinetLoops());
    await userEvent.fill(screen.getByRole('searchbox'), '24# 坝段');
    await expect.element(screen.getByText('6 / 36 个')).toBeVisible();
    await userEvent.fill(screen.getByRole('searchbox'), '17');
    await expect.element(screen.getByText('1 / 36 个')).toBeVisible();
    await userEvent.fill(screen.getByRole('searchbox'), 'nothing like this');
    await expect.element(screen.getByText('没有与“nothing like this”匹配的结果')).toBeVisible();
  });

  it('opens a loop typed by hand; the entry is numeric and in range', async () => {
    const onOpenLoop = vi.fn();
    const screen = await renderList(cabinetLoops(), 'en', { onOpenLoop });
    await userEvent.click(screen.getByRole('button', { name: 'Enter loop no.' }));
    const input = page.getByRole('textbox', { name: 'Loop number' });
    await userEvent.type(input, 'x7.3');
    await expect.element(input).toHaveValue('73');
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect.element(page.getByText('Enter a loop number from 1 to 72')).toBeVisible();
    expect(onOpenLoop).not.toHaveBeenCalled();
    await userEvent.fill(input, '0');
    await userEvent.keyboard('{Enter}');
    expect(onOpenLoop).not.toHaveBeenCalled();
    await userEvent.fill(input, '12');
    await userEvent.keyboard('{Enter}');
    expect(onOpenLoop).toHaveBeenCalledWith(12);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('links a row to its page, or opens it by press without a link', async () => {
    const onOpenLoop = vi.fn();
    const linked = await renderList(cabinetLoops(3), 'zh', {
      onOpenLoop,
      hrefFor: (loop: number) => `#/loops/${loop}`,
    });
    await expect.element(linked.getByRole('link', { name: /回路 2/ })).toHaveAttribute('href', '#/loops/2');
    await linked.unmount();
    const pressed = await renderList(cabinetLoops(3), 'zh', { onOpenLoop });
    await userEvent.click(pressed.getByRole('link', { name: /回路 2/ }));
    expect(onOpenLoop).toHaveBeenCalledWith(2);
  });

  it('shows loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const loading = await renderList(undefined);
    await expect.element(loading.getByText('加载中...')).toBeVisible();
    await loading.unmount();
    const empty = await renderList([]);
    await expect.element(empty.getByText('该智能柜暂无流量回路')).toBeVisible();
    await empty.unmount();
    const failed = await renderList(undefined, 'en', { error: true, onRetry });
    await expect.element(failed.getByRole('alert')).toMatchTextContent(/The list could not be loaded/);
    await userEvent.click(failed.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('fits a 360 px phone with 72 long-named loops', async () => {
    await page.viewport(360, 740);
    const screen = await render(
      <DamProvider language="zh">
        <div style={{ width: 360, padding: 8, boxSizing: 'border-box' }} data-testid="frame">
          <LoopList rows={fullCabinetLoops} now={FIXTURE_NOW} onOpenLoop={() => {}} />
        </div>
      </DamProvider>,
    );
    await expect.element(screen.getByRole('article').nth(71)).toBeInTheDocument();
    expect(screen.getByRole('article').elements()).toHaveLength(72);
    const frame = screen.getByTestId('frame').element();
    expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const button = screen.getByRole('button', { name: '输入回路号' }).element().getBoundingClientRect();
    expect(button.height).toBeGreaterThanOrEqual(44);
  });
});
