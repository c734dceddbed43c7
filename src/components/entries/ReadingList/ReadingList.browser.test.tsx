import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { ReadingList } from './ReadingList';
import { binReadings, oddReadings, outletReadings } from './ReadingList.fixtures';

function Infinite({ onLoadMore }: { onLoadMore: () => void }) {
  const [pages, setPages] = useState(1);
  return (
    <ReadingList
      readings={outletReadings.slice(0, pages * 30)}
      total={outletReadings.length}
      onLoadMore={() => {
        onLoadMore();
        setPages((n) => n + 1);
      }}
    />
  );
}

describe('ReadingList', () => {
  it('loads the next page when its end scrolls into view, until no more', async () => {
    const onLoadMore = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <Infinite onLoadMore={onLoadMore} />
      </DamProvider>,
    );
    await expect.element(screen.getByTestId('reading-count')).toHaveTextContent('30 of 95 readings loaded');
    for (let i = 0; i < 4 && !document.body.textContent?.includes('No more'); i++) {
      screen.getByRole('button', { name: 'Load more' }).element().scrollIntoView();
      await new Promise((r) => setTimeout(r, 150));
    }
    await expect.element(screen.getByText('No more')).toBeVisible();
    expect(onLoadMore).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('reading').elements()).toHaveLength(95);
    await expect.element(screen.getByTestId('reading-count')).toHaveTextContent('95 readings');
  });

  it('shows °C with one decimal, the bays, the site time and who entered it', async () => {
    const screen = await render(
      <DamProvider language="en">
        <ReadingList readings={oddReadings} total={3} />
      </DamProvider>,
    );
    const items = screen.getByTestId('reading').elements();
    expect(items[0]?.textContent).toContain('-3.5 °C');
    expect(items[0]?.textContent).toContain('Bay 12-034, 12-035, 13-030');
    expect(items[0]?.textContent).toContain('2026-11-20 09:00');
    expect(items[0]?.textContent).toContain('By engineer');
    expect(items[1]?.textContent).toContain('—');
    expect(items[1]?.textContent).toContain('Automatic reading');
    expect(items[1]?.textContent).not.toContain('By');
    expect(items[2]?.textContent).toContain('99.9 °C');
    expect(items[2]?.textContent).not.toContain('Bay');
  });

  it('searches by bin number and says when nothing matches', async () => {
    const onSearch = vi.fn();
    const screen = await render(
      <DamProvider>
        <ReadingList readings={[]} total={0} keyword="99-9" onSearch={onSearch} />
        <ReadingList readings={binReadings} total={30} onSearch={onSearch} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('没有仓号包含“99-9”的记录')).toBeVisible();
    await expect.element(page.getByText('共 30 条')).toBeVisible();
    const field = screen.getByRole('searchbox').nth(1);
    await field.fill('12-03');
    await screen.getByRole('button', { name: '搜索', exact: true }).nth(1).click();
    expect(onSearch).toHaveBeenCalledWith('12-03');
  });

  it('keeps the search while loading, and offers Retry on a failure', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <ReadingList readings={undefined} error onRetry={onRetry} onSearch={() => {}} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('searchbox')).toBeVisible();
    await expect.element(screen.getByText('Could not load the readings')).toBeVisible();
    await screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
