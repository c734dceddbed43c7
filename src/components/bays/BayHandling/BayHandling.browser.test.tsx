import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import type { Language } from '../../../i18n/language';
import { baysToHandle, longRecords, mixedBays, recordsOf38 } from './BayHandling.fixtures';
import { BayHandlingList } from './BayHandlingList';
import { HandlingRecordForm } from './HandlingRecordForm';
import { HandlingRecordList } from './HandlingRecordList';

const inProvider = (node: ReactNode, language: Language = 'zh') => (
  <DamProvider language={language}>{node}</DamProvider>
);

/** The facts of a card by their label. */
function factsOf(card: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const term of card.querySelectorAll('dt'))
    out[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return out;
}

describe('BayHandlingList', () => {
  it('shows each bay with its open warnings, facts and last handling, linking to its records', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      inProvider(
        <BayHandlingList
          bays={baysToHandle}
          hrefOf={(entry) => `#/hivedeal?id=${entry.bay.id}`}
          onSelect={onSelect}
          selectedId="38"
        />,
      ),
    );
    await expect.element(screen.getByText('共 6 个仓位待处理')).toBeVisible();
    const cards = [...screen.container.querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
      '17#-011',
      '3#-009',
      '3#-014',
      '4#-010',
      '6#-019',
      '1#-014',
    ]);
    expect(cards[0]?.textContent).toContain('7 条未处理预警');
    expect(factsOf(cards[1] as Element)).toEqual({
      坝段: '3',
      温控阶段: '二期降温',
      当前温度: '9.3 °C',
      最高温度: '28.2 °C',
      最近处理: '2026-11-20 05:00',
    });
    expect(factsOf(cards[0] as Element).最近处理).toBe('尚无处理记录');
    expect(cards[1]?.getAttribute('aria-current')).toBe('true');
    expect(cards[1]?.hasAttribute('data-selected')).toBe(true);

    const link = screen.getByRole('link', { name: '查看3#-014的处理记录' });
    await expect.element(link).toHaveAttribute('href', '#/hivedeal?id=43');
    await userEvent.click(link);
    expect(onSelect).toHaveBeenCalledWith(baysToHandle[2]);
  });

  it('marks a bay without open warnings, in English', async () => {
    // One page of a longer list: the count is the whole list's.
    const screen = await render(inProvider(<BayHandlingList bays={mixedBays} total={108} />, 'en'));
    await expect.element(screen.getByText('108 bays to handle')).toBeVisible();
    const cards = [...screen.container.querySelectorAll('article')];
    expect(cards[2]?.getAttribute('data-warnings')).toBe('0');
    expect(cards[2]?.textContent).toContain('0 open warnings');
    // Static cards without href or onSelect.
    expect(screen.container.querySelector('a')).toBeNull();
    await expect.element(screen.getByRole('list', { name: 'Bays to handle' })).toBeVisible();
  });

  it('has loading, error with Retry and empty states', async () => {
    const onRetry = vi.fn();
    const failed = await render(inProvider(<BayHandlingList bays={undefined} error onRetry={onRetry} />));
    await expect.element(failed.getByRole('alert').getByText('待处理仓位加载失败')).toBeVisible();
    await userEvent.click(failed.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
    const loading = await render(inProvider(<BayHandlingList bays={undefined} />));
    expect(loading.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const empty = await render(inProvider(<BayHandlingList bays={[]} />, 'en'));
    await expect.element(empty.getByText('No bays need handling')).toBeVisible();
  });
});

describe('HandlingRecordList', () => {
  it('lists the records newest first with author and site time', async () => {
    const screen = await render(inProvider(<HandlingRecordList records={recordsOf38} />));
    const items = [...screen.container.querySelectorAll('[data-record]')];
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '已现场巡查，温度回落，继续观察',
      '进水温度超出范围，已通知制冷站调整供水温度',
      '进水温度高于仓内温度，暂停通水并复核进水温度',
    ]);
    expect(factsOf(items[0] as Element)).toEqual({ 记录人: 'engineer', 时间: '2026-11-20 05:00' });
    await expect.element(screen.getByText('共 3 条')).toBeVisible();
  });

  it('keeps a long record inside a phone screen, line breaks kept', async () => {
    const screen = await render(
      inProvider(<HandlingRecordList records={longRecords} style={{ width: 340 }} />),
    );
    const root = screen.container.firstElementChild as HTMLElement;
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    const first = root.querySelector('[data-record] p') as HTMLElement;
    expect(getComputedStyle(first).whiteSpace).toBe('pre-wrap');
  });

  it('has empty and error states', async () => {
    const empty = await render(inProvider(<HandlingRecordList records={[]} />, 'en'));
    await expect.element(empty.getByText('No handling record yet')).toBeVisible();
    const failed = await render(inProvider(<HandlingRecordList records={undefined} error />));
    await expect.element(failed.getByRole('alert')).toHaveTextContent('处理记录加载失败');
  });
});

describe('HandlingRecordForm', () => {
  it('refuses empty or blank text and sends nothing', async () => {
    const onSubmit = vi.fn();
    const screen = await render(inProvider(<HandlingRecordForm onSubmit={onSubmit} />));
    await userEvent.click(screen.getByRole('button', { name: '添加记录' }));
    await expect.element(screen.getByText('处理内容不能为空')).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox'), '   ');
    await userEvent.click(screen.getByRole('button', { name: '添加记录' }));
    await expect.element(screen.getByText('处理内容不能为空')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed text once on a double tap, says so and clears the text', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const onAdded = vi.fn();
    const screen = await render(
      inProvider(<HandlingRecordForm onSubmit={onSubmit} onAdded={onAdded} />, 'en'),
    );
    const field = screen.getByRole('textbox', { name: /What was done/ });
    await userEvent.fill(field, '  raised the flow of loop 2  ');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Add record' }));
    await expect.element(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    finish();
    await expect.element(screen.getByText('Handling record added')).toBeVisible();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('raised the flow of loop 2');
    expect(onAdded).toHaveBeenCalledWith('raised the flow of loop 2');
    await expect.element(field).toHaveValue('');
  });

  it("shows the server's refusal", async () => {
    const screen = await render(
      inProvider(
        <HandlingRecordForm onSubmit={() => Promise.reject(new Error('无操作权限，请联系管理员'))} />,
      ),
    );
    await userEvent.fill(screen.getByRole('textbox'), '复测温度');
    await userEvent.click(screen.getByRole('button', { name: '添加记录' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('无操作权限，请联系管理员');
  });
});
