import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { Pager, type PagerProps } from './Pager';

const pager = (props: PagerProps, language: 'zh' | 'en' = 'zh') => (
  <DamProvider language={language}>
    <Pager {...props} />
  </DamProvider>
);

/** The page numbers shown, in order. */
function links(container: HTMLElement): string[] {
  return [...container.querySelectorAll('li')].map((li) => li.textContent ?? '');
}

/** A screen that keeps the page itself, starting past the end (the data shrank since). */
function Controlled() {
  const [page, setPage] = useState(7);
  return (
    <DamProvider language="en">
      <p>{`page ${page}`}</p>
      <Pager total={47} page={page} onPageChange={setPage} />
    </DamProvider>
  );
}

describe('Pager', () => {
  it('shows 3 page links around the current page, with previous and next', async () => {
    const onPageChange = vi.fn();
    const screen = await render(pager({ total: 47, defaultPage: 3, onPageChange }));
    await expect.element(screen.getByRole('navigation', { name: '分页' })).toBeVisible();
    expect(links(screen.container)).toEqual(['2', '3', '4']);
    await expect
      .element(screen.getByRole('button', { name: '第 3 页' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByRole('status')).toHaveTextContent('第 3 / 5 页');

    await userEvent.click(screen.getByRole('button', { name: '第 4 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    expect(links(screen.container)).toEqual(['3', '4', '5']);
    await expect.element(screen.getByRole('status')).toHaveTextContent('第 4 / 5 页');
  });

  it('stops at the first and the last page', async () => {
    const onPageChange = vi.fn();
    const screen = await render(pager({ total: 47, onPageChange }));
    expect(links(screen.container)).toEqual(['1', '2', '3']);
    await expect.element(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    for (let i = 0; i < 4; i++) await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([2, 3, 4, 5]);
    expect(links(screen.container)).toEqual(['3', '4', '5']);
    await expect.element(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: '上一页' })).toBeEnabled();
  });

  it('works by keyboard', async () => {
    const onPageChange = vi.fn();
    const screen = await render(pager({ total: 30, defaultPage: 2, onPageChange }));
    (screen.getByRole('button', { name: '第 3 页' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard(' ');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('follows a controlled page, and clamps one past the end', async () => {
    const screen = await render(<Controlled />);
    // Page 7 of 5 shows as the last page.
    await expect.element(screen.getByRole('status')).toHaveTextContent('Page 5 of 5');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await expect.element(screen.getByText('page 4')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Page 4' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('shows fewer links when there are fewer pages, and nothing for one page', async () => {
    const screen = await render(pager({ total: 14 }));
    expect(links(screen.container)).toEqual(['1', '2']);
    await screen.rerender(pager({ total: 10 }));
    expect(screen.container.querySelector('nav')).toBeNull();
    await screen.rerender(pager({ total: 0 }));
    expect(screen.container.querySelector('nav')).toBeNull();
    await screen.rerender(pager({ total: 100, pageSize: 20, links: 5, defaultPage: 1 }));
    expect(links(screen.container)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('cannot be pressed while disabled', async () => {
    const onPageChange = vi.fn();
    const screen = await render(pager({ total: 47, defaultPage: 2, onPageChange, isDisabled: true }));
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }), { force: true });
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
