import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  it('opens a popup with both languages and reports a change only', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DamProvider language="zh">
        <LanguageSwitch onChange={onChange} />
      </DamProvider>,
    );
    await screen.getByRole('button', { name: '语言: 中文' }).click();
    await expect
      .element(page.getByRole('menuitemradio', { name: '中文' }))
      .toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    expect(onChange).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: '语言: 中文' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    expect(onChange).toHaveBeenCalledWith('en');
  });

  it('works from the keyboard', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <LanguageSwitch onChange={onChange} display="icon" />
      </DamProvider>,
    );
    (screen.getByRole('button', { name: 'Language: English' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toBe('zh');
  });
});
